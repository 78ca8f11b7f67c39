import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** An arcade's lineup: read it, or replace it whole (`{entries, confirm}`). */
export const Route = createFileRoute('/api/admin/arcades/$id/lineup')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params }) => call('admin.arcades.lineup', { id: params.id }),
      PUT: async ({ call, params, request }) =>
        call('admin.arcades.setLineup', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
