import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/imports/')({
  server: { handlers: restPath('/api/admin/imports') },
})
