import path from 'node:path'
import { count, sql, type Placeholder } from 'drizzle-orm'
import { z } from 'zod'
import { usPhone } from '../../shared/admin-arcade'
import { findState } from '../../shared/us-states'
import { structuredHours } from '../hours/structured-hours.server'
import { slugOf } from '../slug.server'
import type { Db } from './client.server'
import { jsonArrayItems } from './json-array.server'
import { GAME_SLUG_PATTERN } from '../../shared/game-kinds'
import { calendarDay, LINEUP_COUNT_MAX, LINEUP_PRICE_CENTS_MAX, LINEUP_STATUSES } from '../../shared/lineup'
import { arcadeGames, arcades, games, type NewArcadeRow } from './schema'

export const SAMPLE_DATA_PATH = path.resolve(process.cwd(), 'data/sample-arcades.json')

/** One game of a sample arcade's lineup (issue 19): the catalogue slug, cabinets, cents per play, status. */
const sampleLineupEntry = z.strictObject({
  game: z.string().regex(GAME_SLUG_PATTERN),
  count: z.number().int().min(1).max(LINEUP_COUNT_MAX),
  price_cents: z.number().int().min(0).max(LINEUP_PRICE_CENTS_MAX).nullable(),
  status: z.enum(LINEUP_STATUSES).optional(),
  status_since: calendarDay.optional(),
})
export type SampleLineupEntry = z.infer<typeof sampleLineupEntry>

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
  // Files written before lineups have none.
  lineup: z.array(sampleLineupEntry).optional(),
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

/** An insert's values as named placeholders, one per column, filled by each run of the prepared statement. */
type Placeholders = { [K in keyof NewArcadeRow]-?: Placeholder }

/**
 * Inserts arcades in one transaction, each with one statement prepared once. A statement per batch costs native
 * memory that only garbage collection gives back: seeding 100,000 arcades that way held 400 MB more.
 */
export function insertArcades(db: Db, rows: Iterable<SampleArcade>, source: NewArcadeRow['source']): number {
  return db.transaction((tx) => {
    let insert: { get(row: NewArcadeRow): { id: number } | undefined } | undefined
    const gameIds = new Map(
      tx
        .select({ slug: games.slug, id: games.id })
        .from(games)
        .all()
        .map((g) => [g.slug, g.id]),
    )
    const insertGame = tx
      .insert(arcadeGames)
      .values({
        arcadeId: sql.placeholder('arcadeId'),
        gameId: sql.placeholder('gameId'),
        count: sql.placeholder('count'),
        priceCents: sql.placeholder('priceCents'),
        status: sql.placeholder('status'),
        statusSince: sql.placeholder('statusSince'),
      })
      .prepare()
    let added = 0
    for (const arcade of rows) {
      const row = toRow(arcade, source)
      insert ??= tx
        .insert(arcades)
        .values(Object.fromEntries(Object.keys(row).map((key) => [key, sql.placeholder(key)])) as Placeholders)
        .returning({ id: arcades.id })
        .prepare()
      const arcadeId = insert.get(row)?.id
      for (const entry of arcade.lineup ?? []) {
        const gameId = gameIds.get(entry.game)
        if (gameId === undefined) throw new Error(`${arcade.slug}: the game "${entry.game}" is not in the catalogue`)
        insertGame.run({
          arcadeId,
          gameId,
          count: entry.count,
          priceCents: entry.price_cents,
          status: entry.status ?? 'working',
          statusSince: entry.status_since ?? null,
        })
      }
      added++
    }
    return added
  })
}

/**
 * The arcades of a sample file, each checked as it is read. A bad entry throws a ZodError naming it (`12.zip`)
 * once the whole file has been read, so the operator sees every problem; nothing is inserted after the first.
 */
function* sampleArcades(file: string): Generator<SampleArcade> {
  const issues: z.core.$ZodIssue[] = []
  let i = 0
  for (const item of jsonArrayItems(file)) {
    const parsed = sampleArcade.safeParse(item)
    if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: [i, ...issue.path] })))
    else if (issues.length === 0) yield parsed.data
    i++
  }
  if (issues.length > 0) throw new z.ZodError(issues)
}

/** Every arcade of a sample file, checked. */
export function readSampleFile(file: string): SampleArcade[] {
  return [...sampleArcades(file)]
}

/**
 * Fills an empty directory from a sample file (the committed one by default); returns how many arcades it added.
 * The file is read a megabyte at a time and inserted as it is read, in one transaction: a 100,000-arcade file
 * (70 MB) never sits in memory whole, and a bad entry anywhere leaves the database empty.
 */
export function seedIfEmpty(db: Db, file = SAMPLE_DATA_PATH): number {
  const existing = db.select({ n: count() }).from(arcades).get()?.n ?? 0
  if (existing > 0) return 0
  return insertArcades(db, sampleArcades(file), 'sample')
}
