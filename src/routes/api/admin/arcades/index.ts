import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { queryObject, restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/arcades/')({
  server: {
    handlers: restHandlers({
      GET: ({ caller, url }) => caller.admin.arcades.list(queryObject(url) as never),
      POST: async ({ caller, request }) => {
        const arcade = await caller.admin.arcades.create((await jsonObject(request)) as never)
        return Response.json(arcade, { status: 201 })
      },
    }),
  },
})
