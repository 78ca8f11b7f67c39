import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** Stamps parts of the listing as checked (`{ parts: ['listing' | 'hours' | 'lineup'] }`), changing nothing else. */
export const Route = createFileRoute('/api/admin/arcades/$id/confirm')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.arcades.confirm', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
