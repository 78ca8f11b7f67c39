import { env } from '../env.server'

/** Directory addresses: their slugs are lowercase, so another case is the same page under a second address. */
const DIRECTORY_PATH = /^\/arcades?\//i

/**
 * The one address of the page `pathname` names, when it is not `pathname` itself: single slashes (a path that
 * starts `//` would read as another host in a relative address: `//evil.example/` → `/evil.example`), no trailing
 * slash, and the state, city and arcade addresses in lowercase (`/arcades/Texas/` → `/arcades/texas`).
 */
export function canonicalPath(pathname: string): string | undefined {
  let path = pathname.replace(/\/{2,}/g, '/')
  path = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
  if (DIRECTORY_PATH.test(path)) path = path.toLowerCase()
  return path === pathname ? undefined : path
}

/**
 * An address on the public site (SITE_URL), never on whatever the request's Host header claims, whatever
 * `pathAndQuery` holds: it is read as a path (and query and fragment) only, so `//evil.example/` or `/\\evil.example`
 * cannot name another host, and text no URL parser takes as a host (`//x:y/`) cannot make it throw.
 */
export function siteAddress(pathAndQuery: string): string {
  const address = new URL(`${env().SITE_URL}/`)
  const rest = /^[^?#]*/.exec(pathAndQuery)![0]
  // Backslashes are slashes in http(s) addresses; leading ones collapse into the path's one leading slash.
  address.pathname = `/${rest.replace(/^[/\\]+/, '')}`
  const parsed = new URL(pathAndQuery.slice(rest.length), address)
  address.search = parsed.search
  address.hash = parsed.hash
  return address.href
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
 * must not send a visitor, or a cache in front, elsewhere. The site redirects nowhere else, so any other
 * Location (one a path starting `//` could produce) is taken as the path it names on the site; one that is no
 * address at all sends the visitor home.
 */
export function withSiteLocation(request: Request, response: Response): Response {
  const location = response.headers.get('location')
  if (response.status < 300 || response.status >= 400 || location === null) return response
  let target: URL
  try {
    target = new URL(location, request.url)
  } catch {
    target = new URL('/', request.url)
  }
  const absolute = siteAddress(target.pathname + target.search + target.hash)
  if (absolute === location) return response
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
