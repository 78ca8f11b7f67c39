import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { createTRPCClient, unstable_localLink } from '@trpc/client'
import { createContext } from './context'
import { appRouter, type AppRouter } from './root'

/** During server rendering, procedures run in-process with the incoming request's context. */
export function createLocalTrpcClient() {
  return createTRPCClient<AppRouter>({
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
