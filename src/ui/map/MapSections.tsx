import { Fragment, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { validCoordinates } from '../../lib/geo'
import { plural } from '../../lib/plural'
import type { MapArcade } from '../../shared/arcade'
import { mainType, typeBadgeColor, typeName } from '../../shared/arcade-types'
import type { FetchedArcades, MapSectionProps } from './MapView'
import { AnchorLink } from '../links'

/** An arcade with valid coordinates, where its marker goes. */
export interface MapPoint {
  arcade: MapArcade
  lat: number
  lng: number
}

/**
 * Leaflet, react-leaflet, the clustering and their CSS (./ArcadeMap.tsx): chunks of their own, loaded only once
 * a map is about to be seen. This module itself is loaded only where a map is shown (MapSection, ./MapView.tsx).
 */
const ArcadeMap = lazy(() => import('./ArcadeMap'))

/** How far below the window a map starts loading: its tiles and markers are there by the time it scrolls in. */
const LOAD_MARGIN = '300px'

/**
 * The map's box, reserved from the first paint (app.css). It stays empty while the page is rendered on the
 * server and until the box nears the window (and its points have arrived); then the map loads into it.
 */
function MapBox({ points, single }: { points: MapPoint[] | undefined; single: boolean }) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={box} className="arcade-map-box" data-single={single || undefined} data-testid="arcade-map">
      {near && points && points.length > 0 && (
        <Suspense>
          <ArcadeMap points={points} single={single} />
        </Suspense>
      )}
    </div>
  )
}

function pointOf(arcade: MapArcade): MapPoint | undefined {
  const coordinates = validCoordinates(arcade.latitude, arcade.longitude)
  return coordinates && { arcade, ...coordinates }
}

/** The marker colours of the types on the map, as the cards' type badges colour them. */
function MapLegend({ points }: { points: MapPoint[] }) {
  const colours = new Map<string, string>()
  for (const { arcade } of points) {
    const type = mainType(arcade.type)
    if (!colours.has(typeName(type))) colours.set(typeName(type), typeBadgeColor(type))
  }
  if (colours.size === 0) return null
  return (
    <ul className="map-legend" aria-label="Marker colours by type" data-testid="map-legend">
      {[...colours].map(([label, colour]) => (
        <li key={label}>
          <span className="map-legend-swatch" data-color={colour} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  )
}

/**
 * The map view of a results page: its arcades clustered where they crowd, each marker (in its type's colour)
 * opening a small card. Its caption is its text alternative; arcades without coordinates are named below it.
 * `place` ends the default caption, "Map of 12 arcades {place}"; a search's map brings its own caption and its
 * arcades once they have arrived.
 */
function ResultsMap(props: { arcades: MapArcade[]; place: string } | { arcades: FetchedArcades; caption: string }) {
  const captionId = useId()
  const failed = props.arcades === 'failed'
  const arcades = props.arcades === 'failed' ? [] : props.arcades
  const points = arcades?.map(pointOf).filter((p) => p !== undefined)
  const unplaced = arcades?.filter((a) => !pointOf(a)) ?? []
  const caption =
    'caption' in props
      ? props.caption
      : `Map of ${plural(points?.length ?? 0, 'arcade', 'arcades')} ${props.place}, the same arcades as in the list view.`
  return (
    <section className="arcade-map" aria-labelledby={captionId} aria-busy={!arcades || undefined}>
      <p id={captionId} className="arcade-map-caption">
        {caption}
      </p>
      {failed ? (
        <p role="alert" className="arcade-map-caption" data-testid="map-error">
          The map could not load the arcades of this search. The list shows them; reload the page to try the map again.
        </p>
      ) : (
        (!points || points.length > 0) && <MapBox points={points} single={false} />
      )}
      {points && <MapLegend points={points} />}
      {unplaced.length > 0 && (
        <p className="arcade-map-caption" data-testid="unplaced">
          {plural(unplaced.length, 'arcade has', 'arcades have')} no map location:{' '}
          {unplaced.map((a, i) => (
            <Fragment key={a.id}>
              {i > 0 && ', '}
              <AnchorLink to="/arcade/$slug" params={{ slug: a.slug }} inherit>
                {a.name}
              </AnchorLink>
            </Fragment>
          ))}
          .
        </p>
      )}
    </section>
  )
}

/** An arcade's own map (its detail page): one marker, named for the arcade. */
function LocationMap({ arcade }: { arcade: MapArcade }) {
  const point = pointOf(arcade)
  if (!point) return null
  return (
    <section className="arcade-map" aria-label={`Map of ${arcade.name}`}>
      <MapBox points={[point]} single />
    </section>
  )
}

/** The section a page asked for with MapSection (./MapView.tsx). */
export default function MapSections(props: MapSectionProps) {
  return 'arcade' in props ? <LocationMap arcade={props.arcade} /> : <ResultsMap {...props} />
}
