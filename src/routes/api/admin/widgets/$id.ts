import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/widgets/$id')({
  server: { handlers: restPath('/api/admin/widgets/{id}') },
})
