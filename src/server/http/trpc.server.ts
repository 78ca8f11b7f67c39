import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants'
import { createContext } from '../trpc/context'
import { appRouter } from '../trpc/root'

const TRPC_ENDPOINT = '/api/trpc'

export async function handleTrpcRequest(request: Request): Promise<Response> {
  const response = await fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req: request,
    router: appRouter,
    // A larger batch answers 400; the client's batch link uses the same limit.
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: ({ req, resHeaders }) => createContext(req, resHeaders),
    onError({ error }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error)
    },
  })
  // tRPC sends errors found before any procedure runs (batch too large, say) as a JSON string body that the
  // Response labels text/plain; DECISIONS.md: errors are JSON.
  const type = response.headers.get('content-type')
  if (response.body && (!type || type.startsWith('text/plain'))) {
    response.headers.set('content-type', 'application/json')
  }
  return response
}
