import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/arcades/$id/restore')({
  server: { handlers: restPath('/api/admin/arcades/{id}/restore') },
})
