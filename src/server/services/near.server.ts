import { eq } from 'drizzle-orm'
import { boundingBoxes, EARTH_RADIUS_MILES, haversineMiles } from '../../lib/distance'
import type { NearPlace } from '../../shared/search-params'
import { findState } from '../../shared/us-states'
import type { Db } from '../db/client.server'
import { places } from '../db/schema'
import { lowerBound, type Points } from './search-index.server'

/**
 * Point searches (docs/decisions/0021-near-me-and-search-contract.md): where `near` is, and which arcades lie
 * within a distance of it. The search index lists the arcades with a place on the map by latitude
 * (search-index.server.ts); the bounding box of the circle narrows the search, the haversine distance decides.
 */

export interface Origin {
  label: string
  latitude: number
  longitude: number
}

/** A `near` that names no place we know: the API answers 400 on the `near` field. */
export class UnknownPlace extends Error {
  readonly field = 'near'
}

/** Where `near` is: its coordinates, or the centre of the ZIP code or city it names (the places table). */
export function originOf(db: Db, near: NearPlace): Origin {
  if (near.kind === 'point') {
    return { label: `${near.latitude}, ${near.longitude}`, latitude: near.latitude, longitude: near.longitude }
  }
  const place =
    placeOf(db, near.kind === 'zip' ? near.zip : near.key) ?? (near.kind === 'city' && withStateSlug(db, near.key))
  if (place) return { label: place.label, latitude: place.latitude, longitude: place.longitude }
  throw new UnknownPlace(
    near.kind === 'zip'
      ? `${near.zip} is not a US ZIP code we know`
      : `${near.key} is not a US city we know (write a city and its state, such as austin-texas)`,
  )
}

const placeOf = (db: Db, key: string) => db.select().from(places).where(eq(places.key, key)).get()

/** `austin-tx`, as "Austin, TX" is written in the address: the city of the state with that code. */
function withStateSlug(db: Db, key: string) {
  const [, city, code] = /^(.+)-([a-z]{2})$/.exec(key) ?? []
  const state = code === undefined ? undefined : findState(code)
  return state && placeOf(db, `${city}-${state.slug}`)
}

/** Arcades with a place on the map within `miles` of `origin`: their ids and distances, in no order. */
export interface PointsWithin {
  ids: number[]
  miles: number[]
}

/** The farthest two points on the Earth are this far apart. */
const HALF_CIRCUMFERENCE = Math.PI * EARTH_RADIUS_MILES

export function pointsWithin(points: Points, origin: Origin, miles: number): PointsWithin {
  const radius = Math.min(miles, HALF_CIRCUMFERENCE)
  const out: PointsWithin = { ids: [], miles: [] }
  const { lat, lng } = points
  for (const box of boundingBoxes(origin.latitude, origin.longitude, radius)) {
    // The box's latitude band is one slice of the points; its longitudes and then the distance decide.
    for (let i = lowerBound(lat, box.minLat); i < lat.length && lat[i]! <= box.maxLat; i++) {
      if (lng[i]! < box.minLng || lng[i]! > box.maxLng) continue
      const d = haversineMiles(origin.latitude, origin.longitude, lat[i]!, lng[i]!)
      if (d <= radius) {
        out.ids.push(points.ids[i]!)
        out.miles.push(d)
      }
    }
  }
  return out
}

/**
 * Rings of growing radius around `origin` (from `firstMiles`, doubling, the last one covering the Earth), for
 * "the k closest": everything within a ring is closer than anything outside it, so the k nearest arcades of the
 * first ring that holds k (after any filters) are the k nearest of all.
 */
export function* growingRings(
  points: Points,
  origin: Origin,
  firstMiles: number,
): Generator<PointsWithin & { last: boolean }> {
  for (let miles = firstMiles; ; miles *= 2) {
    const last = miles >= HALF_CIRCUMFERENCE
    yield { ...pointsWithin(points, origin, miles), last }
    if (last) return
  }
}
