import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../../server/http/rest.server'

/** Restores a deleted arcade from the Deleted list (no body); 409 when it is not deleted. */
export const Route = createFileRoute('/api/admin/arcades/$id/restore')({
  server: {
    handlers: restHandlers({
      POST: ({ call, params }) => call('admin.arcades.undelete', { id: params.id }),
    }),
  },
})
