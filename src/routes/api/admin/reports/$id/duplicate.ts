import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/reports/$id/duplicate')({
  server: { handlers: restPath('/api/admin/reports/{id}/duplicate') },
})
