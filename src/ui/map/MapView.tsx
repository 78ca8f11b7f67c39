import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { ArcadeSummary, MapArcade } from '../../shared/arcade'
import type { PageView } from '../../shared/page-view'

/**
 * What pages import of the maps: the List / Map switch and the map sections' lazy entry. Kept to these few
 * lines because every results page carries them in its list view too (docs/decisions/0022-results-map.md).
 */

const VIEWS: { view: PageView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
]

/**
 * The List / Map switch of a results page: two links, since each view has its own address (`view=map` for the
 * map), drawn as a segmented control by app.css. The shown view is the current page to assistive technology.
 * The page keeps its scroll position: the map takes the list's place.
 */
export function ViewSwitch({ view, to, search }: { view: PageView; to: string; search: (view: PageView) => object }) {
  return (
    <nav className="view-switch" aria-label="Show arcades as">
      {VIEWS.map((v) => (
        <Link
          key={v.view}
          to={to}
          search={search(v.view)}
          resetScroll={false}
          activeOptions={{ exact: true, includeSearch: true }}
          className="view-switch-option"
          aria-current={v.view === view ? 'page' : undefined}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  )
}

/**
 * A results page's map (`arcades`, captioned "Map of N arcades {place}"), a search's map of all its results
 * (`arcades` once they have arrived, with its own `caption`), or an arcade's own map (`arcade`).
 */
/** A search's map points: undefined while they load, 'failed' when they could not be fetched. */
export type FetchedArcades = MapArcade[] | undefined | 'failed'

export type MapSectionProps =
  { arcades: MapArcade[]; place: string } | { arcades: FetchedArcades; caption: string } | { arcade: ArcadeSummary }

/**
 * The map sections (./MapSections.tsx, and through it Leaflet) load only on a page that shows a map. The server
 * renders them in full; the browser hydrates them once their code has arrived, and meanwhile keeps the box.
 */
const LazyMapSection = lazy(() => import('./MapSections'))

export function MapSection(props: MapSectionProps) {
  return (
    <Suspense fallback={<div className="arcade-map-box" data-single={'arcade' in props || undefined} />}>
      <LazyMapSection {...props} />
    </Suspense>
  )
}
