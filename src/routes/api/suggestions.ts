import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../server/http/json-body.server'
import { restHandlers } from '../../server/http/rest.server'

/**
 * A visitor's suggestion of a new arcade (issue 20; not `/api/suggest`, the search box's suggestions): 202 once
 * received, or 200 with `possible_duplicates` (nothing stored) until it is sent with `confirmed_new: true`.
 */
export const Route = createFileRoute('/api/suggestions')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, request }) => {
        const answer = await call('public.suggestions.submit', await jsonObject(request))
        return Response.json(answer, { status: answer.received ? 202 : 200 })
      },
    }),
  },
})
