import { env } from '../env.server'
import { errorResponse } from '../http/rest.server'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether the request carries a body: a declared length above zero, or one sent in chunks. */
function hasBody(request: Request): boolean {
  return request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? 0) > 0
}

/**
 * DECISIONS.md: every state-changing request must come from the site's own Origin (403) and, when it has a body,
 * a JSON content type (415); a bodyless DELETE or logout has nothing to describe. It applies to every path: the router matches paths case-insensitively and decoded, so a
 * test on the raw path could be sidestepped (`/API/admin/login`, `/%61pi/...`). Only SITE_URL's origin counts;
 * an origin derived from the request's own Host header would be whatever the client says it is (and would let a
 * DNS-rebinding page pass as the site).
 * Returns the refusal, or null when the request may proceed.
 */
export function guardRequest(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null
  const siteOrigin = new URL(env().SITE_URL).origin
  if (request.headers.get('origin') !== siteOrigin) {
    // Names the one accepted origin, so an administrator who opened the site at another address knows why.
    return errorResponse(403, 'FORBIDDEN', `Cross-origin request refused: changes are accepted from ${siteOrigin} only`)
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (hasBody(request) && type !== 'application/json') {
    return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json')
  }
  return null
}
