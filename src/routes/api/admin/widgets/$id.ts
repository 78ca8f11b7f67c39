import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/widgets/$id')({
  server: {
    handlers: restHandlers({
      PUT: async ({ caller, params, request }) =>
        caller.widgets.update({ ...(await jsonObject(request)), id: params.id } as never),
      DELETE: ({ caller, params }) => caller.widgets.delete({ id: params.id } as never),
    }),
  },
})
