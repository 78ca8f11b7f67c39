import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../../server/http/rest.server'

/** The review queue (issue 20): `?status=pending|accepted|rejected|duplicate&limit&offset`. */
export const Route = createFileRoute('/api/admin/reports/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, url }) => call('admin.reports.list', queryObject(url)),
    }),
  },
})
