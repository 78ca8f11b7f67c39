import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm'
import { DEFAULT_HOURS, DEFAULT_RADIUS } from '../../shared/constants'
import type { AdminList } from '../../shared/admin-list'
import { FIRST_DIRECTION, type AdminSort } from '../../shared/admin-list-address'
import type { AdminArcade, AdminArcadeData } from '../../shared/admin-arcade'
import type { Db } from '../db/client.server'
import { likeText } from '../db/like-text.server'
import { changeListing, type ListingActor } from './listing-writes.server'
import { arcades, type ArcadeRow } from '../db/schema'
import { locationFields } from '../db/seed.server'
import { structuredHours } from '../hours/structured-hours.server'
import { slugOf } from '../slug.server'
import { fieldsNamedAlike, searchArcadeIds, searchArcadeRows } from './arcades.server'

/** The admin answer (SPEC §3, camelCase), made from the row. */
export function toAdminArcade(row: ArcadeRow): AdminArcade {
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
  if (input.status !== 'listed') return listUnlistedArcades(db, input)
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
 * The arcades the search index does not hold (closed for good, or deleted): few, so read from SQLite through their
 * partial indexes, the text found in the name, city or ZIP code. Newest deletions first on the Deleted list.
 */
function listUnlistedArcades(db: Db, input: AdminList): { data: AdminArcade[]; total: number } {
  const where = and(
    input.status === 'deleted'
      ? isNotNull(arcades.deletedAt)
      : and(eq(arcades.status, 'permanently_closed'), isNull(arcades.deletedAt)),
    input.query === undefined
      ? undefined
      : or(
          sql`${arcades.name} LIKE ${`%${likeText(input.query)}%`} ESCAPE '\\'`,
          sql`${arcades.city} LIKE ${`%${likeText(input.query)}%`} ESCAPE '\\'`,
          sql`${arcades.zip} LIKE ${`%${likeText(input.query)}%`} ESCAPE '\\'`,
        ),
    input.state === undefined ? undefined : eq(arcades.stateSlug, input.state),
    input.type === undefined ? undefined : sql`(',' || ${arcades.type} || ',') LIKE ${`%,${input.type},%`}`,
  )
  const direction = (input.dir ?? (input.sort ? FIRST_DIRECTION[input.sort] : 'asc')) === 'asc' ? asc : desc
  const order = input.sort
    ? SORT_COLUMNS[input.sort].map((c) => direction(c))
    : input.status === 'deleted'
      ? [desc(arcades.deletedAt)]
      : [desc(arcades.closedOn)]
  const rows = db
    .select()
    .from(arcades)
    .where(where)
    .orderBy(...order, asc(sql`${arcades.name} collate nocase`), asc(arcades.id))
    .limit(input.limit)
    .offset(input.offset)
    .all()
  const total = db.select({ n: count() }).from(arcades).where(where).get()!.n
  return { data: rows.map(toAdminArcade), total }
}

/**
 * A free slug: the name's, else with the city, else with the city and the next number (-2, -3, …). The number
 * is one more than the highest in use, found in one query over the slug index, so the 3,000th duplicate costs
 * what the first does.
 */
export function uniqueSlug(db: Pick<Db, 'select'>, name: string, city: string): string {
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
 * What an admin save (or an import, `source` 'import') writes. A listing an administrator created or edited is
 * theirs, no longer a sample one (DECISIONS.md `source`), so its "Sample listing" mark goes.
 */
export function storedColumns(data: AdminArcadeData, source: 'admin' | 'import' = 'admin') {
  const hours = structuredHours({
    hours: data.hours,
    openingHours: data.openingHours,
    timeZone: data.timeZone,
    latitude: data.latitude,
    longitude: data.longitude,
    state: data.state,
  })
  return {
    source,
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
    // A save without a status keeps the arcade's; a new arcade is open.
    ...(data.status !== undefined && { status: data.status, closedOn: data.closedOn ?? null }),
  }
}

/** A new arcade's columns, with a slug free in the open write transaction (an accepted suggestion uses it too). */
export function newArcadeColumns(tx: Pick<Db, 'select'>, data: AdminArcadeData) {
  return { ...storedColumns(data), slug: uniqueSlug(tx, data.name, data.city) }
}

export function createAdminArcade(db: Db, actor: ListingActor, data: AdminArcadeData): AdminArcade {
  // One transaction, so the free slug found is still free when the row is written.
  const write = changeListing(db, actor, undefined, (tx) => ({ kind: 'create', columns: newArcadeColumns(tx, data) }))
  return toAdminArcade(write!.after)
}

/**
 * Updates every edited field, with one revision of what changed (none when nothing did). The slug is kept on
 * rename (docs/decisions/0004-slug-on-rename.md). Undefined for an unknown or deleted arcade.
 */
export function updateAdminArcade(
  db: Db,
  actor: ListingActor,
  id: number,
  data: AdminArcadeData,
): AdminArcade | undefined {
  const write = changeListing(db, actor, id, { kind: 'update', columns: storedColumns(data) })
  return write && toAdminArcade(write.after)
}

/** Deletes the arcade softly: it leaves every public page and list, keeps its slug and history, and can be restored. */
export function deleteAdminArcade(db: Db, actor: ListingActor, id: number): boolean {
  return changeListing(db, actor, id, { kind: 'delete', deleted: true }) !== undefined
}
