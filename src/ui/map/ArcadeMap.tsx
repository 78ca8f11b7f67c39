import 'leaflet/dist/leaflet.css'
import './map.css'
import { Link } from '@tanstack/react-router'
import L from 'leaflet'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvent } from 'react-leaflet'
import Supercluster, { type PointFeature } from 'supercluster'
import type { ArcadeSummary, MapArcade } from '../../shared/arcade'
import { mainType, typeBadgeColor } from '../../shared/arcade-types'
import { StarRating } from '../arcade/StarRating'
import { TypeBadge } from '../arcade/TypeBadge'
import { useSiteData } from '../layout/site-data'
import type { MapPoint } from './MapSections'

/**
 * The Leaflet map itself, loaded lazily by MapSections.tsx: everything here (Leaflet, react-leaflet,
 * supercluster, Leaflet's CSS and marker images) stays out of every page's own JavaScript. Only the tiles come
 * from elsewhere (MAP_TILE_URL); without them (offline, in tests) the markers and cards still work.
 */

/** Leaflet's own marker, its images from the build: Leaflet would otherwise look for them beside its CSS file. */
const MARKER_ICON = new L.Icon({ ...L.Icon.Default.prototype.options, iconUrl, iconRetinaUrl, shadowUrl })

/**
 * Results' markers in their type's colour, as the cards' type badges (the filled shades of theme.css and app.css):
 * Leaflet's pin drawn as SVG, one image per colour, so a marker stays an image named by its arcade.
 */
const TYPE_PIN_COLOURS: Record<string, string> = {
  grape: '#9c36b5',
  green: '#287a38',
  pink: '#c2255c',
  orange: '#b8440c',
  gray: '#343a40',
}
const pinIcons = new Map<string, L.Icon>()
function pinIcon(type: string): L.Icon {
  const colour = typeBadgeColor(mainType(type))
  let icon = pinIcons.get(colour)
  if (!icon) {
    const fill = TYPE_PIN_COLOURS[colour] ?? TYPE_PIN_COLOURS.gray
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="41" viewBox="0 0 25 41"><path d="M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0Z" fill="${fill}" stroke="#fff" stroke-width="1.5"/><circle cx="12.5" cy="12.5" r="4.5" fill="#fff"/></svg>`
    icon = new L.Icon({
      ...L.Icon.Default.prototype.options,
      iconUrl: `data:image/svg+xml,${encodeURIComponent(svg)}`,
      iconRetinaUrl: `data:image/svg+xml,${encodeURIComponent(svg)}`,
      shadowUrl,
      className: `map-pin map-pin-${colour}`,
    })
    pinIcons.set(colour, icon)
  }
  return icon
}

/** Markers within this many pixels of each other share a cluster, up to CLUSTER_MAX_ZOOM (street level). */
const CLUSTER_RADIUS_PX = 60
const CLUSTER_MAX_ZOOM = 15
/** Results: all of them in view, not closer than a neighbourhood. One arcade: its streets. */
const RESULTS_MAX_ZOOM = 14
const SINGLE_ZOOM = 15
const FIT_PADDING: L.PointTuple = [32, 32]
const CLUSTER_ICON_PX = 40
const FILL_BOX = { width: '100%', height: '100%' }

const boundsOf = (points: MapPoint[]) => L.latLngBounds(points.map((p) => [p.lat, p.lng]))

/** Moves the focus to an opened card's link, so a keyboard user lands in the card the marker opened. */
const focusOnOpen = (link: HTMLAnchorElement | null) => link?.focus({ preventScroll: true })

/** A marker's card; Escape closes it (Leaflet's own Escape works only while the map itself has the focus). */
function MapCard({ arcade }: { arcade: MapArcade | ArcadeSummary }) {
  const map = useMap()
  return (
    <div className="map-card" data-testid="map-card" onKeyDown={(e) => e.key === 'Escape' && map.closePopup()}>
      <Link ref={focusOnOpen} className="map-card-name" to="/arcade/$slug" params={{ slug: arcade.slug }}>
        {arcade.name}
      </Link>
      <TypeBadge type={arcade.type} />
      {'rating' in arcade && <StarRating rating={arcade.rating} reviewCount={arcade.review_count} />}
      <p className="map-card-place">{`${arcade.city}, ${arcade.state_code}`}</p>
    </div>
  )
}

/**
 * A card closed while the focus was in it (Escape, its close button) gives the focus back to its marker rather
 * than dropping it on the page's body; a card closed by a click elsewhere leaves the focus where that click put it.
 */
const MARKER_EVENTS: L.LeafletEventHandlerFnMap = {
  popupclose: (event) => {
    if ((event as L.PopupEvent).popup.getElement()?.contains(document.activeElement)) {
      ;(event.target as L.Marker).getElement()?.focus()
    }
  },
}

function ArcadeMarker({ point }: { point: MapPoint }) {
  const { arcade } = point
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={pinIcon(arcade.type)}
      alt={arcade.name}
      title={arcade.name}
      eventHandlers={MARKER_EVENTS}
    >
      <Popup>
        <MapCard arcade={arcade} />
      </Popup>
    </Marker>
  )
}

/** A cluster: its count on a round badge; Enter, Space or a click zooms in until it comes apart. */
function ClusterMarker({
  lat,
  lng,
  count,
  expansionZoom,
}: {
  lat: number
  lng: number
  count: number
  expansionZoom: () => number
}) {
  const map = useMap()
  const icon = useMemo(
    () =>
      L.divIcon({
        html: `<span aria-hidden="true">${count}</span>`,
        className: 'map-cluster',
        iconSize: [CLUSTER_ICON_PX, CLUSTER_ICON_PX],
      }),
    [count],
  )
  return (
    <Marker
      position={[lat, lng]}
      icon={icon}
      title={`${count} arcades here: zoom in`}
      eventHandlers={{
        click: () => {
          // The cluster's element goes away as it comes apart: the focus stays in the map, before its markers.
          map.getContainer().focus({ preventScroll: true })
          map.setView([lat, lng], Math.min(expansionZoom(), map.getMaxZoom()))
        },
      }}
    />
  )
}

/**
 * Enter and Space on a focused cluster (a button to assistive technology) do what a click does: Leaflet turns
 * only a mouse click into the marker's `click`. Space does not scroll the page.
 */
function ClusterKeys() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      if ((event.key !== 'Enter' && event.key !== ' ') || !target.classList.contains('map-cluster')) return
      event.preventDefault()
      event.stopPropagation()
      target.click()
    }
    container.addEventListener('keydown', onKey)
    return () => container.removeEventListener('keydown', onKey)
  }, [map])
  return null
}

function viewportOf(map: L.Map) {
  const b = map.getBounds()
  return {
    bbox: [
      Math.max(-180, b.getWest()),
      Math.max(-90, b.getSouth()),
      Math.min(180, b.getEast()),
      Math.min(90, b.getNorth()),
    ] as [number, number, number, number],
    zoom: Math.round(map.getZoom()),
  }
}

/** The markers in view, clustered for the current zoom; recomputed whenever the map stops moving. */
function ClusteredMarkers({ points }: { points: MapPoint[] }) {
  const map = useMap()
  const index = useMemo(() => {
    const clusters = new Supercluster<{ point: MapPoint }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM })
    clusters.load(
      points.map((point): PointFeature<{ point: MapPoint }> => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: { point },
      })),
    )
    return clusters
  }, [points])
  const [viewport, setViewport] = useState(() => viewportOf(map))
  useMapEvent('moveend', () => setViewport(viewportOf(map)))
  return index.getClusters(viewport.bbox, viewport.zoom).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number]
    const { properties } = feature
    if ('cluster' in properties && properties.cluster) {
      const id = properties.cluster_id
      return (
        <ClusterMarker
          key={`cluster-${id}`}
          lat={lat}
          lng={lng}
          count={properties.point_count}
          expansionZoom={() => index.getClusterExpansionZoom(id)}
        />
      )
    }
    const { point } = properties as { point: MapPoint }
    return <ArcadeMarker key={point.arcade.id} point={point} />
  })
}

/** When the results change (another page of them), the map moves to show them all. */
function FollowResults({ points }: { points: MapPoint[] }) {
  const map = useMap()
  const key = points.map((p) => p.arcade.id).join(',')
  const shown = useRef(key)
  useEffect(() => {
    if (shown.current === key) return
    shown.current = key
    map.fitBounds(boundsOf(points), { padding: FIT_PADDING, maxZoom: RESULTS_MAX_ZOOM })
  }, [map, key, points])
  return null
}

export default function ArcadeMap({ points, single }: { points: MapPoint[]; single: boolean }) {
  const { map: tiles } = useSiteData()
  const [first] = points
  return (
    <MapContainer
      className="arcade-map-leaflet"
      // Inline, not in map.css: Leaflet measures the box the moment it is created.
      style={FILL_BOX}
      // The page scrolls under the wheel; the map zooms with its buttons, the keyboard, pinching or a double click.
      scrollWheelZoom={false}
      {...(single && first
        ? { center: [first.lat, first.lng], zoom: SINGLE_ZOOM }
        : { bounds: boundsOf(points), boundsOptions: { padding: FIT_PADDING, maxZoom: RESULTS_MAX_ZOOM } })}
    >
      <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />
      {single && first ? (
        // Its page is already open: the marker marks the place and opens nothing.
        <Marker
          position={[first.lat, first.lng]}
          icon={MARKER_ICON}
          alt={first.arcade.name}
          interactive={false}
          keyboard={false}
        />
      ) : (
        <>
          <ClusteredMarkers points={points} />
          <ClusterKeys />
          <FollowResults points={points} />
        </>
      )}
    </MapContainer>
  )
}
