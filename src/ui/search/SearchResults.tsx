import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { procedureErrorData, type PublicOutputs } from '../../lib/trpc'
import type { FetchedArcades } from '../map/MapView'
import type { SearchPageAddress } from '../../shared/search-address'
import { ArcadeGridSkeleton } from '../arcade/ArcadeGridSkeleton'
import { NothingFound, NothingWithin, PastTheEnd, SearchError } from './SearchEmpty'
import { SearchFound } from './SearchFound'

/** SPEC §8: a failed search shows "API Error {status}". */
function errorMessage(error: unknown): string {
  const status = procedureErrorData(error)?.httpStatus
  return `API Error ${status ?? 500}`
}

/**
 * Where the focus goes after a change the visitor made here (a chip removed, Clear All Filters, another page):
 * never the page's body. `focusFromRef` is the address the change left (undefined: nothing asked for). Once the
 * address has changed, the results box takes the focus while they load; once they are there, their count (or
 * the heading of what stands in their place), scrolled into view when out of sight.
 */
function useResultsFocus(
  box: React.RefObject<HTMLDivElement | null>,
  address: string,
  pending: boolean,
  focusFromRef: { current: string | undefined },
) {
  useEffect(() => {
    const element = box.current
    if (!element || focusFromRef.current === undefined || focusFromRef.current === address) return
    if (pending) return void element.focus({ preventScroll: true })
    focusFromRef.current = undefined
    const target = element.querySelector<HTMLElement>('[data-results-focus]') ?? element
    target.focus({ preventScroll: true })
    const { top, bottom } = target.getBoundingClientRect()
    if (top < 0 || bottom > window.innerHeight) target.scrollIntoView({ block: 'start' })
  })
}

/** The search's results, or their loading, error or empty view. */
export function SearchResults({
  search,
  result,
  mapArcades,
  focusFromRef,
  onPage,
  onClearAll,
}: {
  search: SearchPageAddress
  result: UseQueryResult<PublicOutputs['searchPage'], unknown>
  mapArcades: FetchedArcades
  /** Set by the page to the current address when a change should bring the focus to the results. */
  focusFromRef: { current: string | undefined }
  onPage: () => void
  onClearAll: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  useResultsFocus(box, JSON.stringify(search), result.isPending, focusFromRef)
  return (
    <div ref={box} tabIndex={-1} className="search-results" aria-label="Search results" role="region">
      {result.isPending ? (
        <ArcadeGridSkeleton />
      ) : result.isError ? (
        <SearchError message={errorMessage(result.error)} />
      ) : result.data.total === 0 && result.data.origin ? (
        <NothingWithin data={result.data} origin={result.data.origin} onClearAll={onClearAll} />
      ) : result.data.total === 0 ? (
        <NothingFound onClearAll={onClearAll} />
      ) : result.data.arcades.length === 0 ? (
        <PastTheEnd search={search} limit={result.data.limit} total={result.data.total} />
      ) : (
        <SearchFound search={search} data={result.data} mapArcades={mapArcades} onPage={onPage} />
      )}
    </div>
  )
}
