import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/widgets')({
  server: {
    handlers: restHandlers({
      GET: ({ caller, url }) => {
        const q = queryObject(url)
        return caller.widgets.forPage({ path: typeof q.path === 'string' ? q.path : '', tags: q.tags } as never)
      },
    }),
  },
})
