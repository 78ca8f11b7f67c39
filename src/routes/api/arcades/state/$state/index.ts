import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/state/$state/')({
  server: {
    handlers: restHandlers({
      GET: ({ caller, params, url }) =>
        caller.public.arcadesOfState({ ...queryObject(url), state: params.state ?? '' }),
    }),
  },
})
