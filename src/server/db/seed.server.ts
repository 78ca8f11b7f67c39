import fs from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { z } from 'zod'
import { usPhone } from '../../shared/admin-arcade'
import { findState } from '../../shared/us-states'
import { structuredHours } from '../hours/structured-hours.server'
import { slugOf } from '../slug.server'
import type { Db } from './client.server'
import { arcades, type NewArcadeRow } from './schema'

export const SAMPLE_DATA_PATH = path.resolve(process.cwd(), 'data/sample-arcades.json')

const sampleArcade = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().min(1),
  zip: z.string().regex(/^\d{5}$/),
  phone: usPhone.nullable(),
  website: z.string().nullable(),
  type: z.string().min(1),
  hours: z.string().min(1),
  // Files written before structured hours have neither: they are worked out from `hours` and the coordinates.
  opening_hours: z.string().nullish(),
  time_zone: z.string().nullish(),
  description: z.string().min(1),
  image_url: z.string(),
  rating: z.number().min(0).max(5),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  review_count: z.number().int().min(0),
  price_range: z.string(),
  featured: z.boolean(),
})
export type SampleArcade = z.infer<typeof sampleArcade>

/** The stored location fields derived from a state (name, code or slug) and a city name. */
export function locationFields(stateKey: string, city: string) {
  const state = findState(stateKey)
  if (!state) throw new Error(`Unknown state: ${stateKey}`)
  return { state: state.name, stateCode: state.code, stateSlug: state.slug, citySlug: slugOf(city, 'city') }
}

function toRow(a: SampleArcade, source: NewArcadeRow['source']): NewArcadeRow {
  return {
    name: a.name,
    slug: a.slug,
    address: a.address,
    city: a.city,
    zip: a.zip,
    phone: a.phone,
    website: a.website,
    type: a.type,
    hours: a.hours,
    ...structuredHours({
      hours: a.hours,
      openingHours: a.opening_hours,
      timeZone: a.time_zone,
      latitude: a.latitude,
      longitude: a.longitude,
      state: a.state,
    }),
    description: a.description,
    imageUrl: a.image_url,
    rating: a.rating,
    latitude: a.latitude,
    longitude: a.longitude,
    reviewCount: a.review_count,
    priceRange: a.price_range,
    featured: a.featured,
    source,
    ...locationFields(a.state, a.city),
  }
}

/** Inserts arcades in one transaction, in batches (SQLite caps bound parameters per statement). */
export function insertArcades(db: Db, rows: SampleArcade[], source: NewArcadeRow['source']): void {
  db.transaction((tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      tx.insert(arcades)
        .values(rows.slice(i, i + 500).map((a) => toRow(a, source)))
        .run()
    }
  })
}

export function readSampleFile(file: string): SampleArcade[] {
  return z.array(sampleArcade).parse(JSON.parse(fs.readFileSync(file, 'utf8')))
}

/** Fills an empty directory with the committed sample data; returns how many arcades it added. */
export function seedIfEmpty(db: Db, file = SAMPLE_DATA_PATH): number {
  const existing = db.select({ n: count() }).from(arcades).get()?.n ?? 0
  if (existing > 0) return 0
  const rows = readSampleFile(file)
  insertArcades(db, rows, 'sample')
  return rows.length
}
