import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/state/$state/')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params, url }) => call('public.arcadesOfState', { ...queryObject(url), state: params.state }),
    }),
  },
})
