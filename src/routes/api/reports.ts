import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../server/http/json-body.server'
import { restHandlers } from '../../server/http/rest.server'

/** A visitor's report on an arcade (issue 20): 202 once received; nothing public changes until an administrator accepts it. */
export const Route = createFileRoute('/api/reports')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, request }) =>
        Response.json(await call('public.reports.submit', await jsonObject(request)), { status: 202 }),
    }),
  },
})
