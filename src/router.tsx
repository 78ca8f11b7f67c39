import { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith, type AnyRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { callInProcess, sentJson } from './server/trpc/local-client.server'
import { keepLinkLocations } from './lib/link-locations'
import { callOverHttp, createTrpc, TrpcProvider, type Trpc } from './lib/trpc'
import { routeTree } from './routeTree.gen'
import { NotFoundRoute } from './routes/-not-found.page'
import { ErrorPage } from './ui/layout/ErrorPage'

/** Procedures run in-process while the server renders, over HTTP in the browser. */
const callProcedure = createIsomorphicFn()
  .server(() => callInProcess)
  .client(() => callOverHttp)

/**
 * A page's query data goes to the browser as the JSON text of the procedure's answer (the server kept it when the
 * answer was copied), and is parsed there: the same data, without seroval reading and writing every object of it.
 */
const dataAsText = createIsomorphicFn()
  .server(() => sentJson)
  .client(() => JSON.stringify)

/** The server keeps the locations its links build across requests (src/lib/link-locations.ts); a browser builds few. */
const keepLocationsOnServer = createIsomorphicFn()
  .server((router: AnyRouter) => keepLinkLocations(router))
  .client(() => {})

export function getRouter() {
  // SPEC §7: no interval or focus refetch, results fresh until the next page load, no retries.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
      dehydrate: { serializeData: dataAsText() },
      hydrate: { deserializeData: (text: string) => JSON.parse(text) as unknown },
    },
  })
  const trpc = createTrpc(callProcedure())

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
    // An address no route answers in full (/nope, /search/x, /arcades/texas/houston/extra) shows the root's
    // not-found page in the root's layout, not in the nearest matching page, which may not render its children.
    notFoundMode: 'root',
    defaultNotFoundComponent: () => <NotFoundRoute variant="simple" />,
    defaultErrorComponent: ErrorPage,
    Wrap: ({ children }) => <TrpcProvider trpc={trpc}>{children}</TrpcProvider>,
  })
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: true })
  keepLocationsOnServer(router)
  return router
}

export type RouterContext = {
  queryClient: QueryClient
  trpc: Trpc
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
