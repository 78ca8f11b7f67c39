import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/widgets/')({
  server: {
    handlers: restHandlers({
      GET: ({ caller }) => caller.widgets.list(),
      POST: async ({ caller, request }) => {
        const created = await caller.widgets.create((await jsonObject(request)) as never)
        return Response.json(created, { status: 201 })
      },
    }),
  },
})
