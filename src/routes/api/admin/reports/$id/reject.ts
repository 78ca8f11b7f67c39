import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** Rejects the report (`{reason}`); 409 when it is already decided. */
export const Route = createFileRoute('/api/admin/reports/$id/reject')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.reports.reject', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
