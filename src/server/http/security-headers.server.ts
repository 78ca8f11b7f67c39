import { env } from '../env.server'

/**
 * Content-Security-Policy of every response (docs/decisions/0009-security-headers.md). No script-src, style-src
 * or default-src: Start hydrates with inline scripts, Mantine writes inline styles, and a widget's srcdoc frame
 * inherits this policy while running the administrator's inline and third-party scripts. Frames may come from
 * the site, about:srcdoc and any https host (the OpenStreetMap embed, affiliate ad frames in widget code).
 */
const CONTENT_SECURITY_POLICY = [
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'self' about: https:",
].join('; ')

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

const HSTS = 'max-age=31536000'
const PRIVATE_CACHE = 'private, no-store'

/** The path as the router sees it: decoded and case-insensitive. */
function routedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname).toLowerCase()
  } catch {
    return url.pathname.toLowerCase()
  }
}

/** tRPC procedures that are not public reads: every admin.* and widgets.* one but widgets.forPage. */
function isPrivateProcedure(name: string): boolean {
  return name.startsWith('admin.') || (name.startsWith('widgets.') && name !== 'widgets.forpage')
}

/** Admin pages, the admin REST API and tRPC calls that include a private procedure. */
function isPrivatePath(path: string): boolean {
  if (/^\/(api\/)?admin(\/|$)/.test(path)) return true
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

/** The response with the site's security headers. Admin answers and any answer setting a cookie are never cached. */
export function withSecurityHeaders(request: Request, response: Response): Response {
  const res = withMutableHeaders(response)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!res.headers.has(name)) res.headers.set(name, value)
  }
  if (new URL(env().SITE_URL).protocol === 'https:') res.headers.set('Strict-Transport-Security', HSTS)
  if (isPrivatePath(routedPath(new URL(request.url))) || res.headers.has('set-cookie')) {
    res.headers.set('Cache-Control', PRIVATE_CACHE)
  }
  return res
}
