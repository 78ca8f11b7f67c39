import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../../server/http/rest.server'

/** An import's state and counts (admin.imports.get), or forgetting it (admin.imports.discard). */
export const Route = createFileRoute('/api/admin/imports/$id/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params }) => call('admin.imports.get', { id: params.id }),
      DELETE: ({ call, params }) => call('admin.imports.discard', { id: params.id }),
    }),
  },
})
