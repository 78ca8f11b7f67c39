import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { guardRequest } from './server/auth/request-guard.server'
import { socketAddressOf, withClientAddress } from './server/auth/client-address.server'
import { readLimitedBody } from './server/http/body-limit.server'
import { canonicalRedirect, withSiteLocation } from './server/http/canonical-address.server'
import { compressedResponse } from './server/http/compression.server'
import {
  isApiPath,
  methodNotAllowedAnswer,
  PAGE_METHODS,
  serverErrorAnswer,
  toResponse,
} from './server/http/refusals.server'
import { cachedFetch, isCacheableRequest } from './server/http/render-cache.server'
import { withScriptPolicy } from './server/http/script-policy.server'
import { isReportFormPage } from './server/http/report-paths.server'
import { routedPath, withSecurityHeaders } from './server/http/security-headers.server'
import { isClientAbort, logClientAbort, logServerError } from './server/log.server'

export { databaseToFill, fillDatabase, prepareServer } from './server/startup.server'
export { ConfigError } from './server/env.server'
// scripts/start.mjs serves built files and cached answers from memory, and applies the request rate limit,
// before a request reaches `fetch`.
export { serveFromMemory } from './server/http/fast-path.server'
export { loadStaticFiles } from './server/http/static-files.server'

type Handler = typeof handler.fetch

/**
/**
 * Pages and files answer GET and HEAD only; any other method there is refused before it reaches a page (which
 * would otherwise render for a PUT). The report and suggestion pages also take their form's POST. API paths answer for themselves: each route's 405 names its methods.
 */
function refuseMethod(request: Request, pathname: string): Response | null {
  if (PAGE_METHODS.includes(request.method) || isApiPath(pathname)) return null
  if (request.method === 'POST' && isReportFormPage(routedPath(pathname))) return null
  return toResponse(methodNotAllowedAnswer(pathname), request.method)
}

/**
 * The app's own answer: canonical address, mutation guard, method check, body limit, the Start handler, redirects
 * on SITE_URL, script policy, security headers.
 * Start is handed a copy of the request without the client's abort signal: a client leaving mid-request made it
 * throw and print a multi-line AbortError. Work for a departed client finishes (it is short) and is noted in one
 * log line instead.
 */
async function respond(request: Request, address: string, opts: Parameters<Handler>[1]): Promise<Response> {
  // DECISIONS.md: state-changing requests need the site's Origin and a JSON body type.
  const refused =
    canonicalRedirect(request) ?? guardRequest(request) ?? refuseMethod(request, new URL(request.url).pathname)
  const limited = refused ?? (await readLimitedBody(request))
  if (limited instanceof Response) return withSecurityHeaders(request, withSiteLocation(request, limited))
  const response = await withClientAddress(address, () => handler.fetch(limited, opts))
  if (request.signal.aborted) logClientAbort(request)
  return withSecurityHeaders(request, await withScriptPolicy(withSiteLocation(request, response)))
}

/**
 * What an unexpected failure answers: a 500 naming the request id of its log line (docs/decisions/0016-security-log.md).
 * A client that went away gets one log line and no answer worth composing.
 */
function failed(request: Request, pathname: string, error: unknown): Response {
  const requestId = logServerError(error, request)
  if (isClientAbort(error)) return new Response(null, { status: 400 })
  return toResponse(serverErrorAnswer(pathname, requestId), request.method)
}

export default createServerEntry({
  async fetch(request, opts) {
    const { pathname } = new URL(request.url)
    try {
      const address = socketAddressOf(request)
      if (isCacheableRequest(request.method, pathname, request.headers.get('cookie'))) {
        // A HEAD is rendered as the GET it describes, so what is stored has its body.
        const render =
          request.method === 'HEAD' ? new Request(request.url, { method: 'GET', headers: request.headers }) : request
        return await cachedFetch(request, () => respond(render, address, opts))
      }
      return await compressedResponse(request, await respond(request, address, opts))
    } catch (error) {
      return failed(request, pathname, error)
    }
  },
})
