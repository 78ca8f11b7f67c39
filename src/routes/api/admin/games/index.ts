import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { queryObject, restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/games/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, url }) => call('admin.games.list', queryObject(url)),
      POST: async ({ call, request }) => {
        const game = await call('admin.games.create', await jsonObject(request))
        return Response.json(game, { status: 201 })
      },
    }),
  },
})
