import type { PlainAnswer } from './memory-answer.server'
import { routedPath, securityHeaders } from './security-headers.server'

/**
 * Refusals answered before routing, by the production server's fast path (src/server/http/fast-path.server.ts)
 * and by src/server.ts: JSON for the API (and for every 405, as the routes' own 405s are), a short HTML page for
 * anything a browser shows. None is cached.
 */

/** The methods the site's pages and files answer; API paths answer their own (their 405s name them). */
export const PAGE_METHODS = ['GET', 'HEAD']

/**
 * What `Allow` says for TRACE, which a fetch `Request` cannot carry (Node's parser refuses TRACK itself), so no route can be asked: on an
 * API path the methods the API serves anywhere, elsewhere the page methods.
 */
const API_METHODS = 'GET, HEAD, POST, PUT, DELETE'

export function isApiPath(pathname: string): boolean {
  const path = routedPath(pathname)
  return path === '/api' || path.startsWith('/api/')
}

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Arcade Atlas</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Arcade Atlas home</a></p></main></body></html>`
}

function answer(
  pathname: string,
  status: number,
  json: { code: string; message: string; requestId?: string },
  html: { title: string; text: string } | null,
  extra: Record<string, string>,
): PlainAnswer {
  const api = !html || isApiPath(pathname)
  const body = api ? JSON.stringify({ error: json }) : page(html.title, html.text)
  return {
    status,
    headers: {
      ...securityHeaders(),
      'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      ...extra,
    },
    body: Buffer.from(body),
  }
}

/** 405 for a method the path does not serve. */
export function methodNotAllowedAnswer(pathname: string): PlainAnswer {
  const allow = isApiPath(pathname) ? API_METHODS : PAGE_METHODS.join(', ')
  return answer(pathname, 405, { code: 'METHOD_NOT_ALLOWED', message: `Method not allowed; use ${allow}` }, null, {
    Allow: allow,
  })
}

/** 429 from the request rate limit (src/server/http/rate-limit.server.ts). */
export function tooManyRequestsAnswer(pathname: string, retryAfter: number): PlainAnswer {
  const wait = retryAfter === 1 ? '1 second' : `${retryAfter} seconds`
  return answer(
    pathname,
    429,
    { code: 'TOO_MANY_REQUESTS', message: `Too many requests from your address. Try again in ${wait}.` },
    {
      title: 'Too many requests',
      text: `Too many requests came from your address in a short time. Please try again in ${wait}.`,
    },
    { 'Retry-After': String(retryAfter) },
  )
}

/**
 * A visitor's report or suggestion form post that cannot be taken (over the quota or the pending cap: 429 with
 * Retry-After; an arcade that is gone: 404): a short page saying so (docs/decisions/0041-visitor-reports.md).
 */
export function reportRefusedAnswer(
  pathname: string,
  status: number,
  message: string,
  retryAfter?: number,
): PlainAnswer {
  return answer(
    pathname,
    status,
    { code: status === 429 ? 'TOO_MANY_REQUESTS' : 'NOT_FOUND', message },
    { title: status === 429 ? 'Please try again later' : 'Arcade not found', text: message },
    retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  )
}

/** 500 for an unexpected failure, naming the request id its log line carries. */
export function serverErrorAnswer(pathname: string, requestId: string): PlainAnswer {
  return answer(
    pathname,
    500,
    { code: 'INTERNAL_SERVER_ERROR', message: `Internal server error (reference ${requestId})`, requestId },
    {
      title: 'Something went wrong',
      text: `The page could not be loaded. Please try again in a moment. Reference: ${requestId}`,
    },
    {},
  )
}

/** The same answer as a fetch Response, for src/server.ts. */
export function toResponse(plain: PlainAnswer, method: string): Response {
  return new Response(method === 'HEAD' || !plain.body ? null : new Uint8Array(plain.body), {
    status: plain.status,
    headers: plain.headers,
  })
}
