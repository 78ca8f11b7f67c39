import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/auth/check')({
  server: { handlers: restHandlers({ GET: ({ call }) => call('admin.me') }) },
})
