import { env } from '../env.server'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Public REST paths that serve GET only (their routes answer 405 to anything else, so no other method can
 * change state there). Every other /api path — admin, tRPC and any path added later — is guarded.
 */
const READ_ONLY_API = /^\/api\/(arcades|states|widgets)(\/|$)/

function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } })
}

function requestOrigin(request: Request): string | null {
  const url = new URL(request.url)
  const host = request.headers.get('host')
  return host ? `${url.protocol}//${host}` : url.origin
}

/**
 * DECISIONS.md: every state-changing request to /api/** must come from the site's own Origin (403) and carry
 * a JSON content type (415). Returns the refusal, or null when the request may proceed.
 */
export function guardRequest(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/') || READ_ONLY_API.test(url.pathname)) return null
  const origin = request.headers.get('origin')
  const allowed = new Set([new URL(env().SITE_URL).origin, requestOrigin(request), url.origin])
  if (!origin || !allowed.has(origin)) return jsonError(403, 'FORBIDDEN', 'Cross-origin request refused')
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return jsonError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json')
  }
  return null
}
