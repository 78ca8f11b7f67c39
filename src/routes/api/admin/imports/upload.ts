import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/imports/upload')({
  server: { handlers: restPath('/api/admin/imports/upload') },
})
