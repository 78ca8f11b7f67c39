import { createFileRoute } from '@tanstack/react-router'
import { jsonObject } from '../../../server/http/json-body.server'
import { restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/admin/login')({
  server: {
    handlers: restHandlers({
      POST: async ({ caller, request }) => {
        const { success, message } = await caller.admin.login((await jsonObject(request)) as never)
        return { success, message }
      },
    }),
  },
})
