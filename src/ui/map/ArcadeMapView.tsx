import { lazy, Suspense } from 'react'
import type { ArcadeSummary } from '../../shared/arcade'

/**
 * The maps' sections (./MapSections.tsx, and through it Leaflet) load only on a page that shows a map, so a
 * list view carries just these lines (docs/decisions/0022-results-map.md). The server renders the sections in
 * full; the browser hydrates them once their code has arrived, and meanwhile keeps the map's box.
 */
const sections = () => import('./MapSections')
const LazyResultsMap = lazy(() => sections().then((m) => ({ default: m.ResultsMap })))
const LazyLocationMap = lazy(() => sections().then((m) => ({ default: m.LocationMap })))

/** A results page's map of `arcades`, captioned "Map of N arcades {place}". */
export function ResultsMap(props: { arcades: ArcadeSummary[]; place: string }) {
  return (
    <Suspense fallback={<div className="arcade-map-box" />}>
      <LazyResultsMap {...props} />
    </Suspense>
  )
}

/** An arcade's own map on its page. */
export function LocationMap(props: { arcade: ArcadeSummary }) {
  return (
    <Suspense fallback={<div className="arcade-map-box" data-single />}>
      <LazyLocationMap {...props} />
    </Suspense>
  )
}
