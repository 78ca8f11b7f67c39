import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm'
import type { ArcadeSummary } from '../../shared/arcade'
import type { ArcadeWithLineup } from '../../shared/lineup'
import { splitTypes } from '../../shared/arcade-types'
import {
  DEFAULT_RADIUS,
  CITY_PAGE_SIZE,
  FEATURED_ARCADES_SHOWN,
  OTHER_STATES_LISTED,
  POPULAR_CITIES,
  STATE_GROUP_ARCADES,
  STATE_PAGE_CITIES,
  TYPE_GROUP_ARCADES,
} from '../../shared/constants'
import { US_STATES, type UsState } from '../../shared/us-states'
import { phoneDisplay, type PhoneDisplay } from '../../lib/phone'
import { openingHoursSpecification, weekRows, type WeekRow } from '../../shared/week-table'
import { slugify } from '../../lib/slug'
import { validCoordinates } from '../../lib/geo'
import { freshnessOf, type Freshness } from '../../lib/freshness'
import { now } from '../auth/clock.server'
import { cityKey, DependentCache, dependsOn, SAMPLES_KEY, SITEMAP_KEY, TOTALS_KEY } from '../cache/dependencies.server'
import type { Db } from '../db/client.server'
import { arcades, LISTED } from '../db/schema'
import { popularGames } from './games.server'
import type { PopularGame } from '../../shared/lineup'
import { slugOf } from '../slug.server'
import {
  arcadesOfCity,
  citiesOfState,
  featuredArcades,
  otherArcadesInCity,
  searchArcades,
  toArcadeSummary,
  type CitySummary,
} from './arcades.server'

/**
 * Site-wide figures (counts, top cities, featured links) change only when an administrator edits
 * the directory, so they are computed once and kept until a change of what they read
 * (docs/decisions/0035-scoped-invalidation.md).
 */
const figures = new DependentCache()

/** A count of arcades across states or cities: it moves only when an arcade comes, goes or moves. */
function counted<T>(key: string, compute: () => T): T {
  return figures.get(key, () => {
    dependsOn(TOTALS_KEY)
    return compute()
  })
}

export interface SiteStats {
  arcadeCount: number
  stateCount: number
  sampleCount: number
}

export function siteStats(db: Db): SiteStats {
  return counted('stats', () => {
    dependsOn(SAMPLES_KEY)
    const row = db
      .select({
        arcadeCount: count(),
        stateCount: sql<number>`count(distinct ${arcades.stateSlug})`,
        sampleCount: sql<number>`coalesce(sum(${arcades.source} = 'sample'), 0)`,
      })
      .from(arcades)
      .where(LISTED)
      .get()
    return row ?? { arcadeCount: 0, stateCount: 0, sampleCount: 0 }
  })
}

export interface StateSummary extends UsState {
  count: number
}

/** All 50 states with their arcade counts, alphabetical. */
export function statesWithCounts(db: Db): StateSummary[] {
  return counted('states', () => {
    const counts = new Map(
      db
        .select({ slug: arcades.stateSlug, n: count() })
        .from(arcades)
        .where(LISTED)
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
  return counted(`top-cities:${stateSlug ?? '*'}:${limit}`, () =>
    db
      .select({
        name: sql<string>`min(${arcades.city})`,
        slug: arcades.citySlug,
        stateName: sql<string>`min(${arcades.state})`,
        stateSlug: arcades.stateSlug,
        count: count(),
      })
      .from(arcades)
      .where(stateSlug ? and(eq(arcades.stateSlug, stateSlug), LISTED) : LISTED)
      .groupBy(arcades.stateSlug, arcades.citySlug)
      .orderBy(desc(count()), asc(arcades.citySlug))
      .limit(limit)
      .all(),
  )
}

/** The home page's six popular cities with live counts; a city without arcades is left out (no broken links). */
export function popularCities(db: Db): CityLink[] {
  return counted('popular-cities', () =>
    POPULAR_CITIES.map(({ city, state }) => {
      const stateSlug = slugify(state)
      const citySlug = slugOf(city, 'city')
      const n =
        db
          .select({ n: count() })
          .from(arcades)
          .where(and(eq(arcades.stateSlug, stateSlug), eq(arcades.citySlug, citySlug), LISTED))
          .get()?.n ?? 0
      return { name: city, slug: citySlug, stateName: state, stateSlug, count: n }
    }).filter((c) => c.count > 0),
  )
}

/** The home page's featured arcades and the next best ("more to explore"), as cards. */
export function featuredLinks(db: Db, limit = FEATURED_ARCADES_SHOWN): ArcadeSummary[] {
  return figures.get(`featured:${limit}`, () => featuredArcades(db, limit).map(toArcadeSummary))
}

/** Cities of a state with their counts, alphabetical; kept until the data changes. */
function citiesOf(db: Db, state: UsState): CitySummary[] {
  return figures.get(`cities:${state.slug}`, () => citiesOfState(db, state))
}

/** The pages a list of `total` items fills at `size` per page (at least one, so an empty list has a page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

function requirePage(page: number, pages: number): void {
  if (page > pages) throw new PageNotFound()
}

/** A page number past the last page: the page does not exist (404), like an unknown city. */
export class PageNotFound extends Error {}

export interface Paging {
  page: number
  pageCount: number
}

export interface StatePageData {
  state: UsState
  arcadeCount: number
  cityCount: number
  /** Every city of the state, alphabetical: each page lists them all, whichever page of arcades it shows. */
  cities: CitySummary[]
  paging: Paging
  /** This page's cities, alphabetical, each with its best arcades. */
  groups: { city: CitySummary; arcades: ArcadeSummary[] }[]
  otherStates: StateSummary[]
  /** The games most of its arcades have (issue 19). */
  popularGames: PopularGame[]
}

/** One page of a state: STATE_PAGE_CITIES cities in alphabetical order, each with its best few arcades. */
export function statePageData(db: Db, state: UsState, page: number): StatePageData {
  const cities = citiesOf(db, state)
  const paging = { page, pageCount: pageCount(cities.length, STATE_PAGE_CITIES) }
  requirePage(page, paging.pageCount)
  const groups = cities.slice((page - 1) * STATE_PAGE_CITIES, page * STATE_PAGE_CITIES).map((city) => ({
    city,
    arcades: arcadesOfCity(db, state, city.slug, { limit: STATE_GROUP_ARCADES, offset: 0 }).map(toArcadeSummary),
  }))
  const otherStates = figures
    .get('other-states', () =>
      statesWithCounts(db)
        .filter((s) => s.count > 0)
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    )
    .filter((s) => s.slug !== state.slug)
    .slice(0, OTHER_STATES_LISTED)
  return {
    state,
    arcadeCount: statesWithCounts(db).find((s) => s.slug === state.slug)?.count ?? 0,
    cityCount: cities.length,
    cities,
    paging,
    groups,
    otherStates,
    popularGames: popularGames(db, state.slug),
  }
}

export interface TypeGroup {
  type: string
  count: number
  /** The best few of this type; the page links to the matching search for all of them. */
  arcades: ArcadeSummary[]
}

export interface CityPageData {
  state: UsState
  city: { name: string; slug: string }
  arcadeCount: number
  paging: Paging
  /** This page of the city's arcades, best rated first. */
  arcades: ArcadeSummary[]
  typeGroups: TypeGroup[]
  nearbyCities: CityLink[]
  similarCities: CityLink[]
  /** The games most of its arcades have (issue 19). */
  popularGames: PopularGame[]
}

/** The city's name and per-type counts; undefined for a city without arcades. Kept until the data changes. */
function cityFacts(db: Db, state: UsState, citySlug: string) {
  return figures.get(`city:${state.slug}:${citySlug}`, () => {
    dependsOn(cityKey(state.slug, citySlug))
    const rows = db
      .select({ city: arcades.city, type: arcades.type })
      .from(arcades)
      .where(and(eq(arcades.stateSlug, state.slug), eq(arcades.citySlug, citySlug), LISTED))
      .all()
    const first = rows[0]
    if (!first) return undefined
    const tally = new Map<string, number>()
    for (const { type } of rows) for (const t of splitTypes(type)) tally.set(t, (tally.get(t) ?? 0) + 1)
    const typeCounts = [...tally]
      .map(([type, n]) => ({ type, count: n }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type))
    return { name: first.city, count: rows.length, typeCounts }
  })
}

/** One page of a city: CITY_PAGE_SIZE arcades best rated first, plus the best few of each type. */
export function cityPageData(db: Db, state: UsState, citySlug: string, page: number): CityPageData | undefined {
  const slug = citySlug.trim().toLowerCase()
  const facts = cityFacts(db, state, slug)
  if (!facts) return undefined
  const paging = { page, pageCount: pageCount(facts.count, CITY_PAGE_SIZE) }
  requirePage(page, paging.pageCount)
  const typeGroups = facts.typeCounts.map((t) => ({
    ...t,
    arcades: searchArcades(db, {
      state: state.slug,
      city: facts.name,
      type: t.type,
      radius: DEFAULT_RADIUS,
      sort: 'relevance',
      limit: TYPE_GROUP_ARCADES,
      offset: 0,
    }).arcades.map(toArcadeSummary),
  }))
  return {
    state,
    city: { name: facts.name, slug },
    arcadeCount: facts.count,
    paging,
    arcades: arcadesOfCity(db, state, slug, { limit: CITY_PAGE_SIZE, offset: (page - 1) * CITY_PAGE_SIZE }).map(
      toArcadeSummary,
    ),
    typeGroups,
    nearbyCities: topCities(db, 9, state.slug)
      .filter((c) => c.slug !== slug)
      .slice(0, 8),
    similarCities: topCities(db, 9)
      .filter((c) => !(c.slug === slug && c.stateSlug === state.slug))
      .slice(0, 8),
    popularGames: popularGames(db, state.slug, slug),
  }
}

export interface ArcadeDetailData {
  arcade: ArcadeWithLineup
  /** The phone as the page shows it: formatted here, so the phone rules never reach the public bundle. */
  phone: PhoneDisplay | null
  otherInCity: ArcadeSummary[]
  featured: ArcadeSummary[]
  californiaCities: CityLink[]
  /**
   * The regular week as the page's table rows and its schema.org data, worked out here: the code for them stays out
   * of the public bundle (the browser only reads open now). Null without a regular week.
   */
  week: { rows: WeekRow[]; specification: ReturnType<typeof openingHoursSpecification> } | null
  /**
   * When the listing was last checked, and whether it is long enough ago to ask visitors to help (issue 20): worked
   * out at render time, so server and browser markup agree; the render cache keeps a page minutes, never months.
   */
  freshness: Freshness
}

export function arcadeDetailData(db: Db, arcade: ArcadeWithLineup): ArcadeDetailData {
  // The page shows these link blocks in place of "Nearby arcades", which an arcade with a place on the map has. Left
  // out there, so that its page does not go stale with every change of the featured list or of a Californian city.
  const unplaced = !validCoordinates(arcade.latitude, arcade.longitude)
  return {
    arcade,
    phone: phoneDisplay(arcade.phone),
    otherInCity: unplaced ? otherArcadesInCity(db, arcade, 6).map(toArcadeSummary) : [],
    featured: unplaced ? featuredLinks(db).filter((a) => a.id !== arcade.id) : [],
    californiaCities: unplaced ? topCities(db, 6, 'california') : [],
    week: arcade.weekly_hours && {
      rows: weekRows(arcade.weekly_hours),
      specification: openingHoursSpecification(arcade.weekly_hours),
    },
    // A listing closed for good is not one to check again.
    freshness: { ...freshnessOf(arcade, now()), ...(arcade.status === 'permanently_closed' && { stale: false }) },
  }
}

export interface SitemapEntry {
  path: string
  lastModified: string
}

/** Every page of one state's directory (its later state pages, every page of each city, each arcade), with last-modified dates. */
export function sitemapOfState(db: Db, state: UsState): SitemapEntry[] {
  dependsOn(SITEMAP_KEY)
  const rows = db
    .select({ slug: arcades.slug, citySlug: arcades.citySlug, updatedAt: arcades.updatedAt })
    .from(arcades)
    .where(and(eq(arcades.stateSlug, state.slug), LISTED))
    .orderBy(asc(arcades.citySlug), asc(arcades.slug))
    .all()
  const cities = new Map<string, { lastModified: string; count: number }>()
  let stateModified = ''
  for (const r of rows) {
    const city = cities.get(r.citySlug) ?? { lastModified: '', count: 0 }
    city.count++
    if (city.lastModified < r.updatedAt) city.lastModified = r.updatedAt
    if (stateModified < r.updatedAt) stateModified = r.updatedAt
    cities.set(r.citySlug, city)
  }
  const paged = (path: string, pages: number, lastModified: string) =>
    Array.from({ length: pages }, (_, i) => ({ path: i === 0 ? path : `${path}?page=${i + 1}`, lastModified }))
  const statePath = `/arcades/${state.slug}`
  return [
    // Page 1 of the state is listed with the site's pages (pages.xml).
    ...paged(statePath, pageCount(cities.size, STATE_PAGE_CITIES), stateModified).slice(1),
    ...[...cities].flatMap(([city, { lastModified, count }]) =>
      paged(`${statePath}/${city}`, pageCount(count, CITY_PAGE_SIZE), lastModified),
    ),
    ...rows.map((r) => ({ path: `/arcade/${r.slug}`, lastModified: r.updatedAt })),
  ]
}

/** Last change per state, for the sitemap index. */
export function stateLastModified(db: Db): Map<string, string> {
  dependsOn(SITEMAP_KEY)
  return new Map(
    db
      .select({ slug: arcades.stateSlug, at: max(arcades.updatedAt) })
      .from(arcades)
      .where(LISTED)
      .groupBy(arcades.stateSlug)
      .all()
      .map((r) => [r.slug, r.at ?? '']),
  )
}
