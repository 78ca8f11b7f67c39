import { Group, Stack, Text } from '../base'
import { formatCount, plural } from '../../lib/plural'
import type { PublicOutputs } from '../../lib/trpc'
import type { FetchedArcades } from '../map/MapView'
import { SEARCH_MAP_MAX_POINTS } from '../../shared/constants'
import type { SearchPageAddress } from '../../shared/search-address'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { MapSection, ViewSwitch } from '../map/MapView'
import { SearchPager } from './SearchPager'
import { SpellingNotice } from './SpellingNotice'

/** Cards beside the map (wide screens): one column; under it (narrower screens) as in the list view. */
const BESIDE_MAP_COLS = { base: 1, xs: 2, md: 1 }

/** "Map of all 295 arcades of this search…": the map shows every result up to SEARCH_MAP_MAX_POINTS. */
function mapCaption(total: number, perPage: number): string {
  const pages = `the list shows them ${formatCount(perPage)} at a time`
  return total <= SEARCH_MAP_MAX_POINTS
    ? `Map of all ${plural(total, 'arcade', 'arcades')} of this search; ${pages}.`
    : `Map of the first ${formatCount(SEARCH_MAP_MAX_POINTS)} of ${formatCount(total)} arcades of this search ` +
        `(a map shows at most ${formatCount(SEARCH_MAP_MAX_POINTS)}: narrow the search to see the rest); ${pages}.`
}

/** A page of results: the count and the List / Map switch, then the cards (beside the map in its view) and pages. */
export function SearchFound({
  search,
  data,
  mapArcades,
  onPage,
}: {
  search: SearchPageAddress
  data: PublicOutputs['searchPage']
  mapArcades: FetchedArcades
  onPage: () => void
}) {
  const { origin } = data
  const cards = (
    <ArcadeGrid arcades={data.arcades} priority cols={search.view === 'map' ? BESIDE_MAP_COLS : undefined} />
  )
  return (
    <Stack gap="md">
      {data.corrected_query && search.q && (
        <SpellingNotice
          corrected={data.corrected_query}
          typed={search.q}
          exactSearch={{ ...search, offset: undefined, exact: 'true' }}
        />
      )}
      <Group justify="space-between" gap="sm">
        <Text fw={500} data-testid="result-count" tabIndex={-1} data-results-focus>
          Showing {formatCount(data.arcades.length)} of {plural(data.total, 'result', 'results')}
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
        <div className="search-map-layout">
          <div className="search-map-layout-map">
            <MapSection arcades={mapArcades} caption={mapCaption(data.total, data.limit)} />
          </div>
          <section className="search-map-layout-list" aria-label="This page of results">
            {cards}
          </section>
        </div>
      ) : (
        cards
      )}
      <SearchPager
        search={search}
        offset={data.offset}
        limit={data.limit}
        total={data.total}
        shown={data.arcades.length}
        onPage={onPage}
      />
    </Stack>
  )
}
