import { createFileRoute } from '@tanstack/react-router'
import { queryObject, restHandlers } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/widgets')({
  server: {
    handlers: restHandlers({
      GET: ({ call, url }) => call('widgets.forPage', queryObject(url)),
    }),
  },
})
