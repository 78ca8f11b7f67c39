import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** Merges the game into another (`{intoId}`): its arcades move to the kept one, and it is deleted. */
export const Route = createFileRoute('/api/admin/games/$id/merge')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.games.merge', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
