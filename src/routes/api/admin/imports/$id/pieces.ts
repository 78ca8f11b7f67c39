import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** The file's next piece: `{text | base64, more}` (admin.imports.append). */
export const Route = createFileRoute('/api/admin/imports/$id/pieces')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.imports.append', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
