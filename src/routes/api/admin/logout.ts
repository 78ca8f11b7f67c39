import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/logout')({
  server: { handlers: restHandlers({ POST: ({ call }) => call('admin.logout') }) },
})
