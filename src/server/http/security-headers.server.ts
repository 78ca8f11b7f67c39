import { SESSION_COOKIE } from '../auth/session.server'
import { env } from '../env.server'
import { isReportPath } from './report-paths.server'

/**
 * Content-Security-Policy (docs/decisions/0009-security-headers.md, 0020-strict-csp.md). HTML pages list the
 * hashes of their inline scripts (src/server/http/script-policy.server.ts); every other answer runs no script at
 * all. No style-src: Mantine and Leaflet write inline styles. No img-src: listing and widget images are on any host
 * an administrator names, and the maps' tiles on MAP_TILE_URL's (docs/decisions/0022-results-map.md). Frames
 * come only from the site (a widget's code, in its own sandboxed document).
 */
export function contentSecurityPolicy(scriptSources: string[] = ["'none'"]): string {
  return [
    `script-src ${scriptSources.join(' ')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'self'",
  ].join('; ')
}

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  // Geolocation for the site's own "Use my location" only, never for widget or map frames (0021).
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
}

const HSTS = 'max-age=31536000'
const PRIVATE_CACHE = 'private, no-store'

/** The path as the router sees it: decoded and case-insensitive. */
export function routedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase()
  } catch {
    return pathname.toLowerCase()
  }
}

/**
 * tRPC procedures that are not public reads: every admin.* and widgets.* one but widgets.forPage, and the visitors'
 * report and suggestion forms (each form carries its own token) and their sending.
 */
function isPrivateProcedure(name: string): boolean {
  return (
    name.startsWith('admin.') ||
    (name.startsWith('widgets.') && name !== 'widgets.forpage') ||
    name.startsWith('public.reports.') ||
    name.startsWith('public.suggestions.')
  )
}

const SESSION_COOKIE_PATTERN = new RegExp(`(^|;)\\s*${SESSION_COOKIE}=`)

/** Whether a request carries an admin session cookie (its answers may differ and must stay private). */
export function hasSessionCookie(cookie: string | null | undefined): boolean {
  return !!cookie && SESSION_COOKIE_PATTERN.test(cookie)
}

/** Admin pages, the admin REST API, the report pages and tRPC calls that include a private procedure. */
export function isPrivatePath(pathname: string): boolean {
  const path = routedPath(pathname)
  if (/^\/(api\/)?admin(\/|$)/.test(path) || isReportPath(path)) return true
  const trpc = /^\/api\/trpc\/(.+)$/.exec(path)
  return !!trpc && trpc[1]!.split(',').some(isPrivateProcedure)
}

/**
 * The response itself when its headers can change, which keeps a static file streaming straight from its file
 * handle; otherwise (Response.redirect and others with immutable headers) a copy.
 */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff')
    return response
  } catch {
    return new Response(response.body, response)
  }
}

/** The headers every answer carries (answers served from memory get them once, when prepared). */
export function securityHeaders(): Record<string, string> {
  return new URL(env().SITE_URL).protocol === 'https:'
    ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS }
    : SECURITY_HEADERS
}

/**
 * The response with the site's security headers. Admin answers, answers to a signed-in request and any answer
 * setting a cookie are never cached; the rest keep the Cache-Control their route chose.
 */
export function withSecurityHeaders(request: Request, response: Response): Response {
  const res = withMutableHeaders(response)
  for (const [name, value] of Object.entries(securityHeaders())) {
    if (!res.headers.has(name)) res.headers.set(name, value)
  }
  if (
    isPrivatePath(new URL(request.url).pathname) ||
    hasSessionCookie(request.headers.get('cookie')) ||
    res.headers.has('set-cookie')
  ) {
    res.headers.set('Cache-Control', PRIVATE_CACHE)
  }
  return res
}
