import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm'
import type { PublicArcade } from '../../shared/arcade'
import { splitTypes } from '../../shared/arcade-types'
import { FEATURED_ARCADES_SHOWN, OTHER_STATES_LISTED, POPULAR_CITIES } from '../../shared/constants'
import { US_STATES, type UsState } from '../../shared/us-states'
import { slugify } from '../../lib/slug'
import { onDataChange } from '../cache/data-generation.server'
import type { Db } from '../db/client.server'
import { arcades } from '../db/schema'
import {
  arcadesOfCity,
  citiesOfState,
  countOfCity,
  featuredArcades,
  otherArcadesInCity,
  type CitySummary,
} from './arcades.server'

/**
 * Site-wide figures (counts, top cities, featured links) change only when an administrator edits
 * the directory, so they are computed once and kept until the data changes.
 */
const cache = new Map<string, unknown>()
onDataChange(() => cache.clear())

function cached<T>(key: string, compute: () => T): T {
  if (cache.has(key)) return cache.get(key) as T
  const value = compute()
  cache.set(key, value)
  return value
}

export interface SiteStats {
  arcadeCount: number
  stateCount: number
  sampleCount: number
}

export function siteStats(db: Db): SiteStats {
  return cached('stats', () => {
    const row = db
      .select({
        arcadeCount: count(),
        stateCount: sql<number>`count(distinct ${arcades.stateSlug})`,
        sampleCount: sql<number>`coalesce(sum(${arcades.source} = 'sample'), 0)`,
      })
      .from(arcades)
      .get()
    return row ?? { arcadeCount: 0, stateCount: 0, sampleCount: 0 }
  })
}

export interface StateSummary extends UsState {
  count: number
}

/** All 50 states with their arcade counts, alphabetical. */
export function statesWithCounts(db: Db): StateSummary[] {
  return cached('states', () => {
    const counts = new Map(
      db
        .select({ slug: arcades.stateSlug, n: count() })
        .from(arcades)
        .groupBy(arcades.stateSlug)
        .all()
        .map((r) => [r.slug, r.n]),
    )
    return US_STATES.map((s) => ({ ...s, count: counts.get(s.slug) ?? 0 }))
  })
}

export interface CityLink {
  name: string
  slug: string
  stateName: string
  stateSlug: string
  count: number
}

/** Cities with the most arcades, in one state or nationwide. */
export function topCities(db: Db, limit: number, stateSlug?: string): CityLink[] {
  return cached(`top-cities:${stateSlug ?? '*'}:${limit}`, () =>
    db
      .select({
        name: sql<string>`min(${arcades.city})`,
        slug: arcades.citySlug,
        stateName: sql<string>`min(${arcades.state})`,
        stateSlug: arcades.stateSlug,
        count: count(),
      })
      .from(arcades)
      .where(stateSlug ? eq(arcades.stateSlug, stateSlug) : undefined)
      .groupBy(arcades.stateSlug, arcades.citySlug)
      .orderBy(desc(count()), asc(arcades.citySlug))
      .limit(limit)
      .all(),
  )
}

/** The home page's six popular cities with live counts; a city without arcades is left out (no broken links). */
export function popularCities(db: Db): CityLink[] {
  return cached('popular-cities', () =>
    POPULAR_CITIES.map(({ city, state }) => {
      const stateSlug = slugify(state)
      const citySlug = slugify(city)
      const n =
        db
          .select({ n: count() })
          .from(arcades)
          .where(and(eq(arcades.stateSlug, stateSlug), eq(arcades.citySlug, citySlug)))
          .get()?.n ?? 0
      return { name: city, slug: citySlug, stateName: state, stateSlug, count: n }
    }).filter((c) => c.count > 0),
  )
}

export function featuredLinks(db: Db): PublicArcade[] {
  return cached('featured', () => featuredArcades(db, FEATURED_ARCADES_SHOWN))
}

/** How many cities of a state the state page shows as groups, and how many arcades per group. */
export const STATE_PAGE_GROUPS = 12
export const STATE_PAGE_GROUP_SIZE = 6

export interface StatePageData {
  state: UsState
  arcadeCount: number
  cities: CitySummary[]
  groups: { city: CitySummary; arcades: PublicArcade[] }[]
  otherStates: StateSummary[]
}

export function statePageData(db: Db, state: UsState): StatePageData {
  const cities = citiesOfState(db, state)
  const largest = [...cities].sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug))
  const groups = largest
    .slice(0, STATE_PAGE_GROUPS)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((city) => ({
      city,
      arcades: arcadesOfCity(db, state, city.slug, { limit: STATE_PAGE_GROUP_SIZE, offset: 0 }),
    }))
  const otherStates = statesWithCounts(db)
    .filter((s) => s.slug !== state.slug && s.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, OTHER_STATES_LISTED)
  return {
    state,
    arcadeCount: cities.reduce((n, c) => n + c.count, 0),
    cities,
    groups,
    otherStates,
  }
}

/** The city page shows at most this many arcades; larger cities link to search for the rest. */
export const CITY_PAGE_LIMIT = 200

export interface CityPageData {
  state: UsState
  city: { name: string; slug: string }
  arcadeCount: number
  arcades: PublicArcade[]
  typeCounts: { type: string; count: number }[]
  nearbyCities: CityLink[]
  similarCities: CityLink[]
}

export function cityPageData(db: Db, state: UsState, citySlug: string): CityPageData | undefined {
  const list = arcadesOfCity(db, state, citySlug, { limit: CITY_PAGE_LIMIT, offset: 0 })
  const first = list[0]
  if (!first) return undefined
  const typeRows = db
    .select({ type: arcades.type })
    .from(arcades)
    .where(and(eq(arcades.stateSlug, state.slug), eq(arcades.citySlug, first.city_slug)))
    .all()
  const tally = new Map<string, number>()
  for (const { type } of typeRows) for (const t of splitTypes(type)) tally.set(t, (tally.get(t) ?? 0) + 1)
  const typeCounts = [...tally].map(([type, n]) => ({ type, count: n })).sort((a, b) => b.count - a.count)
  return {
    state,
    city: { name: first.city, slug: first.city_slug },
    arcadeCount: list.length < CITY_PAGE_LIMIT ? list.length : countOfCity(db, state, first.city_slug),
    arcades: list,
    typeCounts,
    nearbyCities: topCities(db, 9, state.slug)
      .filter((c) => c.slug !== first.city_slug)
      .slice(0, 8),
    similarCities: topCities(db, 9)
      .filter((c) => !(c.slug === first.city_slug && c.stateSlug === state.slug))
      .slice(0, 8),
  }
}

export interface ArcadeDetailData {
  arcade: PublicArcade
  otherInCity: PublicArcade[]
  featured: PublicArcade[]
  californiaCities: CityLink[]
  states: StateSummary[]
}

export function arcadeDetailData(db: Db, arcade: PublicArcade): ArcadeDetailData {
  return {
    arcade,
    otherInCity: otherArcadesInCity(db, arcade, 6),
    featured: featuredLinks(db).filter((a) => a.id !== arcade.id),
    californiaCities: topCities(db, 6, 'california'),
    states: statesWithCounts(db).filter((s) => s.count > 0),
  }
}

export interface SitemapEntry {
  path: string
  lastModified: string
}

/** Every city and arcade page of one state, with last-modified dates. */
export function sitemapOfState(db: Db, state: UsState): SitemapEntry[] {
  const rows = db
    .select({ slug: arcades.slug, citySlug: arcades.citySlug, updatedAt: arcades.updatedAt })
    .from(arcades)
    .where(eq(arcades.stateSlug, state.slug))
    .orderBy(asc(arcades.citySlug), asc(arcades.slug))
    .all()
  const cityModified = new Map<string, string>()
  for (const r of rows) {
    if ((cityModified.get(r.citySlug) ?? '') < r.updatedAt) cityModified.set(r.citySlug, r.updatedAt)
  }
  return [
    ...[...cityModified].map(([city, lastModified]) => ({ path: `/arcades/${state.slug}/${city}`, lastModified })),
    ...rows.map((r) => ({ path: `/arcade/${r.slug}`, lastModified: r.updatedAt })),
  ]
}

/** Last change per state, for the sitemap index. */
export function stateLastModified(db: Db): Map<string, string> {
  return new Map(
    db
      .select({ slug: arcades.stateSlug, at: max(arcades.updatedAt) })
      .from(arcades)
      .groupBy(arcades.stateSlug)
      .all()
      .map((r) => [r.slug, r.at ?? '']),
  )
}
