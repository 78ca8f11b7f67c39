import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../server/http/rest.server'

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

export const Route = createFileRoute('/api/admin/widgets/')({
  server: {
    handlers: restHandlers({
      GET: ({ caller }) => caller.widgets.list(),
      POST: async ({ caller, request }) => {
        const created = await caller.widgets.create((await jsonBody(request)) as never)
        return Response.json(created, { status: 201 })
      },
    }),
  },
})
