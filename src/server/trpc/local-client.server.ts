import { getRequest } from '@tanstack/react-start/server'
import { createTRPCClient, unstable_localLink } from '@trpc/client'
import { createContext } from './context'
import { appRouter, type AppRouter } from './root'

/** During server rendering, procedures run in-process with the incoming request's context. */
export function createLocalTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [unstable_localLink({ router: appRouter, createContext: async () => createContext(getRequest()) })],
  })
}
