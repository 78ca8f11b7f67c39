import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/states/$state/cities')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params }) => call('public.citiesOfState', { state: params.state }),
    }),
  },
})
