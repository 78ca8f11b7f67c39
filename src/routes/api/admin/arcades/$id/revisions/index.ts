import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../../../../server/http/rest.server'

/** An arcade's history, newest first: `?limit=20&before={revision id}` → `{ data, total }`. */
export const Route = createFileRoute('/api/admin/arcades/$id/revisions/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params, url }) => call('admin.arcades.revisions', { ...queryObject(url), id: params.id }),
    }),
  },
})
