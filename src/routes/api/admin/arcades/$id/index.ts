import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/arcades/$id/')({
  server: {
    handlers: restHandlers({
      PUT: async ({ call, params, request }) =>
        call('admin.arcades.update', { ...(await jsonObject(request)), id: params.id }),
      DELETE: ({ call, params }) => call('admin.arcades.delete', { id: params.id }),
    }),
  },
})
