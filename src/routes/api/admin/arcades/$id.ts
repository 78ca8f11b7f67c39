import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/arcades/$id')({
  server: {
    handlers: restHandlers({
      PUT: async ({ caller, params, request }) =>
        caller.admin.arcades.update({ ...(await jsonObject(request)), id: params.id } as never),
      DELETE: ({ caller, params }) => caller.admin.arcades.delete({ id: params.id } as never),
    }),
  },
})
