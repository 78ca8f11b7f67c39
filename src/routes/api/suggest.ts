import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/suggest')({
  server: {
    handlers: restHandlers({
      // The procedure parses the query string: a missing or short `query` answers 400 naming it.
      GET: ({ call, url }) => call('public.suggest', queryObject(url)),
    }),
  },
})
