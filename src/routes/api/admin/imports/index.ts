import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../../server/http/json-body.server'
import { restHandlers } from '../../../../server/http/rest.server'

/** Begins an import: `{format, fileName, text | base64, more}` (admin.imports.start). */
export const Route = createFileRoute('/api/admin/imports/')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, request }) =>
        Response.json(await call('admin.imports.start', await jsonObject(request)), { status: 201 }),
    }),
  },
})
