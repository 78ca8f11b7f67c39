import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { pageHead } from '../lib/seo'
import { typeGroupLabel, typeName } from '../shared/arcade-types'
import { SEARCH_PAGE_MAX_CARDS, SEARCH_PAGE_SIZE } from '../shared/constants'
import { SEARCH_ADDRESS_KEYS, type SearchAddress, type SearchPageAddress } from '../shared/search-address'
import { findState } from '../shared/us-states'
import type { PageWidgetTarget } from './-page/widgets'

/**
 * The search page (/search?q=…): everything it knows about its address, data and head. The server reads the
 * address with the search contract (public.searchPage), so the contract is not part of any page's JavaScript.
 */

export const searchQuery = (trpc: RouterContext['trpc'], address: SearchAddress) =>
  trpc.public.searchPage.queryOptions(address)

/**
 * Every result of the search for its map view (public.searchMap, lean points): fetched by the browser once the map
 * is shown, so the page's HTML stays the size of one page of results.
 */
export const searchMapQuery = (trpc: RouterContext['trpc'], address: SearchAddress, shown: boolean) => {
  const { limit: _limit, offset: _offset, ...search } = address
  return { ...trpc.public.searchMap.queryOptions(search), enabled: shown }
}

/**
 * A page shows at most SEARCH_PAGE_MAX_CARDS cards: an address asking for more is answered with a permanent
 * redirect to the same search at that size, so each result page has one address.
 */
export function normaliseSearchAddress(address: SearchAddress): void {
  if (/^\d+$/.test(address.limit ?? '') && Number(address.limit) > SEARCH_PAGE_MAX_CARDS) {
    throw redirect({ to: '/search', search: { ...address, limit: String(SEARCH_PAGE_MAX_CARDS) }, statusCode: 301 })
  }
}

export const searchWidgets = (type: string | undefined): PageWidgetTarget => ({
  path: '/search',
  tags: ['search', type?.toLowerCase()],
})

/** The page's address as written: its parameters in one order, the view last (the head's own address). */
export function searchPath(address: SearchPageAddress): string {
  const params = new URLSearchParams()
  for (const key of SEARCH_ADDRESS_KEYS) if (address[key]) params.set(key, address[key])
  if (address.view) params.set('view', address.view)
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What a search looks for, in words: "Retro Arcades matching "pac" in Alabama". */
function searchSubject({ q, type, state, city, zip, near }: SearchAddress): string {
  const t = type?.toLowerCase()
  const what = !t ? 'Arcades' : typeGroupLabel(t) !== t ? typeGroupLabel(t) : `${capitalised(typeName(t))} Arcades`
  const stateName = state ? (findState(state)?.name ?? state) : undefined
  const place = city
    ? ` in ${city}${stateName ? `, ${stateName}` : ''}`
    : stateName
      ? ` in ${stateName}`
      : zip
        ? ` in ZIP ${zip}`
        : ''
  return `${what}${q ? ` matching "${q}"` : ''}${place}${near ? ` near ${near}` : ''}`
}

/**
 * From the address as it is: the head is part of every page's JavaScript, the search contract is not.
 *
 * One signal per address (DECISIONS.md; docs/decisions/0029-results-map-pager-and-phones.md): the bare /search is
 * the one indexed search page. Every other search address (filters, words, a place, a page, the map view) is
 * `noindex, follow` with its own title and a canonical address that is itself, never another page: the state,
 * city and arcade pages are the landing pages search engines should show, and crawlers still follow the links.
 */
export function searchHead(siteUrl: string, address: SearchPageAddress) {
  const path = searchPath(address)
  if (path === '/search')
    return pageHead({
      siteUrl,
      path,
      title: 'Search Arcades | Arcade Atlas',
      description:
        'Search arcades across the United States by city, ZIP code or name, near you or any place, and filter by type, rating and distance.',
    })
  const subject = searchSubject(address)
  const size = Number(address.limit) || SEARCH_PAGE_SIZE
  const page = Math.floor((Number(address.offset) || 0) / size) + 1
  const suffix = `${page > 1 ? ` — page ${page}` : ''}${address.view === 'map' ? ' (map)' : ''}`
  return pageHead({
    siteUrl,
    path,
    noindex: true,
    title: `${subject}${suffix} | Arcade Atlas`,
    description: `${subject}: search results with ratings, hours, types and directions, in a list or on a map.`,
  })
}
