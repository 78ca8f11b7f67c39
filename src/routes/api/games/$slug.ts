import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/games/$slug')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params, url }) => call('public.game', { ...queryObject(url), slug: params.slug }),
    }),
  },
})
