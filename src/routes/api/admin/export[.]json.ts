import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/export.json')({
  server: { handlers: restPath('/api/admin/export.json') },
})
