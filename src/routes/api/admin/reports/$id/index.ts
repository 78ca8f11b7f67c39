import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../../server/http/rest.server'

/** One report: what would change, field by field, beside today's values. */
export const Route = createFileRoute('/api/admin/reports/$id/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params }) => call('admin.reports.get', { id: params.id }),
    }),
  },
})
