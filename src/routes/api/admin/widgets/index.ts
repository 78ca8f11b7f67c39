import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/widgets/')({
  server: {
    handlers: restHandlers({
      GET: ({ call }) => call('widgets.list'),
      POST: async ({ call, request }) => {
        const created = await call('widgets.create', await jsonObject(request))
        return Response.json(created, { status: 201 })
      },
    }),
  },
})
