import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** Marks the report a duplicate of another (`{duplicateOfId}`); 409 when it is already decided. */
export const Route = createFileRoute('/api/admin/reports/$id/duplicate')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.reports.markDuplicate', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
