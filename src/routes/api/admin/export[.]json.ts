import { createFileRoute } from '@tanstack/react-router'
import { downloadResponse } from '../../../server/http/download.server'
import { restHandlers } from '../../../server/http/rest.server'

/** The whole directory with its lineups as JSON, streamed (admin.export). */
export const Route = createFileRoute('/api/admin/export.json')({
  server: {
    handlers: restHandlers({
      GET: async ({ call }) => downloadResponse(await call('admin.export', { format: 'json' })),
    }),
  },
})
