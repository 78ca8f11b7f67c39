import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../../server/http/json-body.server'
import { restHandlers } from '../../../../../server/http/rest.server'

/** Applies the checked file: `{skipRejected, addDuplicates}` (admin.imports.commit). */
export const Route = createFileRoute('/api/admin/imports/$id/apply')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, params, request }) =>
        call('admin.imports.commit', { ...(await jsonObject(request)), id: params.id }),
    }),
  },
})
