import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/state/$state/city/$city')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params, url }) =>
        call('public.arcadesOfCity', { ...queryObject(url), state: params.state, city: params.city }),
    }),
  },
})
