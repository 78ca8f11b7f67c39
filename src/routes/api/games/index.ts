import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/games/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, url }) => call('public.games', queryObject(url)),
    }),
  },
})
