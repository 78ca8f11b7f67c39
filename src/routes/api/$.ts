import { createFileRoute } from '@tanstack/react-router'
import { errorResponse } from '../../server/http/rest.server'

/** Unknown API paths answer JSON, never the HTML shell. */
export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      ANY: () => errorResponse(404, 'NOT_FOUND', 'No such API path'),
    },
  },
})
