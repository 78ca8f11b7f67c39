import { env } from '../env.server'

/** Directory addresses: their slugs are lowercase, so another case is the same page under a second address. */
const DIRECTORY_PATH = /^\/arcades?\//i

/**
 * The one address of the page `pathname` names, when it is not `pathname` itself: no trailing slash, and the
 * state, city and arcade addresses in lowercase (`/arcades/Texas/` → `/arcades/texas`).
 */
export function canonicalPath(pathname: string): string | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  if (DIRECTORY_PATH.test(path)) path = path.toLowerCase()
  return path === pathname ? undefined : path
}

/** An address on the public site (SITE_URL), never on whatever the request's Host header claims. */
export function siteAddress(pathAndQuery: string): string {
  return new URL(pathAndQuery, `${env().SITE_URL}/`).href
}

/**
 * A permanent redirect (308: the method and body are kept) from a non-canonical page address to its canonical
 * one, with the query string; undefined when the address is already canonical.
 */
export function canonicalRedirect(request: Request): Response | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = new URL(request.url)
  const path = canonicalPath(url.pathname)
  if (path === undefined) return undefined
  return new Response(null, { status: 308, headers: { Location: siteAddress(path + url.search) } })
}

/**
 * The redirect `response` with its Location made absolute on SITE_URL. The app's redirects name a path
 * (`/arcades/texas`), or an address on the request's own origin, which comes from its Host header; a forged Host
 * must not send a visitor, or a cache in front, elsewhere.
 */
export function withSiteLocation(request: Request, response: Response): Response {
  const location = response.headers.get('location')
  if (response.status < 300 || response.status >= 400 || location === null) return response
  const requested = new URL(request.url)
  const target = new URL(location, requested)
  if (target.origin !== requested.origin) return response
  const absolute = siteAddress(target.pathname + target.search + target.hash)
  try {
    response.headers.set('Location', absolute)
    return response
  } catch {
    // Response.redirect() and others have immutable headers.
    const copy = new Response(response.body, response)
    copy.headers.set('Location', absolute)
    return copy
  }
}
