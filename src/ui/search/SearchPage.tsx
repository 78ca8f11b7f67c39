import { Container, Stack, Title } from '../base'
import type { UseQueryResult } from '@tanstack/react-query'
import { useRef } from 'react'
import type { PublicOutputs } from '../../lib/trpc'
import type { FetchedArcades } from '../map/MapView'
import type { SearchPageAddress } from '../../shared/search-address'
import type { SearchIssue } from '../../shared/search-params'
import { NearSearch } from './NearSearch'
import { PlaceNotice } from './PlaceNotice'
import { PopularSearchLinks } from './PopularSearchLinks'
import { SearchBox } from './SearchBox'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import type { Widget } from '../../shared/widget-types'
import { FilterChips } from './FilterChips'
import { chipsOf, filterCount, stateNameOf } from './search-labels'
import { SearchFilters } from './SearchFilters'
import { SearchResults } from './SearchResults'

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
  game: 'Game',
  gameKind: 'Has games',
  zip: 'ZIP code',
  limit: 'Results per page',
  offset: 'Start',
}
const issueText = (i: SearchIssue) => `${FIELD_LABELS[i.field] ?? i.field}: ${i.message}`

/**
 * The search page, as a list of sections: the search boxes, what of the address the search could not use, the
 * filters and their chips, then the results (list or map, and their pages). After a change made on the page (a
 * chip removed, Clear All Filters, another page) the focus goes to the results (SearchResults).
 */
export function SearchPage({
  search,
  result,
  mapArcades,
  widgets,
  onFilters: setFilters,
  onClearAll,
}: {
  search: SearchPageAddress
  result: UseQueryResult<PublicOutputs['searchPage'], unknown>
  /** Every result for the map view, once fetched (public.searchMap). */
  mapArcades: FetchedArcades
  widgets: Widget[]
  onFilters: (changes: SearchPageAddress) => void
  onClearAll: () => void
}) {
  const { issues = [] } = result.data ?? {}
  const stateName = stateNameOf(search)
  const chips = chipsOf(search, result.data?.origin?.label, result.data?.game?.title)
  // The order and radius the search used (the address's, or their defaults).
  const sortValue = result.data?.sort ?? search.sort ?? (search.near ? 'distance' : 'relevance')
  const radiusValue = String(result.data?.radius ?? search.radius)
  const focusFromRef = useRef<string | undefined>(undefined)
  const focusResults = () => (focusFromRef.current = JSON.stringify(search))

  return (
    <PageWidgets widgets={widgets}>
      <Container size="lg" py="xl" className="search-page">
        <WidgetSlot position="top" />
        <Stack gap="lg">
          <Title order={1}>{stateName ? `Search Arcades in ${stateName}` : 'Search Arcades'}</Title>
          <SearchBox initialValue={search.q ?? ''} onSearch={(q) => setFilters({ q, exact: undefined })} />
          <NearSearch key={search.near ?? ''} near={search.near} onNear={(near) => setFilters({ near })} />
          <PlaceNotice origin={result.data?.origin} search={search} />
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
          <SearchFilters
            search={search}
            sortValue={sortValue}
            radiusValue={radiusValue}
            // A place typed in the main box ("78701") makes a point search as much as the near box does.
            withPoint={Boolean(search.near || result.data?.origin)}
            activeCount={filterCount(chips)}
            gameKinds={result.data?.game_kinds}
            onFilters={setFilters}
          />
          <FilterChips
            chips={chips}
            onRemove={(chip) => {
              focusResults()
              setFilters(chip.clear)
            }}
            onClearAll={() => {
              focusResults()
              onClearAll()
            }}
          />
          <SearchResults
            search={search}
            result={result}
            mapArcades={mapArcades}
            focusFromRef={focusFromRef}
            onPage={focusResults}
            onClearAll={() => {
              focusResults()
              onClearAll()
            }}
          />
          <PopularSearchLinks />
        </Stack>
        <WidgetSlot position="sidebar" />
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}
