import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../server/http/rest.server'

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}

export const Route = createFileRoute('/api/admin/widgets/$id')({
  server: {
    handlers: restHandlers({
      PUT: async ({ caller, params, request }) => {
        const body = await jsonBody(request)
        const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {}
        return caller.widgets.update({ ...fields, id: params.id ?? '' } as never)
      },
      DELETE: ({ caller, params }) => caller.widgets.delete({ id: params.id ?? '' } as never),
    }),
  },
})
