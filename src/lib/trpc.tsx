import type { inferRouterOutputs } from '@trpc/server'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { createContext, useContext, type ReactNode } from 'react'
import type { AppRouter } from '../server/trpc/root'

/**
 * The typed procedures as TanStack Query options: `trpc.public.search.queryOptions(input)`,
 * `trpc.admin.arcades.update.mutationOptions()`, `trpc.widgets.pathKey()`. The types are
 * @trpc/tanstack-react-query's; the few lines below implement the three methods the site uses, so the browser
 * does not ship a general RPC client on every public page (the budget test in tests/integration/budget.test.ts).
 */
export type Trpc = TRPCOptionsProxy<AppRouter>

/** What the public procedures answer, for components that display a page's data. */
export type PublicOutputs = inferRouterOutputs<AppRouter>['public']

/** What the administrator's own account procedures answer (sessions, failed sign-ins). */
export type AccountOutputs = inferRouterOutputs<AppRouter>['admin']['account']

/** What the import's procedures answer: an import's state, and a page of its dry run's rows. */
export type ImportOutputs = inferRouterOutputs<AppRouter>['admin']['imports']

/** How a call reaches the procedures: in-process while rendering on the server, over HTTP in the browser. */
export type CallProcedure = (
  type: 'query' | 'mutation',
  path: string,
  input: unknown,
  signal?: AbortSignal,
) => Promise<unknown>

/** tRPC's error data (the server's error formatter): code, HTTP status and, for a 400, the field issues. */
export interface ProcedureErrorData {
  code?: string
  httpStatus?: number
  issues?: { field: string; message: string }[]
  /** A 500's request id, which its server log line carries too. */
  requestId?: string
}

/** A call the server refused or failed, with the error data it answered. */
export class ProcedureError extends Error {
  constructor(
    message: string,
    readonly data: ProcedureErrorData,
  ) {
    super(message)
  }
}

/** The error data of a failed call, from this client or the server's in-process one (same shape). */
export function procedureErrorData(error: unknown): ProcedureErrorData | undefined {
  const data = (error as { data?: unknown } | null)?.data
  return data && typeof data === 'object' ? (data as ProcedureErrorData) : undefined
}

type Path = string[]

function options(call: CallProcedure, path: Path): unknown {
  const name = path.join('.')
  return {
    queryOptions: (input?: unknown, extra?: object) => ({
      ...extra,
      queryKey: [path, { ...(input === undefined ? {} : { input }), type: 'query' }],
      queryFn: ({ signal }: { signal?: AbortSignal }) => call('query', name, input, signal),
    }),
    mutationOptions: (extra?: object) => ({
      ...extra,
      mutationKey: [path],
      mutationFn: (input: unknown) => call('mutation', name, input),
    }),
    pathKey: () => [path],
  }
}

export function createTrpc(call: CallProcedure): Trpc {
  const at = (path: Path): unknown =>
    new Proxy(options(call, path) as object, {
      get: (target, key) =>
        typeof key === 'string' && !(key in target) ? at([...path, key]) : Reflect.get(target, key),
    })
  return at([]) as Trpc
}

/** Calls a procedure at /api/trpc the way tRPC's HTTP adapter expects: a query as GET, a mutation as POST. */
export const callOverHttp: CallProcedure = async (type, path, input, signal) => {
  const url = `/api/trpc/${path}`
  const res =
    type === 'query'
      ? await fetch(input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`, {
          signal,
        })
      : await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: input === undefined ? undefined : JSON.stringify(input),
        })
  const body = (await res.json().catch(() => undefined)) as
    { result?: { data?: unknown }; error?: { message?: string; data?: ProcedureErrorData } } | undefined
  if (res.ok && body?.result) return body.result.data
  throw new ProcedureError(body?.error?.message ?? `${res.status}: ${res.statusText}`, {
    httpStatus: res.status,
    ...body?.error?.data,
  })
}

const TrpcContext = createContext<Trpc | null>(null)

export function TrpcProvider({ trpc, children }: { trpc: Trpc; children: ReactNode }) {
  return <TrpcContext.Provider value={trpc}>{children}</TrpcContext.Provider>
}

export function useTRPC(): Trpc {
  const trpc = useContext(TrpcContext)
  if (!trpc) throw new Error('useTRPC outside TrpcProvider')
  return trpc
}
