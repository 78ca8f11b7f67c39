import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/states/$state/cities')({
  server: {
    handlers: restHandlers({
      GET: ({ caller, params }) => caller.public.citiesOfState({ state: params.state ?? '' }),
    }),
  },
})
