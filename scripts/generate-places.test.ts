import fs from 'node:fs'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PLACES_FILE } from '../src/server/db/places.server'
import { GEONAMES_FILE, placeLines, placesText } from './generate-places'

describe('data/places.tsv.gz', () => {
  const lines = placeLines(fs.readFileSync(GEONAMES_FILE, 'utf8'))

  it('is what npm run data:places writes from the GeoNames file', () => {
    expect(zlib.gunzipSync(fs.readFileSync(PLACES_FILE)).toString('utf8')).toBe(placesText(lines))
  })

  it('holds ZIP codes with their centres and cities at the mean of their ZIP codes', () => {
    const byKey = new Map(lines.map((l) => [l.key, l]))
    expect(byKey.get('78701')).toMatchObject({ label: 'Austin, TX 78701' })
    expect(byKey.get('austin-texas')).toMatchObject({ label: 'Austin, TX' })
    expect(byKey.get('new-york-new-york')).toMatchObject({ label: 'New York, NY' })
    expect(lines.filter((l) => /^\d{5}$/.test(l.key)).length).toBeGreaterThan(40_000)
    expect(lines.every((l) => Math.abs(l.latitude) <= 90 && Math.abs(l.longitude) <= 180)).toBe(true)
  })
})
