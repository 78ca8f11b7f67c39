import { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from './server/trpc/root'
import { createLocalTrpcClient } from './server/trpc/local-client.server'
import { TRPCProvider } from './lib/trpc'
import { TRPC_MAX_BATCH_SIZE } from './shared/constants'
import { routeTree } from './routeTree.gen'
import { NotFoundPage } from './ui/layout/NotFoundPage'
import { ErrorPage } from './ui/layout/ErrorPage'

const createTrpcClient = createIsomorphicFn()
  .server(() => createLocalTrpcClient())
  .client(() =>
    createTRPCClient<AppRouter>({
      // The server refuses larger batches (a guard against one request asking for many searches).
      links: [httpBatchLink({ url: '/api/trpc', maxItems: TRPC_MAX_BATCH_SIZE })],
    }),
  )

export function getRouter() {
  // SPEC §7: no interval or focus refetch, results fresh until the next page load, no retries.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  })
  const trpcClient = createTrpcClient()
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })

  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Show the loading skeletons soon when a page's data is slow to arrive.
    defaultPendingMs: 200,
    // Search values are plain text in the address (?q=78701, not ?q=%2278701%22); the routes' schemas read them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(String),
    defaultNotFoundComponent: () => <NotFoundPage variant="simple" />,
    defaultErrorComponent: ErrorPage,
    Wrap: ({ children }) => (
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    ),
  })
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: true })
  return router
}

export type RouterContext = {
  queryClient: QueryClient
  trpc: ReturnType<typeof createTRPCOptionsProxy<AppRouter>>
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
