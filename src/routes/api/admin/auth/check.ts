import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/auth/check')({
  server: { handlers: restPath('/api/admin/auth/check') },
})
