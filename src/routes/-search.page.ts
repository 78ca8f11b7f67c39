import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { pageHead } from '../lib/seo'
import { SEARCH_PAGE_MAX_CARDS } from '../shared/constants'
import { cleanSearch, searchInputOf, type SearchPageSearch } from '../shared/search-page'
import type { PageWidgetTarget } from './-page/widgets'

/** The search page (/search?q=…): everything it knows about its address, data and head. */

export const searchQuery = (trpc: RouterContext['trpc'], search: SearchPageSearch) =>
  trpc.public.search.queryOptions(searchInputOf(search))

/**
 * A page shows at most SEARCH_PAGE_MAX_CARDS cards: an address asking for more is answered with a permanent
 * redirect to the same search at that size, so each result page has one address.
 */
export function normaliseSearchAddress(search: SearchPageSearch): void {
  if (search.limit !== undefined && search.limit > SEARCH_PAGE_MAX_CARDS) {
    throw redirect({ to: '/search', search: cleanSearch({ ...search, limit: SEARCH_PAGE_MAX_CARDS }), statusCode: 301 })
  }
}

export const searchWidgets = (type: string | undefined): PageWidgetTarget => ({
  path: '/search',
  tags: ['search', type],
})

/** `near` is the label of the point the search is centred on (from the loaded result), if any. */
export function searchHead(siteUrl: string, search: SearchPageSearch, near: string | undefined) {
  return pageHead({
    siteUrl,
    path: '/search',
    title: search.q
      ? `Arcades matching "${search.q}"${near ? ` near ${near}` : ''} | Arcade Atlas`
      : near
        ? `Arcades near ${near} | Arcade Atlas`
        : 'Search Arcades | Arcade Atlas',
    description:
      'Search arcades across the United States by city, ZIP code or name, near you or any place, and filter by type, rating and distance.',
  })
}
