import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { createTRPCUntypedClient, unstable_localLink } from '@trpc/client'
import type { CallProcedure } from '../../lib/trpc'
import { createContext } from './context'
import { appRouter, type AppRouter } from './root'

/** During server rendering, procedures run in-process with the incoming request's context. */
function createLocalTrpcClient() {
  return createTRPCUntypedClient<AppRouter>({
    links: [
      unstable_localLink({
        router: appRouter,
        createContext: async () => {
          const resHeaders = new Headers()
          const context = createContext(getRequest(), resHeaders)
          // A session slid forward while rendering a page: the page's response carries the renewed cookie.
          for (const cookie of resHeaders.getSetCookie()) appendResponseHeader('set-cookie', cookie)
          return context
        },
      }),
    ],
  })
}

let client: ReturnType<typeof createLocalTrpcClient> | undefined

export const callInProcess: CallProcedure = (type, path, input, signal) => {
  client ??= createLocalTrpcClient()
  return type === 'query' ? client.query(path, input, { signal }) : client.mutation(path, input, { signal })
}
