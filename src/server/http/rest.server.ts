import { callTRPCProcedure, TRPCError, type AnyTRPCProcedure, type inferProcedureOutput } from '@trpc/server'
import type { z } from 'zod'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { ZodError } from 'zod'
import { storageFailureOf } from '../db/storage-errors.server'
import { fieldIssues, illFormedTextError, type FieldIssue } from '../trpc/init'
import { createContext } from '../trpc/context'
import { appRouter, type AppRouter } from '../trpc/root'
import type { ErrorBody } from '../../shared/api-error'
import { PUBLIC_CACHE_CONTROL } from '../../shared/constants'
import { logServerError } from '../log.server'
import { downloadResponse, type DownloadFile } from './download.server'
import { heldJson } from './held-body.server'
import { jsonObject } from './json-body.server'
import { REST_API, type RestApiPath, type RestOperation, type RestPath } from './rest-api.server'
import { hasSessionCookie, isPrivatePath } from './security-headers.server'

/** The app's procedures by path: `{ admin: { arcades: { create: … } } }`. */
export type Procedures = AppRouter['_def']['record']

/** The dotted path of every procedure of `type` in `record` (`'admin.arcades.create'`). */
export type ProcedurePath<Record, Type extends 'query' | 'mutation', Prefix extends string = ''> = {
  [K in keyof Record & string]: Record[K] extends AnyTRPCProcedure
    ? Record[K]['_def']['type'] extends Type
      ? `${Prefix}${K}`
      : never
    : ProcedurePath<Record[K], Type, `${Prefix}${K}.`>
}[keyof Record & string]

/** The procedure at a dotted path. */
type ProcedureAt<Record, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Record
    ? ProcedureAt<Record[Head], Rest>
    : never
  : Path extends keyof Record
    ? Record[Path]
    : never

/**
 * Calls the procedure at `path` with `rawInput` as the request brought it (the query string as an object, the
 * JSON body, path parameters), as tRPC's own HTTP adapter calls it: the procedure's Zod schema is the one parse of
 * it, after the checks before it (well-formed text, a session), the same for REST as for tRPC. What comes back is
 * typed by the procedure. A GET calls a query, every other method a mutation.
 */
type Call<Type extends 'query' | 'mutation'> = <Path extends ProcedurePath<Procedures, Type>>(
  path: Path,
  rawInput?: unknown,
) => Promise<inferProcedureOutput<ProcedureAt<Procedures, Path>>>

export interface RestRequest<Type extends 'query' | 'mutation'> {
  request: Request
  params: Record<string, string>
  url: URL
  /** The tRPC procedures, called in-process with this request's context. */
  call: Call<Type>
}

/** What a REST handler returns: JSON data, or a ready Response (for 204 and the like). */
type RestHandler<Type extends 'query' | 'mutation'> = (req: RestRequest<Type>) => unknown

interface RestMethods {
  GET: RestHandler<'query'>
  POST: RestHandler<'mutation'>
  PUT: RestHandler<'mutation'>
  DELETE: RestHandler<'mutation'>
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  extra: { issues?: FieldIssue[]; requestId?: string } = {},
): Response {
  const body: ErrorBody = { error: { code, message, ...extra } }
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** A 500 whose body names the request id logged with the error. */
function internalError(error: unknown, request: Request): Response {
  const requestId = logServerError(error, request)
  return errorResponse(500, 'INTERNAL_SERVER_ERROR', `Internal server error (reference ${requestId})`, { requestId })
}

function toErrorResponse(error: unknown, request: Request): Response {
  const storage = storageFailureOf(error)
  if (storage) return errorResponse(storage.status, storage.code, storage.message)
  if (error instanceof TRPCError) {
    const cause = error.cause
    if (cause instanceof ZodError) {
      const issues = fieldIssues(cause)
      const summary = issues.map((i) => `${i.field}: ${i.message}`).join('; ')
      return errorResponse(400, 'BAD_REQUEST', summary, { issues })
    }
    const status = getHTTPStatusCodeFromError(error)
    if (status >= 500) return internalError(error.cause ?? error, request)
    return errorResponse(status, error.code, error.message)
  }
  return internalError(error, request)
}

/** The 405 of every server route (REST paths, robots.txt, sitemaps): JSON, with the methods it does serve. */
export function methodNotAllowed(allowed: string): Response {
  const res = errorResponse(405, 'METHOD_NOT_ALLOWED', `Method not allowed; use ${allowed}`)
  res.headers.set('Allow', allowed)
  return res
}

/**
 * DECISIONS.md: public reads may be used from any site's pages (no credentials: `*` never lets a browser send
 * cookies), admin paths and anything sent with a session never. ETag and X-Cache are readable by such pages too.
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, X-Cache',
}

/** A browser's preflight for a public read (a GET with If-None-Match is not a "simple" request). */
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD',
  'Access-Control-Allow-Headers': 'If-None-Match',
  'Access-Control-Max-Age': '86400',
}

/** Whether a request may be answered for other sites' pages: a public read without a session. */
function isPublicRead(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') &&
    !isPrivatePath(new URL(request.url).pathname) &&
    !hasSessionCookie(request.headers.get('cookie'))
  )
}

/**
 * The procedures of `type`, called in-process with `request`'s context on the raw input as a request brought it
 * (the procedure's schema parses it); headers they set (Set-Cookie, Retry-After) go to `resHeaders`.
 */
export function procedureCaller<Type extends 'query' | 'mutation'>(
  request: Request,
  resHeaders: Headers,
  type: Type,
): Call<Type> {
  const ctx = createContext(request, resHeaders)
  const call = (path: string, rawInput?: unknown) =>
    callTRPCProcedure({
      router: appRouter,
      path,
      type,
      ctx,
      getRawInput: () => Promise.resolve(rawInput),
      signal: request.signal,
      batchIndex: 0,
    })
  return call as Call<Type>
}

/**
 * Server-route handlers for one REST path: each method parses nothing itself and calls a tRPC procedure; errors
 * become JSON with the right status; OPTIONS answers a public read's CORS preflight; any other method answers 405 in
 * JSON. Route files use restPath, which builds these from the path's entry in REST_API.
 */
export function restHandlers(handlers: Partial<RestMethods>) {
  // A GET route answers HEAD too (the router runs GET for it), and on a public path the CORS preflight.
  const allowed = (request: Request) =>
    [
      ...Object.keys(handlers),
      ...('GET' in handlers ? ['HEAD'] : []),
      ...('GET' in handlers && !isPrivatePath(new URL(request.url).pathname) ? ['OPTIONS'] : []),
    ].join(', ')
  const wrap =
    (handler: RestHandler<'query'> | RestHandler<'mutation'>, type: 'query' | 'mutation') =>
    async ({ request, params }: { request: Request; params: Record<string, string> }): Promise<Response> => {
      const resHeaders = new Headers()
      let response: Response
      try {
        const call = procedureCaller(request, resHeaders, type)
        const result = await handler({ request, params, url: new URL(request.url), call })
        response = result instanceof Response ? result : heldJson(result)
        // A public read may be shared (and kept by the render cache) until the data changes.
        if (request.method === 'GET' && response.ok && !isPrivatePath(new URL(request.url).pathname)) {
          response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
        }
      } catch (error) {
        response = toErrorResponse(error, request)
      }
      // Headers the procedures set (Set-Cookie from login, logout and session refresh).
      resHeaders.forEach((value, key) => response.headers.append(key, value))
      if (type === 'query' && isPublicRead(request)) {
        for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value)
      }
      return response
    }
  const { GET, POST, PUT, DELETE } = handlers
  return {
    ...(GET && { GET: wrap(GET, 'query') }),
    ...(POST && { POST: wrap(POST, 'mutation') }),
    ...(PUT && { PUT: wrap(PUT, 'mutation') }),
    ...(DELETE && { DELETE: wrap(DELETE, 'mutation') }),
    OPTIONS: ({ request }: { request: Request }) =>
      GET && isPublicRead(request)
        ? new Response(null, { status: 204, headers: { ...PREFLIGHT_HEADERS, Allow: allowed(request) } })
        : methodNotAllowed(allowed(request)),
    ANY: ({ request }: { request: Request }) => methodNotAllowed(allowed(request)),
  }
}

/** The Zod input schema of a procedure (by its dotted path), or undefined for one that takes no input. */
export function procedureInput(path: string): z.ZodType | undefined {
  const procedure = (appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>)[path]
  if (!procedure) throw new Error(`No procedure ${path}`)
  return procedure._def.inputs[0] as z.ZodType | undefined
}

/**
 * The handlers of a REST path of REST_API (src/server/http/rest-api.server.ts): each method calls its procedure
 * with the query string (GET) or the JSON body, and the path's parameters, as the input, and answers its result with
 * the entry's status and media type.
 */
export function restPath(path: RestApiPath) {
  const entry: RestPath = REST_API[path]
  const handlers: Partial<RestMethods> = {}
  if (entry.GET) handlers.GET = operationHandler(entry.GET, 'GET')
  if (entry.POST) handlers.POST = operationHandler(entry.POST)
  if (entry.PUT) handlers.PUT = operationHandler(entry.PUT)
  if (entry.DELETE) handlers.DELETE = operationHandler(entry.DELETE)
  return restHandlers(handlers)
}

/** The handler of one method of a REST path: its input gathered from the request, its procedure called with it. */
function operationHandler<Type extends 'query' | 'mutation'>(
  operation: RestOperation<Type>,
  method?: 'GET',
): RestHandler<Type> {
  const takesInput = procedureInput(operation.procedure) !== undefined
  return async ({ call, params, url, request }) => {
    const given = operation.fileBody
      ? { ...queryObject(url), [operation.fileBody]: request.body ?? undefined }
      : (operation.input ?? (method === 'GET' ? queryObject(url) : await jsonObject(request)))
    const result: unknown = await call(operation.procedure, takesInput ? { ...given, ...params } : undefined)
    if (operation.download) return downloadResponse(result as DownloadFile)
    const body = operation.onlyDocumentedFields ? operation.response.parse(result) : result
    const status = operation.otherSuccess?.when(result) ? operation.otherSuccess.status : (operation.status ?? 200)
    if (status === 200 && !operation.contentType) return body
    return heldJson(body, { status, headers: { 'Content-Type': operation.contentType ?? 'application/json' } })
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Whether a query-string key or value percent-encodes bytes that are not UTF-8 (`%ED%A0%80`, a lone surrogate's
 * bytes; `%FF`), which URLSearchParams would silently read as U+FFFD. A `%` that starts no escape stays text, as
 * URLSearchParams reads it.
 */
function hasIllFormedEscapes(raw: string): boolean {
  for (const run of raw.match(/(?:%[0-9a-f]{2})+/gi) ?? []) {
    try {
      UTF8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16)))
    } catch {
      return true
    }
  }
  return false
}

/**
 * The query string as a plain object (a repeated key keeps every value). Text that is not well-formed answers 400
 * naming the parameter, as the same text in a tRPC input does.
 */
export function queryObject(url: URL): Record<string, string | string[]> {
  for (const pair of url.search.slice(1).split('&')) {
    if (!hasIllFormedEscapes(pair)) continue
    const [key = ''] = pair.split('=')
    throw illFormedTextError([new URLSearchParams(`${key}=`).keys().next().value ?? key])
  }
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    out[key] = values.length > 1 ? values : (values[0] ?? '')
  }
  return out
}
