import { TRPCError } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import type { TRPCRequestInfo } from '@trpc/server/http'
import { PUBLIC_CACHE_CONTROL, SEARCH_LIMIT_MAX, TRPC_MAX_BATCH_SIZE } from '../../shared/constants'
import { ROW_LIMITED_INPUTS } from '../trpc/routers/public'
import { createContext } from '../trpc/context'
import { appRouter } from '../trpc/root'
import { isPrivatePath } from './security-headers.server'

const TRPC_ENDPOINT = '/api/trpc'

/** SPEC's `limit` goes up to 2,000 rows per call; a batch of calls may not multiply it. */
const ROW_LIMIT_PER_REQUEST = SEARCH_LIMIT_MAX

/**
 * The input schema of a row-limited procedure. A call's path is the client's text: own entries only, so
 * `toString` or `__proto__` name no procedure here (tRPC answers such a call 404 on its own).
 */
function rowLimitedInput(path: string) {
  return Object.hasOwn(ROW_LIMITED_INPUTS, path)
    ? ROW_LIMITED_INPUTS[path as keyof typeof ROW_LIMITED_INPUTS]
    : undefined
}

/** The rows a request's calls ask for in all (calls whose input does not parse fail on their own, with a 400). */
async function requestedRows(info: TRPCRequestInfo): Promise<number> {
  let rows = 0
  for (const call of info.calls) {
    const parsed = rowLimitedInput(call.path)?.safeParse(await call.getRawInput())
    if (parsed?.success) rows += parsed.data.limit
  }
  return rows
}

export async function handleTrpcRequest(request: Request): Promise<Response> {
  const response = await fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req: request,
    router: appRouter,
    // A larger batch answers 400; the client's batch link uses the same limit.
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    // An error here fails every call of the batch with it: one 400 that says why.
    createContext: async ({ req, resHeaders, info }) => {
      const rows = await requestedRows(info)
      if (rows > ROW_LIMIT_PER_REQUEST) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: `A request may ask for at most ${ROW_LIMIT_PER_REQUEST} rows in all; its calls' limits add up to ${rows}`,
        })
      }
      return createContext(req, resHeaders)
    },
    // Public queries that succeeded may be shared (and kept by the render cache) until the data changes.
    responseMeta: ({ type, errors }) =>
      type === 'query' && errors.length === 0 && !isPrivatePath(new URL(request.url).pathname)
        ? { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } }
        : {},
  })
  // tRPC sends errors found before any procedure runs (batch too large, say) as a JSON string body that the
  // Response labels text/plain; DECISIONS.md: errors are JSON.
  // tRPC answers 405 to other methods without naming the two it takes.
  if (response.status === 405) response.headers.set('Allow', 'GET, POST')
  const type = response.headers.get('content-type')
  if (response.body && (!type || type.startsWith('text/plain'))) {
    response.headers.set('content-type', 'application/json')
  }
  return response
}
