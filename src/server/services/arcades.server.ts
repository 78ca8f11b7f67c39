import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { ArcadeSummary, PublicArcade, SearchParams, SearchResult } from '../../shared/arcade'
import { FEATURED_ARCADES_SHOWN } from '../../shared/constants'
import { findState, type UsState } from '../../shared/us-states'
import { slugify } from '../../lib/slug'
import type { Db } from '../db/client.server'
import { arcades, type ArcadeRow } from '../db/schema'

export function toPublicArcade(row: ArcadeRow): PublicArcade {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    type: row.type,
    hours: row.hours,
    description: row.description,
    image_url: row.imageUrl,
    rating: row.rating,
    latitude: row.latitude,
    longitude: row.longitude,
    review_count: row.reviewCount,
    price_range: row.priceRange,
    featured: row.featured,
    source: row.source,
    state_code: row.stateCode,
    state_slug: row.stateSlug,
    city_slug: row.citySlug,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function toArcadeSummary(a: PublicArcade): ArcadeSummary {
  return {
    id: a.id,
    name: a.name,
    slug: a.slug,
    city: a.city,
    state_code: a.state_code,
    type: a.type,
    rating: a.rating,
    review_count: a.review_count,
    image_url: a.image_url,
    source: a.source,
  }
}

/** Highest rated first; ties by name, then id, so paging is stable. */
const byRating = [desc(arcades.rating), asc(arcades.name), asc(arcades.id)]

const TEXT_COLUMNS = '{name city state state_code zip}'

/** Words of free text as FTS5 prefix terms ("hous tx" -> "hous"* AND "tx"*); null when there are none. */
function textMatch(text: string | undefined): string | null {
  const words = (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g)
  if (!words) return null
  return `${TEXT_COLUMNS} : (${words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(' AND ')})`
}

function typeMatch(type: string | undefined): string | null {
  const words = type?.toLowerCase().match(/[a-z0-9]+/g)
  return words ? `types : "${words.join(' ')}"` : null
}

/** Searches by free text (word prefixes of name, city, state, state code, ZIP) and filters. */
export function searchArcades(db: Db, params: SearchParams): SearchResult {
  const filters: SQL[] = []
  if (params.state !== undefined) {
    const state = findState(params.state)
    if (!state) return { arcades: [], total: 0 }
    filters.push(eq(arcades.stateSlug, state.slug))
  }
  if (params.city !== undefined) filters.push(eq(arcades.citySlug, slugify(params.city)))
  if (params.zip !== undefined) filters.push(eq(arcades.zip, params.zip))
  if (params.minRating !== undefined) filters.push(gte(arcades.rating, params.minRating))

  const text = textMatch(params.query)
  const match = [text, typeMatch(params.type)].filter(Boolean).join(' AND ')
  if (params.query !== undefined && !text) return { arcades: [], total: 0 }

  if (!match) {
    const where = filters.length ? and(...filters) : undefined
    const rows = db
      .select()
      .from(arcades)
      .where(where)
      .orderBy(...byRating)
      .limit(params.limit)
      .offset(params.offset)
      .all()
    const total = db.select({ n: count() }).from(arcades).where(where).get()?.n ?? 0
    return { arcades: rows.map(toPublicArcade), total }
  }

  // Full-text path: the FTS index picks and ranks ids (name weighs most), then rows are fetched by id.
  const where = sql.join([sql`arcades_fts MATCH ${match}`, ...filters], sql` AND `)
  const ranked = db.all<{ id: number }>(sql`
    SELECT ${arcades.id} AS id FROM arcades_fts JOIN ${arcades} ON ${arcades.id} = arcades_fts.rowid
    WHERE ${where}
    ORDER BY ${text ? sql`bm25(arcades_fts, 10, 4, 2, 2, 4, 0), ` : sql``}${arcades.rating} DESC, ${arcades.name}, ${arcades.id}
    LIMIT ${params.limit} OFFSET ${params.offset}`)
  const totalRow = db.get<{ n: number }>(sql`
    SELECT count(*) AS n FROM arcades_fts JOIN ${arcades} ON ${arcades.id} = arcades_fts.rowid WHERE ${where}`)
  return {
    arcades: rowsByIds(
      db,
      ranked.map((r) => r.id),
    ),
    total: totalRow?.n ?? 0,
  }
}

/** Rows for `ids`, in the order of `ids`. */
function rowsByIds(db: Db, ids: number[]): PublicArcade[] {
  if (ids.length === 0) return []
  const rows = db.select().from(arcades).where(inArray(arcades.id, ids)).all()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toPublicArcade(row)] : []
  })
}

/** The home page's featured arcades: those marked featured, topped up with the best rated. */
export function featuredArcades(db: Db, limit = FEATURED_ARCADES_SHOWN): PublicArcade[] {
  const rows = db
    .select()
    .from(arcades)
    .orderBy(desc(arcades.featured), ...byRating)
    .limit(limit)
    .all()
  return rows.map(toPublicArcade)
}

export function arcadeBySlug(db: Db, slug: string): PublicArcade | undefined {
  const row = db.select().from(arcades).where(eq(arcades.slug, slug.trim().toLowerCase())).get()
  return row && toPublicArcade(row)
}

export function stateBySlug(slug: string): UsState | undefined {
  const state = findState(slug)
  return state && state.slug === slug.trim().toLowerCase() ? state : undefined
}

export interface Page {
  limit: number
  offset: number
}

export function arcadesOfState(db: Db, state: UsState, page: Page): PublicArcade[] {
  return db
    .select()
    .from(arcades)
    .where(eq(arcades.stateSlug, state.slug))
    .orderBy(asc(arcades.citySlug), ...byRating)
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map(toPublicArcade)
}

export interface CitySummary {
  name: string
  slug: string
  count: number
}

/** Cities of a state with their arcade counts, alphabetical. */
export function citiesOfState(db: Db, state: UsState): CitySummary[] {
  return db
    .select({ name: sql<string>`min(${arcades.city})`, slug: arcades.citySlug, count: count() })
    .from(arcades)
    .where(eq(arcades.stateSlug, state.slug))
    .groupBy(arcades.citySlug)
    .orderBy(asc(arcades.citySlug))
    .all()
}

export function arcadesOfCity(db: Db, state: UsState, citySlug: string, page: Page): PublicArcade[] {
  return db
    .select()
    .from(arcades)
    .where(and(eq(arcades.stateSlug, state.slug), eq(arcades.citySlug, citySlug.trim().toLowerCase())))
    .orderBy(...byRating)
    .limit(page.limit)
    .offset(page.offset)
    .all()
    .map(toPublicArcade)
}

/** Other arcades of the same city, best rated first. */
export function otherArcadesInCity(db: Db, arcade: PublicArcade, limit: number): PublicArcade[] {
  return db
    .select()
    .from(arcades)
    .where(
      and(eq(arcades.stateSlug, arcade.state_slug), eq(arcades.citySlug, arcade.city_slug), ne(arcades.id, arcade.id)),
    )
    .orderBy(...byRating)
    .limit(limit)
    .all()
    .map(toPublicArcade)
}
