import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/suggest')({
  server: {
    handlers: restHandlers({
      GET: ({ caller, url }) => caller.public.suggest(queryObject(url)),
    }),
  },
})
