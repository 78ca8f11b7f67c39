import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../../../../server/http/rest.server'

/** Brings back the arcade's values as they were right after this revision, as a new revision (no body). */
export const Route = createFileRoute('/api/admin/arcades/$id/revisions/$revision/restore')({
  server: {
    handlers: restHandlers({
      POST: ({ call, params }) => call('admin.arcades.restoreRevision', { id: params.id, revision: params.revision }),
    }),
  },
})
