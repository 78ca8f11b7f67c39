import { SEARCH_PAGE_MAX_CARDS } from './constants'
import type { SearchAddress } from './search-address'
import { parseSearchParams, type SearchIssue, type SearchParams } from './search-params'

/**
 * The search page's reading of its address with the one search contract (search-params.ts): lenient. The values
 * that parse are used, each other one is an issue the page shows (under the page's names: the text is `q` in the
 * address, `query` in the API). A page shows at most SEARCH_PAGE_MAX_CARDS cards.
 */
export function searchPageParams(address: SearchAddress): { params: SearchParams; issues: SearchIssue[] } {
  const { q, ...rest } = address
  const { params, issues } = parseSearchParams({ ...rest, query: q })
  return {
    params: { ...params, limit: Math.min(params.limit, SEARCH_PAGE_MAX_CARDS) },
    issues: issues.map((i) => (i.field === 'query' ? { ...i, field: 'q' } : i)),
  }
}
