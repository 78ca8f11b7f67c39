import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { queryObject, restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/arcades/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, url }) => call('admin.arcades.list', queryObject(url)),
      POST: async ({ call, request }) => {
        const arcade = await call('admin.arcades.create', await jsonObject(request))
        return Response.json(arcade, { status: 201 })
      },
    }),
  },
})
