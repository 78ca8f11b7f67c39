import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/featured')({
  server: {
    handlers: restHandlers({
      GET: ({ call }) => call('public.featured'),
    }),
  },
})
