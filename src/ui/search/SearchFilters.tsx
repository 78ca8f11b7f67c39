import { useId, useState } from 'react'
import type { GameKindCounts } from '../../shared/arcade'
import type { SearchPageAddress } from '../../shared/search-address'
import { FilterSelect } from './FilterSelect'
import {
  gameKindLabel,
  gameKindOptions,
  RADIUS_OPTIONS,
  RATING_OPTIONS,
  ratingLabel,
  sortOptions,
  TYPE_OPTIONS,
  typeLabel,
  withCurrent,
} from './search-labels'

/**
 * The search's filter controls. On phones (app.css, up to 37.5em) they fold behind a "Filters (n)" disclosure
 * button, so the results are what a visitor sees first after a search; wider screens always show them.
 */
export function SearchFilters({
  search,
  sortValue,
  radiusValue,
  withPoint,
  activeCount,
  gameKinds,
  onFilters,
}: {
  search: SearchPageAddress
  sortValue: string
  radiusValue: string
  /** The search has a place (near, or a ZIP code in its text): distance and its order apply. */
  withPoint: boolean
  activeCount: number
  /** How many results have each kind of game, the kind filter aside. */
  gameKinds: GameKindCounts | undefined
  onFilters: (changes: SearchPageAddress) => void
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const ratingValue = search.minRating ?? ''
  return (
    <div className="search-filters">
      <button
        type="button"
        className="button search-filters-toggle mantine-focus-auto"
        data-variant="default"
        data-size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Filters ({activeCount})
      </button>
      <div id={panelId} className="search-filters-panel" data-open={open || undefined}>
        <FilterSelect
          label="Type"
          data={withCurrent(TYPE_OPTIONS, search.type ?? '', typeLabel(search.type ?? ''))}
          value={search.type ?? ''}
          onChange={(v) => onFilters({ type: v || undefined })}
        />
        <FilterSelect
          label="Has games"
          data={withCurrent(gameKindOptions(gameKinds), search.gameKind ?? '', gameKindLabel(search.gameKind ?? ''))}
          value={search.gameKind ?? ''}
          onChange={(v) => onFilters({ gameKind: v || undefined })}
        />
        <FilterSelect
          label="Minimum rating"
          data={withCurrent(RATING_OPTIONS, ratingValue, ratingLabel(Number(search.minRating ?? 0)))}
          value={ratingValue}
          onChange={(v) => onFilters({ minRating: v || undefined })}
        />
        {withPoint && (
          <FilterSelect
            label="Distance"
            data={RADIUS_OPTIONS}
            value={radiusValue}
            onChange={(v) => onFilters({ radius: v })}
          />
        )}
        <FilterSelect
          label="Sort by"
          data={sortOptions(withPoint)}
          value={sortValue}
          onChange={(v) => onFilters({ sort: v })}
        />
        {/* A native checkbox: Mantine's Switch would add its code to the search page's JavaScript. */}
        <label className="open-now-toggle">
          <input
            type="checkbox"
            checked={search.openNow === 'true'}
            onChange={(e) => onFilters({ openNow: e.currentTarget.checked ? 'true' : undefined })}
          />
          Open now
        </label>
      </div>
    </div>
  )
}
