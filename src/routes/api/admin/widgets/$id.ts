import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/widgets/$id')({
  server: {
    handlers: restHandlers({
      PUT: async ({ call, params, request }) =>
        call('widgets.update', { ...(await jsonObject(request)), id: params.id }),
      DELETE: ({ call, params }) => call('widgets.delete', { id: params.id }),
    }),
  },
})
