import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/**
 * Accepts the report: `{fields?, values?}` (an edit's chosen fields and corrected values, a closure's `status`, a
 * game's `game`) or `{arcade}` for a new arcade; 409 when it is already decided.
 */
export const Route = createFileRoute('/api/admin/reports/$id/accept')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.reports.accept', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
