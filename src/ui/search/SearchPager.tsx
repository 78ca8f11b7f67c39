import { Fragment } from 'react'
import { formatCount } from '../../lib/plural'
import type { SearchPageAddress } from '../../shared/search-address'
import { AnchorLink } from '../links'

/**
 * The page numbers to offer around page `current` of `count`: the first, the last, and `current` with its
 * neighbours; a gap of more than one page is an ellipsis (`null`).
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b)
  const out: (number | null)[] = []
  shown.forEach((n, i) => {
    const before = shown[i - 1]
    if (before !== undefined && n - before === 2) out.push(n - 1)
    else if (before !== undefined && n - before > 2) out.push(null)
    out.push(n)
  })
  return out
}

/** The address of the search's page that starts at `offset`: the first page has no `offset` (one address each). */
export const searchAt = (search: SearchPageAddress, offset: number): SearchPageAddress => {
  const { offset: _, ...rest } = search
  return offset > 0 ? { ...rest, offset: String(offset) } : rest
}

/**
 * The search's pages: Previous, the page numbers (the first and last always, so the last page is one step away)
 * and Next, as real links that work without JavaScript and for crawlers. `onPage` is told before the page
 * changes, so the page can bring the visitor back to the results rather than the top.
 */
export function SearchPager({
  search,
  offset,
  limit,
  total,
  shown,
  onPage,
}: {
  search: SearchPageAddress
  offset: number
  limit: number
  total: number
  shown: number
  onPage: () => void
}) {
  if (total <= limit || limit <= 0) return null
  const count = Math.ceil(total / limit)
  const current = Math.min(count, Math.floor(offset / limit) + 1)
  const link = (page: number, props: { rel?: string; 'aria-label'?: string; className?: string }, text: string) => (
    <AnchorLink
      to="/search"
      search={searchAt(search, (page - 1) * limit)}
      resetScroll={false}
      // Only the exact address is this page (the router would otherwise mark page 1's link current everywhere).
      activeOptions={{ exact: true, includeSearch: true }}
      onClick={onPage}
      {...props}
    >
      {text}
    </AnchorLink>
  )
  return (
    <nav className="search-pager" aria-label="Pages of results" data-testid="search-pager">
      {current > 1 ? link(current - 1, { rel: 'prev', className: 'search-pager-step' }, '‹ Previous') : null}
      <ul className="search-pager-pages">
        {pageNumbers(current, count).map((n, i) => (
          <Fragment key={n ?? `gap-${i}`}>
            {n === null ? (
              <li className="search-pager-gap" aria-hidden>
                …
              </li>
            ) : n === current ? (
              <li>
                <span className="search-pager-page" aria-current="page" aria-label={`Page ${n}, current page`}>
                  {n}
                </span>
              </li>
            ) : (
              <li>
                {link(
                  n,
                  { className: 'search-pager-page', 'aria-label': n === count ? `Page ${n}, last page` : `Page ${n}` },
                  String(n),
                )}
              </li>
            )}
          </Fragment>
        ))}
      </ul>
      {current < count ? link(current + 1, { rel: 'next', className: 'search-pager-step' }, 'Next ›') : null}
      <p className="search-pager-range">
        {formatCount(offset + 1)}–{formatCount(offset + shown)} of {formatCount(total)}
      </p>
    </nav>
  )
}
