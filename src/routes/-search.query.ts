import type { RouterContext } from '../router'
import { searchInputOf, type SearchPageSearch } from '../shared/search-page'

/**
 * The search page's data query. Apart from -search.page.ts: it reads the address with the search contract, which the
 * route's loader imports when a search page loads, so it is not part of every page's JavaScript.
 */
export const searchQuery = (trpc: RouterContext['trpc'], search: SearchPageSearch) =>
  trpc.public.search.queryOptions(searchInputOf(search))

export { searchOfAddress } from '../shared/search-page'
