/**
 * The addresses of the Atom feeds (issue 20): pages link to them (`<link rel="alternate">` and "Follow changes"),
 * the feed routes answer them. Zod-free, for the public pages.
 */

/** New arcades, closures, reopenings and accepted changes across the country. */
export const CHANGES_FEED_PATH = '/feeds/changes.xml'

/** A state's (`/feeds/arcades/texas.xml`) or a city's (`/feeds/arcades/texas/austin.xml`) changes. */
export function placeFeedPath(stateSlug: string, citySlug?: string): string {
  return citySlug ? `/feeds/arcades/${stateSlug}/${citySlug}.xml` : `/feeds/arcades/${stateSlug}.xml`
}

/** Where a game arrives, within `radius` miles of `near` (as the search contract writes them), or anywhere. */
export function gameFeedPath(slug: string, near?: string, radius?: string | number): string {
  const query = new URLSearchParams({
    ...(near ? { near } : {}),
    ...(near && radius !== undefined && radius !== '' ? { radius: String(radius) } : {}),
  })
  return `/feeds/games/${slug}.xml${query.size > 0 ? `?${query}` : ''}`
}

export const ATOM_TYPE = 'application/atom+xml'
