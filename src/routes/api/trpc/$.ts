import { createFileRoute } from '@tanstack/react-router'
import { handleTrpcRequest } from '../../../server/http/trpc.server'

export const Route = createFileRoute('/api/trpc/$')({
  server: {
    handlers: {
      GET: ({ request }) => handleTrpcRequest(request),
      POST: ({ request }) => handleTrpcRequest(request),
      ANY: ({ request }) => handleTrpcRequest(request),
    },
  },
})
