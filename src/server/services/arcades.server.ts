import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { ArcadeSummary, PublicArcade, SearchParams, SearchResult } from '../../shared/arcade'
import { FEATURED_ARCADES_SHOWN } from '../../shared/constants'
import { findState, type UsState } from '../../shared/us-states'
import type { Db } from '../db/client.server'
import { slugOf } from '../slug.server'
import { arcades, type ArcadeRow } from '../db/schema'
import { MAX_QUERY_WORDS, queryIndex, searchIndexOf, searchWords } from './search-index.server'

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
    latitude: a.latitude,
    longitude: a.longitude,
  }
}

/** Highest rated first; ties by name, then id, so paging is stable. */
const byRating = [desc(arcades.rating), asc(arcades.name), asc(arcades.id)]

/** Searches by free text (word prefixes of name, city, state, state code, ZIP) and filters, through the search index. */
export function searchArcades(db: Db, params: SearchParams): SearchResult {
  const words = params.query === undefined ? [] : searchWords(params.query).slice(0, MAX_QUERY_WORDS)
  if (params.query !== undefined && words.length === 0) return { arcades: [], total: 0 }
  const state = params.state === undefined ? undefined : findState(params.state)
  if (params.state !== undefined && !state) return { arcades: [], total: 0 }
  const { ids, total } = queryIndex(searchIndexOf(db), {
    words,
    typeWords: params.type?.toLowerCase().match(/[a-z0-9]+/g) ?? [],
    stateSlug: state?.slug,
    citySlug: params.city === undefined ? undefined : slugOf(params.city, 'city'),
    zip: params.zip,
    minRating: params.minRating,
    limit: params.limit,
    offset: params.offset,
  })
  return { arcades: rowsByIds(db, ids), total }
}

/** Rows for `ids`, in the order of `ids` (one parameter however many ids: a page may hold 2,000). */
function rowsByIds(db: Db, ids: number[]): PublicArcade[] {
  if (ids.length === 0) return []
  const rows = db
    .select()
    .from(arcades)
    .where(sql`${arcades.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
    .all()
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
