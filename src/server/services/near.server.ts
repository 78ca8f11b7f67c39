import type { Statement } from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { boundingBoxes, EARTH_RADIUS_MILES, haversineMiles } from '../../lib/distance'
import type { NearPlace } from '../../shared/search-params'
import { findState } from '../../shared/us-states'
import type { Db } from '../db/client.server'
import { places } from '../db/schema'

/**
 * Point searches (docs/decisions/0021-near-me-and-search-contract.md): where `near` is, and which arcades lie
 * within a distance of it. The arcades with a place on the map are in the `arcade_points` R*Tree (kept in step
 * with the arcades table by triggers, drizzle/0007); its boxes narrow the search, the haversine distance decides.
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

const boxQueries = new WeakMap<Db, Statement<number[], [number, number, number, number, number]>>()

function boxQuery(db: Db) {
  let query = boxQueries.get(db)
  if (!query) {
    query = db.$client
      .prepare<number[], [number, number, number, number, number]>(
        // The box columns, not the arcades' own coordinates: they are in the R*Tree's nodes, where reading the
        // arcades table (or auxiliary columns) would cost a lookup per arcade, several times the whole query.
        'SELECT id, min_lat, max_lat, min_lng, max_lng FROM arcade_points WHERE max_lat >= ? AND min_lat <= ? AND max_lng >= ? AND min_lng <= ?',
      )
      .raw()
    boxQueries.set(db, query)
  }
  return query
}

/** The farthest two points on the Earth are this far apart. */
const HALF_CIRCUMFERENCE = Math.PI * EARTH_RADIUS_MILES

export function pointsWithin(db: Db, origin: Origin, miles: number): PointsWithin {
  const radius = Math.min(miles, HALF_CIRCUMFERENCE)
  const out: PointsWithin = { ids: [], miles: [] }
  const query = boxQuery(db)
  for (const box of boundingBoxes(origin.latitude, origin.longitude, radius)) {
    const rows = query.all(box.minLat, box.maxLat, box.minLng, box.maxLng)
    for (let i = 0; i < rows.length; i++) {
      const [id, minLat, maxLat, minLng, maxLng] = rows[i] as [number, number, number, number, number]
      // A point's box is its coordinates rounded outwards to 32-bit floats: its middle is within a metre of them.
      const d = haversineMiles(origin.latitude, origin.longitude, (minLat + maxLat) / 2, (minLng + maxLng) / 2)
      if (d <= radius) {
        out.ids.push(id)
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
export function* growingRings(db: Db, origin: Origin, firstMiles: number): Generator<PointsWithin & { last: boolean }> {
  for (let miles = firstMiles; ; miles *= 2) {
    const last = miles >= HALF_CIRCUMFERENCE
    yield { ...pointsWithin(db, origin, miles), last }
    if (last) return
  }
}
