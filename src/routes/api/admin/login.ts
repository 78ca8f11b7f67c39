import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../server/http/json-body.server'
import { restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/login')({
  server: {
    handlers: restHandlers({
      POST: async ({ call, request }) => {
        const { success, message } = await call('admin.login', await jsonObject(request))
        return { success, message }
      },
    }),
  },
})
