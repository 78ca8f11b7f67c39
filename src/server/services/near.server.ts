import { asc, eq, inArray, sql } from 'drizzle-orm'
import { boundingBoxes, EARTH_RADIUS_MILES, haversineMiles } from '../../lib/distance'
import type { NearPlace } from '../../shared/search-params'
import { findState, US_STATES } from '../../shared/us-states'
import type { Db } from '../db/client.server'
import { places } from '../db/schema'
import { lowerBound } from '../../lib/sorted'

/**
 * Point searches (docs/decisions/0021-near-me-and-search-contract.md): where `near` is, and which arcades lie
 * within a distance of it. The search index lists the arcades with a place on the map by latitude
 * (search-index.server.ts); the bounding box of the circle narrows the search, the haversine distance decides.
 * What visitors type for a place ("Springfield", "austin tx", their own position) is read as
 * docs/decisions/0028-words-and-places.md says.
 */

export interface Origin {
  label: string
  latitude: number
  longitude: number
  /** A city name that several states have: the other cities of that name, largest first ("Springfield, MA"). */
  alternatives?: { label: string; near: string }[]
}

/**
 * A search value that reads well but names nothing we know (a `near` that is no place we know, a `game` that is not
 * in the catalogue): the API answers 400 on its field, the search page shows it.
 */
export class UnknownSearchValue extends Error {
  constructor(
    readonly field: 'near' | 'game',
    message: string,
  ) {
    super(message)
  }
}

/** At most this many other cities of an ambiguous name are offered ("Did you mean: …"). */
export const ALTERNATIVES_SHOWN = 4

/** Where `near` is: its coordinates, or the centre of the ZIP code or city it names (the places table). */
export function originOf(db: Db, near: NearPlace): Origin {
  if (near.kind === 'point') {
    const city = placesIndexOf(db).zipNear(near.latitude, near.longitude)?.city
    return { label: city ?? `${near.latitude}, ${near.longitude}`, latitude: near.latitude, longitude: near.longitude }
  }
  if (near.kind === 'zip') {
    const place = placeOf(db, near.zip)
    if (place) return { label: place.label, latitude: place.latitude, longitude: place.longitude }
    throw new UnknownSearchValue('near', `${near.zip} is not a US ZIP code we know`)
  }
  const place = placeOf(db, near.key) ?? withStateCode(db, near.key)
  if (place) return { label: place.label, latitude: place.latitude, longitude: place.longitude }
  // A city without its state ("springfield"): the largest of that name, and the others as alternatives.
  const [first, ...others] = placesIndexOf(db).citiesNamed(near.key)
  if (first) {
    const alternatives = others.slice(0, ALTERNATIVES_SHOWN).map((c) => ({ label: c.label, near: c.key }))
    return {
      label: first.label,
      latitude: first.latitude,
      longitude: first.longitude,
      ...(alternatives.length > 0 && { alternatives }),
    }
  }
  throw new UnknownSearchValue(
    'near',
    `We couldn't find a place called “${near.key.replace(/-/g, ' ')}”. Try a city and state (Austin, TX) or a ZIP code.`,
  )
}

/**
 * The ZIP code closest to a point, with its city and state code ("78701", "Austin", "TX"), if one lies within
 * NAMED_WITHIN_MILES: where an imported arcade without an address's city, state or ZIP code is.
 */
export function zipNear(
  db: Db,
  latitude: number,
  longitude: number,
): { zip: string; city: string; stateCode: string } | undefined {
  const near = placesIndexOf(db).zipNear(latitude, longitude)
  if (!near) return undefined
  const comma = near.city.lastIndexOf(', ')
  return { zip: near.zip, city: near.city.slice(0, comma), stateCode: near.city.slice(comma + 2) }
}

/** A ZIP code's place when we know it (a primary-key lookup): the search box reads a typed ZIP code as a place. */
export function knownZip(db: Db, zip: string): { label: string } | undefined {
  return placeOf(db, zip)
}

const placeOf = (db: Db, key: string) => db.select().from(places).where(eq(places.key, key)).get()

/** `austin-tx`, as "Austin, TX" is written in the address: the city of the state with that code. */
function withStateCode(db: Db, key: string) {
  const [, city, code] = /^(.+)-([a-z]{2})$/.exec(key) ?? []
  const state = code === undefined ? undefined : findState(code)
  return state && placeOf(db, `${city}-${state.slug}`)
}

/**
 * The places table as visitors' words need it: cities by their name alone ("springfield" → every Springfield,
 * largest first) and the ZIP codes by latitude, to name a point after the city of its closest ZIP code. The ZIP
 * codes are held in typed arrays, built once per database on first use (some 40,000 of the table's 70,000 rows, a
 * few tens of ms); a name's cities are read by key, one per state. The table is filled at start and changes only
 * with a migration, never with an admin write.
 */
interface PlacesIndex {
  /** Cities sharing a name slug, largest first (most ZIP codes: GeoNames' postal data carries no population). */
  citiesNamed(nameSlug: string): { key: string; label: string; latitude: number; longitude: number }[]
  /** The ZIP code closest to the point and its city ("Austin, TX"), if one lies within NAMED_WITHIN_MILES. */
  zipNear(latitude: number, longitude: number): { zip: string; city: string } | undefined
}

/** A point farther than this from every ZIP code's centre (at sea, abroad) keeps its coordinates as its label. */
const NAMED_WITHIN_MILES = 30

function buildPlacesIndex(db: Db): PlacesIndex {
  // The ZIP codes' rows (key, label, latitude, longitude), ascending by latitude; a label is its city's and the
  // code: "Austin, TX 78701".
  const rows = db
    .select({ key: places.key, label: places.label, latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(sql`${places.key} GLOB '[0-9][0-9][0-9][0-9][0-9]'`)
    .orderBy(asc(places.latitude), asc(places.key))
    .values() as [key: string, label: string, latitude: number, longitude: number][]
  /** The cities' labels, sorted; each ZIP code's city is its place among them. */
  const cities = [...new Set(rows.map(([, label]) => label.slice(0, -6)))].sort()
  const zipsOfCity = new Uint32Array(cities.length)
  const cityOfZip = Uint32Array.from(rows, ([, label]) => {
    const city = lowerBound(cities, label.slice(0, -6))
    zipsOfCity[city]!++
    return city
  })
  const zipCodes = Uint32Array.from(rows, ([key]) => Number(key))
  const points: Points = {
    ids: Uint32Array.from(rows, (_, i) => i),
    lat: Float64Array.from(rows, ([, , lat]) => lat),
    lng: Float64Array.from(rows, ([, , , lng]) => lng),
  }
  const zipsOf = (label: string) => {
    const at = lowerBound(cities, label)
    return cities[at] === label ? zipsOfCity[at]! : 0
  }
  return {
    citiesNamed: (nameSlug) =>
      db
        .select({ key: places.key, label: places.label, latitude: places.latitude, longitude: places.longitude })
        .from(places)
        .where(
          inArray(
            places.key,
            US_STATES.map((state) => `${nameSlug}-${state.slug}`),
          ),
        )
        .all()
        .filter(({ key, label }) => key === `${nameSlug}-${findState(label.slice(label.lastIndexOf(',') + 1))?.slug}`)
        .map((city) => ({ city, zips: zipsOf(city.label) }))
        .sort((a, b) => b.zips - a.zips || a.city.label.localeCompare(b.city.label))
        .map(({ city }) => city),
    zipNear(latitude, longitude) {
      // Rings of growing radius: the closest centre within the first ring that holds any is the closest of all.
      for (let miles = 2; ; miles = Math.min(miles * 2, NAMED_WITHIN_MILES)) {
        const found = pointsWithin(points, { latitude, longitude }, miles)
        let best = -1
        for (let k = 0; k < found.ids.length; k++) if (best < 0 || found.miles[k]! < found.miles[best]!) best = k
        if (best >= 0) {
          const zip = found.ids[best]!
          return { zip: String(zipCodes[zip]).padStart(5, '0'), city: cities[cityOfZip[zip]!]! }
        }
        if (miles === NAMED_WITHIN_MILES) return undefined
      }
    },
  }
}

const placesBuilt = new WeakMap<Db, PlacesIndex>()

/** Builds the places index at start, so the first visitor who types a city alone does not wait for it. */
export function buildPlaces(db: Db): void {
  placesIndexOf(db)
}

function placesIndexOf(db: Db): PlacesIndex {
  let index = placesBuilt.get(db)
  if (!index) placesBuilt.set(db, (index = buildPlacesIndex(db)))
  return index
}

/** Ids and coordinates, ascending by latitude: a latitude band is one slice of them. */
export interface Points {
  ids: ArrayLike<number>
  lat: ArrayLike<number>
  lng: ArrayLike<number>
}

/** Arcades with a place on the map within `miles` of `origin`: their ids and distances, in no order. */
export interface PointsWithin {
  ids: number[]
  miles: number[]
}

/** The farthest two points on the Earth are this far apart. */
const HALF_CIRCUMFERENCE = Math.PI * EARTH_RADIUS_MILES

export function pointsWithin(
  points: Points,
  origin: Pick<Origin, 'latitude' | 'longitude'>,
  miles: number,
): PointsWithin {
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
