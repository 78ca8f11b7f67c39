import { Container, Group, Stack, Text, Title } from '../base'
import type { UseQueryResult } from '@tanstack/react-query'
import { procedureErrorData, type PublicOutputs } from '../../lib/trpc'
import { PUBLIC_TYPES, TYPE_FILTER_LABELS, typeName } from '../../shared/arcade-types'
import { RATING_FILTER_OPTIONS, SEARCH_RADII, type SearchSort } from '../../shared/constants'
import type { SearchAddress, SearchPageAddress } from '../../shared/search-address'
import type { SearchIssue } from '../../shared/search-params'
import { formatCount, plural } from '../../lib/plural'
import { ButtonLink } from '../links'
import { findState } from '../../shared/us-states'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { ArcadeGridSkeleton } from '../arcade/ArcadeGridSkeleton'
import { Button } from '../Button'
import { FilterSelect } from './FilterSelect'
import { NearSearch } from './NearSearch'
import { PlaceNotice } from './PlaceNotice'
import { PopularSearchLinks } from './PopularSearchLinks'
import { SearchBox } from './SearchBox'
import { SpellingNotice } from './SpellingNotice'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import { MapSection, ViewSwitch } from '../map/MapView'
import type { Widget } from '../../shared/widget-types'

const typeLabel = (type: string) => TYPE_FILTER_LABELS[type] ?? typeName(type)
const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  ...PUBLIC_TYPES.map((t) => ({ value: t, label: typeLabel(t) })),
]
const RATING_LABELS: Record<number, string> = { 4: '4+ Stars', 4.5: '4.5+ Stars', 5: '5 Stars' }
const ratingLabel = (r: number) => RATING_LABELS[r] ?? `${r}+ Stars`
const RATING_OPTIONS = [
  { value: '', label: 'Any Rating' },
  ...RATING_FILTER_OPTIONS.map((r) => ({ value: String(r), label: ratingLabel(r) })),
]

const RADIUS_OPTIONS = SEARCH_RADII.map((r) => ({ value: String(r), label: `Within ${r} miles` }))
const SORT_LABELS: Record<SearchSort, string> = {
  distance: 'Distance',
  relevance: 'Relevance',
  rating: 'Rating',
  name: 'Name',
}
/** Distance is offered only when the search has a point. */
const sortOptions = (withPoint: boolean) =>
  (withPoint ? (['distance', 'relevance', 'rating', 'name'] as const) : (['relevance', 'rating', 'name'] as const)).map(
    (value) => ({ value, label: SORT_LABELS[value] }),
  )
/** The page's names for the fields of issues (the API's messages name the field; the page says what it is). */
const FIELD_LABELS: Record<string, string> = {
  q: 'Search',
  near: 'Near',
  radius: 'Distance',
  sort: 'Sort',
  type: 'Type',
  minRating: 'Minimum rating',
  openNow: 'Open now',
  exact: 'Exact words',
  zip: 'ZIP code',
  limit: 'Results per page',
  offset: 'Start',
}
const issueText = (i: SearchIssue) => `${FIELD_LABELS[i.field] ?? i.field}: ${i.message}`

/** The Select's options, plus the address's value when no option has it (so the Select shows what filters). */
function withCurrent(options: { value: string; label: string }[], value: string, label: string) {
  return value && !options.some((o) => o.value === value) ? [...options, { value, label }] : options
}

/** The offset of the last page of `total` results. */
const lastOffset = (limit: number, total: number) => Math.max(0, Math.floor((total - 1) / limit) * limit)

/** SPEC §8: a failed search shows "API Error {status}". */
function errorMessage(error: unknown): string {
  const status = procedureErrorData(error)?.httpStatus
  return `API Error ${status ?? 500}`
}

/**
 * The search page: filters and chips from the address, what of it the search could not use, then the results (or
 * their loading, error or empty view).
 */
export function SearchPage({
  search,
  result,
  widgets,
  onFilters: setFilters,
  onOffset: goToOffset,
  onClearAll,
}: {
  search: SearchPageAddress
  result: UseQueryResult<PublicOutputs['searchPage'], unknown>
  widgets: Widget[]
  onFilters: (changes: SearchPageAddress) => void
  onOffset: (offset: number) => void
  onClearAll: () => void
}) {
  const { limit = 0, offset = 0, issues = [] } = result.data ?? {}
  const ratingValue = search.minRating ?? ''
  const stateName = search.state ? (findState(search.state)?.name ?? search.state) : undefined
  interface Chip {
    key: string
    label: string
    clear: SearchAddress
  }
  const chips: Chip[] = []
  if (search.q) chips.push({ key: 'q', label: `"${search.q}"`, clear: { q: undefined, exact: undefined } })
  if (search.type)
    chips.push({
      key: 'type',
      label: typeLabel(search.type),
      clear: { type: undefined },
    })
  if (search.minRating)
    chips.push({ key: 'minRating', label: `${search.minRating}+ stars`, clear: { minRating: undefined } })
  if (search.openNow === 'true') chips.push({ key: 'openNow', label: 'Open now', clear: { openNow: undefined } })
  if (stateName) chips.push({ key: 'state', label: stateName, clear: { state: undefined } })
  if (search.city) chips.push({ key: 'city', label: search.city, clear: { city: undefined } })
  if (search.zip) chips.push({ key: 'zip', label: `ZIP ${search.zip}`, clear: { zip: undefined } })
  const origin = result.data?.origin
  if (search.near) {
    // Without a point, distance is no order: the sort goes with it.
    const clear = { near: undefined, radius: undefined, sort: search.sort === 'distance' ? undefined : search.sort }
    chips.push({ key: 'near', label: `Near ${origin?.label ?? search.near}`, clear })
  }
  if (search.radius) chips.push({ key: 'radius', label: `Within ${search.radius} mi`, clear: { radius: undefined } })
  const sortLabel = SORT_LABELS[search.sort as SearchSort] ?? search.sort
  if (search.sort) chips.push({ key: 'sort', label: `Sorted by ${sortLabel}`, clear: { sort: undefined } })
  // The order and radius the search used (the address's, or their defaults).
  const sortValue = result.data?.sort ?? search.sort ?? (search.near ? 'distance' : 'relevance')
  const radiusValue = String(result.data?.radius ?? search.radius)

  return (
    <PageWidgets widgets={widgets}>
      <Container size="lg" py="xl">
        <WidgetSlot position="top" />
        <Stack gap="lg">
          <Title order={1}>{stateName ? `Search Arcades in ${stateName}` : 'Search Arcades'}</Title>
          <SearchBox initialValue={search.q ?? ''} onSearch={(q) => setFilters({ q, exact: undefined })} />
          <NearSearch key={search.near ?? ''} near={search.near} onNear={(near) => setFilters({ near })} />
          <PlaceNotice origin={origin} search={search} />
          {/* A ZIP code or city we do not know is an issue too, where the API would answer 400. */}
          {issues.length > 0 && (
            <div role="status">
              <ul className="search-issues" aria-label="Parts of this search that were left out">
                {issues.map((i) => (
                  <li key={i.field}>{issueText(i)}</li>
                ))}
              </ul>
            </div>
          )}
          <Group gap="md" align="flex-end">
            <FilterSelect
              label="Type"
              data={withCurrent(TYPE_OPTIONS, search.type ?? '', typeLabel(search.type ?? ''))}
              value={search.type ?? ''}
              onChange={(v) => setFilters({ type: v || undefined })}
            />
            <FilterSelect
              label="Minimum rating"
              data={withCurrent(RATING_OPTIONS, ratingValue, ratingLabel(Number(search.minRating ?? 0)))}
              value={ratingValue}
              onChange={(v) => setFilters({ minRating: v || undefined })}
            />
            {(search.near || origin) && (
              <FilterSelect
                label="Distance"
                data={RADIUS_OPTIONS}
                value={radiusValue}
                onChange={(v) => setFilters({ radius: v })}
              />
            )}
            <FilterSelect
              label="Sort by"
              data={sortOptions(Boolean(search.near || origin))}
              value={sortValue}
              onChange={(v) => setFilters({ sort: v })}
            />
            {/* A native checkbox: Mantine's Switch would add its code to the search page's JavaScript. */}
            <label className="open-now-toggle">
              <input
                type="checkbox"
                checked={search.openNow === 'true'}
                onChange={(e) => setFilters({ openNow: e.currentTarget.checked ? 'true' : undefined })}
              />
              Open now
            </label>
          </Group>
          {chips.length > 0 && (
            <Group gap="xs" role="group" aria-label="Active filters">
              {/* Plain elements with Mantine's light Badge look (app.css): Badge and CloseButton would add their
                  code to the search page's JavaScript. */}
              {chips.map((c) => (
                <span key={c.key} className="filter-chip">
                  {c.label}
                  <button
                    type="button"
                    className="filter-chip-remove mantine-focus-auto"
                    aria-label={`Remove filter ${c.label}`}
                    onClick={() => setFilters(c.clear)}
                  >
                    <svg viewBox="0 0 15 15" width="12" height="12" aria-hidden>
                      <path d="M3.5 3.5l8 8m0-8l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                    </svg>
                  </button>
                </span>
              ))}
              <Button variant="subtle" size="xs" onClick={() => onClearAll()}>
                Clear All Filters
              </Button>
            </Group>
          )}

          {result.isPending ? (
            <ArcadeGridSkeleton />
          ) : result.isError ? (
            <Stack align="center" py="xl" ta="center">
              <Title order={2}>Error Loading Results</Title>
              <Text c="dimmed">{errorMessage(result.error)}</Text>
              <Button onClick={() => window.location.reload()}>Reload Page</Button>
            </Stack>
          ) : result.data.total === 0 && origin ? (
            <Stack gap="md">
              <Stack align="center" pt="xl" ta="center" gap="xs">
                <Title order={2}>{`No Arcades Within ${origin.radius_miles} Miles`}</Title>
                <Text c="dimmed">
                  {`Nothing within ${origin.radius_miles} miles of ${origin.label} matches this search.`}
                  {result.data.nearest_beyond?.length ? ' The nearest arcades beyond that distance:' : ''}
                </Text>
              </Stack>
              {result.data.nearest_beyond?.length ? (
                <section aria-label="Nearest arcades beyond this distance">
                  <ArcadeGrid arcades={result.data.nearest_beyond} />
                </section>
              ) : (
                <Group justify="center">
                  <Button onClick={() => onClearAll()}>Clear All Filters</Button>
                </Group>
              )}
            </Stack>
          ) : result.data.total === 0 ? (
            <Stack align="center" py="xl" ta="center">
              <Title order={2}>No Arcades Found</Title>
              <Text c="dimmed">Try a different city, ZIP code or arcade name, or remove some filters.</Text>
              <Button onClick={() => onClearAll()}>Clear All Filters</Button>
            </Stack>
          ) : result.data.arcades.length === 0 ? (
            // An address past the last page (an old link, an edited address): say so, and lead back.
            <Stack align="center" py="xl" ta="center">
              <Title order={2}>No More Results</Title>
              <Text c="dimmed">This page is past the end of the {plural(result.data.total, 'result', 'results')}.</Text>
              <Group justify="center">
                <ButtonLink to="/search" search={{ ...search, offset: undefined }} variant="default">
                  First page
                </ButtonLink>
                {lastOffset(limit, result.data.total) > 0 && (
                  <ButtonLink to="/search" search={{ ...search, offset: String(lastOffset(limit, result.data.total)) }}>
                    Last page
                  </ButtonLink>
                )}
              </Group>
            </Stack>
          ) : (
            <Stack gap="md">
              {result.data.corrected_query && search.q && (
                <SpellingNotice
                  corrected={result.data.corrected_query}
                  typed={search.q}
                  exactSearch={{ ...search, offset: undefined, exact: 'true' }}
                />
              )}
              <Group justify="space-between" gap="sm">
                <Text fw={500} data-testid="result-count">
                  Showing {formatCount(result.data.arcades.length)} of {plural(result.data.total, 'result', 'results')}
                </Text>
                <ViewSwitch
                  view={search.view === 'map' ? 'map' : 'list'}
                  to="/search"
                  search={(view) => ({ ...search, view: view === 'map' ? view : undefined })}
                />
              </Group>
              {origin && (
                <Text size="sm" c="dimmed" mt={-8} data-testid="search-origin">
                  {`Within ${origin.radius_miles} miles of ${origin.label}`}
                </Text>
              )}
              {search.view === 'map' ? (
                <MapSection arcades={result.data.arcades} place="from this page of results" />
              ) : (
                <ArcadeGrid arcades={result.data.arcades} priority />
              )}
              {result.data.total > limit && (
                <Group justify="center">
                  <Button
                    variant="default"
                    disabled={offset === 0}
                    onClick={() => goToOffset(Math.max(0, offset - limit))}
                  >
                    Previous
                  </Button>
                  <Text size="sm" c="dimmed">
                    {formatCount(offset + 1)}–{formatCount(offset + result.data.arcades.length)} of{' '}
                    {formatCount(result.data.total)}
                  </Text>
                  <Button
                    variant="default"
                    disabled={offset + limit >= result.data.total}
                    onClick={() => goToOffset(offset + limit)}
                  >
                    Next
                  </Button>
                </Group>
              )}
            </Stack>
          )}
          <PopularSearchLinks />
        </Stack>
        <WidgetSlot position="sidebar" />
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}
