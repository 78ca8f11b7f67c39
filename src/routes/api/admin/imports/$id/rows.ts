import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../../../server/http/rest.server'

/** A page of the dry run's rows: `?outcome&offset&limit` (admin.imports.rows). */
export const Route = createFileRoute('/api/admin/imports/$id/rows')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params, url }) => call('admin.imports.rows', { ...queryObject(url), id: params.id }),
    }),
  },
})
