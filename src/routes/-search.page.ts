import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { pageHead } from '../lib/seo'
import { SEARCH_PAGE_MAX_CARDS } from '../shared/constants'
import type { SearchAddress } from '../shared/search-address'
import type { PageWidgetTarget } from './-page/widgets'

/**
 * The search page (/search?q=…): everything it knows about its address, data and head. The server reads the
 * address with the search contract (public.searchPage), so the contract is not part of any page's JavaScript.
 */

export const searchQuery = (trpc: RouterContext['trpc'], address: SearchAddress) =>
  trpc.public.searchPage.queryOptions(address)

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

/** From the address as it is: the head is part of every page's JavaScript, the search contract is not. */
export function searchHead(siteUrl: string, { q, near }: SearchAddress) {
  return pageHead({
    siteUrl,
    path: '/search',
    title: q
      ? `Arcades matching "${q}"${near ? ` near ${near}` : ''} | Arcade Atlas`
      : near
        ? `Arcades near ${near} | Arcade Atlas`
        : 'Search Arcades | Arcade Atlas',
    description:
      'Search arcades across the United States by city, ZIP code or name, near you or any place, and filter by type, rating and distance.',
  })
}
