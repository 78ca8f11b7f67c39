import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, url }) => call('public.search', queryObject(url)),
    }),
  },
})
