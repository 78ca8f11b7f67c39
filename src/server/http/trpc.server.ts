import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { createContext } from '../trpc/context'
import { appRouter } from '../trpc/root'

export const TRPC_ENDPOINT = '/api/trpc'

export function handleTrpcRequest(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req: request,
    router: appRouter,
    createContext: ({ req, resHeaders }) => createContext(req, resHeaders),
    onError({ error }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error)
    },
  })
}
