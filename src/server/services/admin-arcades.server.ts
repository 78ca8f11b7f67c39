import { and, asc, desc, eq, gt, lt, sql, type SQLWrapper } from 'drizzle-orm'
import { DEFAULT_HOURS, DEFAULT_RADIUS } from '../../shared/constants'
import type { AdminList } from '../../shared/admin-list'
import { FIRST_DIRECTION, type AdminSort } from '../../shared/admin-list-address'
import type { AdminArcade, AdminArcadeData } from '../../shared/admin-arcade'
import { markDataChanged } from '../cache/data-generation.server'
import { lineupGameIds } from './games.server'
import { WRITE_TRANSACTION } from '../db/busy.server'
import type { Db } from '../db/client.server'
import { rowChange } from '../db/row-change.server'
import { arcades, type ArcadeRow } from '../db/schema'
import { locationFields } from '../db/seed.server'
import { structuredHours } from '../hours/structured-hours.server'
import { slugOf } from '../slug.server'
import { fieldsNamedAlike, searchArcadeIds, searchArcadeRows } from './arcades.server'

/** The admin answer (SPEC §3, camelCase), made from the row. */
function toAdminArcade(row: ArcadeRow): AdminArcade {
  return {
    ...fieldsNamedAlike(row),
    zipCode: row.zip,
    reviewCount: row.reviewCount,
    priceRange: row.priceRange,
    openingHours: row.openingHours,
    timeZone: row.timeZone,
    imageUrl: row.imageUrl,
    status: row.status,
    closedOn: row.closedOn,
    checkedAt: row.checkedAt,
    hoursCheckedAt: row.hoursCheckedAt,
    lineupCheckedAt: row.lineupCheckedAt,
    deletedAt: row.deletedAt,
    updatedAt: row.updatedAt,
  }
}

/** Columns of the admin table's sorts; ties go by name, then id, so pages never overlap. */
const SORT_COLUMNS: Record<AdminSort, SQLWrapper[]> = {
  name: [sql`${arcades.name} collate nocase`],
  city: [sql`${arcades.city} collate nocase`],
  state: [arcades.state],
  type: [arcades.type],
  rating: [arcades.rating, arcades.reviewCount],
  updated: [arcades.updatedAt],
}

/**
 * Lists arcades for the dashboard. `query`, `state` and `type` match exactly what public search matches; without
 * `sort` the list is in the search's order, with it the page is read from SQLite in that column's order.
 */
export function listAdminArcades(db: Db, input: AdminList): { data: AdminArcade[]; total: number } {
  const filters = { query: input.query, state: input.state, type: input.type }
  if (!input.sort) {
    const { rows, total } = searchArcadeRows(db, {
      ...filters,
      radius: DEFAULT_RADIUS,
      sort: 'relevance',
      limit: input.limit,
      offset: input.offset,
    })
    return { data: rows.map(toAdminArcade), total }
  }
  const ids = searchArcadeIds(db, filters)
  if (ids.length === 0) return { data: [], total: 0 }
  const direction = (input.dir ?? FIRST_DIRECTION[input.sort]) === 'asc' ? asc : desc
  const rows = db
    .select()
    .from(arcades)
    // One bound JSON array rather than one variable per id: a search may match every arcade.
    .where(sql`${arcades.id} in (select value from json_each(${JSON.stringify(ids)}))`)
    .orderBy(
      ...SORT_COLUMNS[input.sort].map((c) => direction(c)),
      asc(sql`${arcades.name} collate nocase`),
      asc(arcades.id),
    )
    .limit(input.limit)
    .offset(input.offset)
    .all()
  return { data: rows.map(toAdminArcade), total: ids.length }
}

/**
 * A free slug: the name's, else with the city, else with the city and the next number (-2, -3, …). The number
 * is one more than the highest in use, found in one query over the slug index, so the 3,000th duplicate costs
 * what the first does.
 */
function uniqueSlug(db: Pick<Db, 'select'>, name: string, city: string): string {
  const base = slugOf(name, 'arcade')
  const taken = (slug: string) => db.select({ id: arcades.id }).from(arcades).where(eq(arcades.slug, slug)).get()
  if (!taken(base)) return base
  const withCity = `${base}-${slugOf(city, 'city')}`
  if (!taken(withCity)) return withCity
  // Slugs that start with `${withCity}-` sort from there up to `${withCity}.` ('.' follows '-').
  const suffix = sql`substr(${arcades.slug}, ${withCity.length + 2})`
  const highest = db
    .select({ n: sql<number | null>`max(cast(${suffix} as integer))` })
    .from(arcades)
    .where(and(gt(arcades.slug, `${withCity}-`), lt(arcades.slug, `${withCity}.`), sql`${suffix} not glob '*[^0-9]*'`))
    .get()?.n
  return `${withCity}-${Math.max(highest ?? 1, 1) + 1}`
}

/**
 * What an admin save writes. A listing an administrator created or edited is theirs, no longer a sample one
 * (DECISIONS.md `source`), so its "Sample listing" mark goes.
 */
function columns(data: AdminArcadeData) {
  const hours = structuredHours({
    hours: data.hours,
    openingHours: data.openingHours,
    timeZone: data.timeZone,
    latitude: data.latitude,
    longitude: data.longitude,
    state: data.state,
  })
  return {
    source: 'admin' as const,
    name: data.name,
    address: data.address,
    city: data.city,
    zip: data.zipCode,
    phone: data.phone,
    website: data.website,
    type: data.type,
    // SPEC's default text says there are no hours; with opening hours that is untrue, so their text stands in.
    hours: data.hours === DEFAULT_HOURS && hours.openingHours !== null ? hours.openingHours : data.hours,
    ...hours,
    description: data.description,
    imageUrl: data.imageUrl,
    rating: Math.round(data.rating * 10) / 10,
    latitude: data.latitude,
    longitude: data.longitude,
    reviewCount: data.reviewCount,
    priceRange: data.priceRange,
    ...locationFields(data.state, data.city),
  }
}

/**
 * The stored row, read back inside the write's transaction. better-sqlite3 hands back a RETURNING row before the
 * commit and drops the commit's error (a full disk), so writes `.run()`, which throws it, and then read; the
 * transaction's commit throws too, so the row read is only used once it is stored. Nothing runs after the commit
 * that could meet a lock, so a write that met one can be tried again whole (src/server/db/busy.server.ts).
 */
function storedRow(db: Pick<Db, 'select'>, id: number): ArcadeRow | undefined {
  return db.select().from(arcades).where(eq(arcades.id, id)).get()
}

export function createAdminArcade(db: Db, data: AdminArcadeData): AdminArcade {
  // One transaction, so the free slug found is still free when the row is written.
  const after = db.transaction((tx) => {
    const slug = uniqueSlug(tx, data.name, data.city)
    const id = Number(
      tx
        .insert(arcades)
        .values({ ...columns(data), slug })
        .run().lastInsertRowid,
    )
    return storedRow(tx, id)!
  }, WRITE_TRANSACTION)
  markDataChanged({ kind: 'arcade', after })
  return toAdminArcade(after)
}

/** Updates every edited field. The slug is kept on rename (docs/decisions/0004-slug-on-rename.md). */
export function updateAdminArcade(db: Db, id: number, data: AdminArcadeData): AdminArcade | undefined {
  let games: number[] = [] // its game pages list it
  const change = rowChange(
    db,
    (tx) => storedRow(tx, id),
    (tx) => {
      games = lineupGameIds(tx, id)
      tx.update(arcades)
        .set({ ...columns(data), updatedAt: new Date().toISOString() })
        .where(eq(arcades.id, id))
        .run()
    },
  )
  if (!change) return undefined
  const after = change.after!
  markDataChanged({ kind: 'arcade', before: change.before, after, games })
  return toAdminArcade(after)
}

export function deleteAdminArcade(db: Db, id: number): boolean {
  let games: number[] = [] // its lineup goes with it (ON DELETE CASCADE), and off those games' pages
  const change = rowChange(
    db,
    (tx) => storedRow(tx, id),
    (tx) => {
      games = lineupGameIds(tx, id)
      tx.delete(arcades).where(eq(arcades.id, id)).run()
    },
  )
  if (!change) return false
  markDataChanged({ kind: 'arcade', before: change.before, games })
  return true
}
