import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import { haversineMiles, roundMiles } from '../../lib/distance'
import { validCoordinates } from '../../lib/geo'
import type { ArcadeSummary, PublicArcade, SearchArcade, SearchPageData, SearchResult } from '../../shared/arcade'
import type { ArcadeWithLineup } from '../../shared/lineup'
import type { SearchAddress } from '../../shared/search-address'
import { searchPageParams } from '../../shared/search-page'
import { zipInQuery, type NearPlace, type SearchParams } from '../../shared/search-params'
import { FEATURED_ARCADES_SHOWN } from '../../shared/constants'
import type { WeekHours } from '../../shared/week-hours'
import { now } from '../auth/clock.server'
import { findState, type UsState } from '../../shared/us-states'
import { builtOnce, type Db } from '../db/client.server'
import { tableRows } from '../db/table-rows.server'
import { slugOf } from '../slug.server'
import {
  arcadeKey,
  cityKey,
  dependsOn,
  dependsOnArcades,
  gameArcadesKey,
  gameKey,
  dependsOnFeatured,
  dependsOnNearby,
  slugKey,
  stateKey,
} from '../cache/dependencies.server'
import { arcades, LISTED, PRESENT, type ArcadeRow } from '../db/schema'
import { knownZip, originOf, UnknownSearchValue, type Origin } from './near.server'
import { GAME_KINDS } from '../../shared/game-kinds'
import type { GameKindCounts, GameLink } from '../../shared/arcade'
import { lineupOf } from './games.server'
import { openAt } from './open-now.server'
import { readWords } from './query-words.server'
import { MAX_QUERY_WORDS, searchIndexOf, searchWords, type IndexQuery, type SearchIndex } from './search-index.server'
import { correctedSearch } from './spelling.server'

/**
 * The fields a row, the public answer and the admin answer all name alike; each answer adds its own names for the
 * rest (SPEC §3: the public one in snake_case, the admin one in camelCase), mapped straight from the row.
 */
export function fieldsNamedAlike(row: ArcadeRow) {
  const {
    id,
    name,
    slug,
    type,
    description,
    address,
    city,
    state,
    phone,
    website,
    rating,
    hours,
    latitude,
    longitude,
  } = row
  return { id, name, slug, type, description, address, city, state, phone, website, rating, hours, latitude, longitude }
}

export function toPublicArcade(row: ArcadeRow): PublicArcade {
  return {
    ...fieldsNamedAlike(row),
    zip: row.zip,
    opening_hours: row.openingHours,
    weekly_hours: row.weeklyHours === null ? null : (JSON.parse(row.weeklyHours) as WeekHours),
    time_zone: row.timeZone,
    image_url: row.imageUrl,
    review_count: row.reviewCount,
    price_range: row.priceRange,
    featured: row.featured,
    source: row.source,
    state_code: row.stateCode,
    state_slug: row.stateSlug,
    city_slug: row.citySlug,
    game_count: row.gameCount,
    status: row.status,
    closed_on: row.closedOn,
    checked_at: row.checkedAt,
    hours_checked_at: row.hoursCheckedAt,
    osm_ref: row.osmRef,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

export function toArcadeSummary(a: SearchArcade): ArcadeSummary {
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
    weekly_hours: a.weekly_hours,
    time_zone: a.time_zone,
    latitude: a.latitude,
    longitude: a.longitude,
    status: a.status,
    closed_on: a.closed_on,
    checked_at: a.checked_at,
    hours_checked_at: a.hours_checked_at,
    ...(a.distance_miles === undefined ? {} : { distance_miles: a.distance_miles }),
    ...(a.matched_games === undefined ? {} : { matched_games: a.matched_games }),
  }
}

/** Highest rated first; ties by name, then id, so paging is stable. */
const byRating = [desc(arcades.rating), asc(arcades.name), asc(arcades.id)]

/**
 * The search page's data: its address read leniently with the contract (search-page.ts), the search, and what it
 * could not use. A place it cannot read or does not know lists nothing, rather than the whole country under a
 * "Near …" chip (the API answers 400 there; the page says so).
 */
export function searchPageData(db: Db, address: SearchAddress): SearchPageData {
  const { params, issues } = searchPageParams(address)
  const used = { sort: params.sort, radius: params.radius, limit: params.limit, offset: params.offset }
  if (issues.some((i) => i.field === 'near' || i.field === 'game')) return { arcades: [], total: 0, issues, ...used }
  try {
    const result = searchArcades(db, params, true)
    const game = params.game === undefined ? undefined : searchIndexOf(db).game(params.game)
    // A ZIP code of the text that is not a place we know leaves no point to order by.
    return {
      ...result,
      issues,
      ...used,
      sort: result.origin || used.sort !== 'distance' ? used.sort : 'relevance',
      ...(game && { game: { slug: game.slug, title: game.title } }),
    }
  } catch (error) {
    if (!(error instanceof UnknownSearchValue)) throw error
    return { arcades: [], total: 0, issues: [...issues, { field: error.field, message: error.message }], ...used }
  }
}

/** A point search with nothing within its radius offers this many of the closest arcades beyond it. */
export const NEAREST_BEYOND_COUNT = 6

/**
 * Searches by free text (word prefixes of name, city, state, state code, ZIP) and filters, through the search
 * index; with `near`, among the arcades within `radius` miles of it (services/near.server.ts), each
 * with its distance. Throws UnknownSearchValue for a ZIP code, city or game we do not know. The words mean what visitors mean
 * (docs/decisions/0028-words-and-places.md): a type word is the type filter (query-words.server.ts), and a ZIP
 * code we know, without `near`, is the search's place.
 */
export function searchArcades(db: Db, params: SearchParams, countKinds = false): SearchResult {
  const { origin, zipPlace, beyond, index, nothing, ids, total, kinds, corrected, matching } = findArcades(
    db,
    params,
    true,
    countKinds,
  )
  const matched = index.matchedGames(ids, matching)
  const withGames = <T extends PublicArcade>(a: T): T & { matched_games?: GameLink[] } => {
    const games = matched.get(a.id)
    return games ? { ...a, matched_games: games.map((g) => ({ slug: g.slug, title: g.title })) } : a
  }
  const gameKinds = kinds && {
    game_kinds: Object.fromEntries(GAME_KINDS.map((k, i) => [k, kinds[i]!])) as GameKindCounts,
  }
  if (!origin)
    return { arcades: rowsByIds(db, ids).map(toPublicArcade).map(withGames), total, ...corrected, ...gameKinds }
  return {
    arcades: withDistances(rowsByIds(db, ids), origin).map(withGames),
    total,
    ...corrected,
    ...gameKinds,
    origin: { ...origin, radius_miles: params.radius, ...(zipPlace && { from_query: zipPlace }) },
    ...(total === 0 && !nothing ? { nearest_beyond: nearestBeyond(db, index, origin, params.radius, beyond) } : {}),
  }
}

/**
 * One page of the rows a search finds, in its order, and how many it finds in all: searchArcades's page for an
 * answer other than the public one (the admin list).
 */
export function searchArcadeRows(db: Db, params: SearchParams): { rows: ArcadeRow[]; total: number } {
  const { ids, total } = findArcades(db, params, true)
  return { rows: rowsByIds(db, ids), total }
}

/**
 * The ids of every arcade a search by text and filters finds (spelling corrected like searchArcades), in its
 * order. The admin list sorts and pages them itself; a ZIP code in its text is text, not a place.
 */
export function searchArcadeIds(db: Db, params: Pick<SearchParams, 'query' | 'type' | 'state'>): number[] {
  const all = { ...params, radius: 0, sort: 'relevance', limit: Number.MAX_SAFE_INTEGER, offset: 0 } as const
  return findArcades(db, all, false).ids
}

/**
 * One page of a search's ids, with what searchArcades needs to answer it. `zipAsPlace`: a ZIP code we know in the
 * text, without `near`, is the search's place.
 */
function findArcades(db: Db, params: SearchParams, zipAsPlace: boolean, countKinds = false) {
  const index = searchIndexOf(db)
  const game = params.game === undefined ? undefined : index.game(params.game)
  if (params.game !== undefined && !game)
    throw new UnknownSearchValue('game', `${params.game} is not a game in the catalogue`)
  if (game) dependsOn(gameKey(game.id), gameArcadesKey(game.id))
  const typed = params.query === undefined ? [] : searchWords(params.query).slice(0, MAX_QUERY_WORDS)
  const queryZip = params.near || !zipAsPlace ? undefined : zipInQuery(params.query)
  const zipPlace = queryZip !== undefined && knownZip(db, queryZip) ? queryZip : undefined
  const near: NearPlace | undefined =
    params.near ?? (zipPlace === undefined ? undefined : { kind: 'zip', zip: zipPlace })
  const origin = near && originOf(db, near)
  const words = zipPlace ? typed.filter((w) => w !== zipPlace) : typed
  const state = params.state === undefined ? undefined : findState(params.state)
  const nothing = (params.query !== undefined && typed.length === 0) || (params.state !== undefined && !state)
  const filters: IndexQuery = {
    stateSlug: state?.slug,
    citySlug: params.city === undefined ? undefined : slugOf(params.city, 'city'),
    zip: params.zip,
    minRating: params.minRating,
    open: params.openNow ? openAt(now()) : undefined,
    game: game?.id,
    gameKind: params.gameKind,
    countKinds,
    limit: params.limit,
    offset: params.offset,
  }
  const within = origin && index.within(origin, params.radius)
  // Distance needs a point: a 5-digit word that is no ZIP code we know leaves the text order.
  const sort = params.sort === 'distance' && !within ? 'relevance' : params.sort
  const meaning = (queryWords: string[]) => readWords(queryWords, params.type, zipPlace !== undefined)
  const run = (queryWords: string[]) => index.query({ ...filters, ...meaning(queryWords), within, sort })
  const found = nothing ? { ids: [], total: 0 } : run(words)
  // Few or no results: try the words' likely spellings, unless the caller asked for the words exactly.
  const correction = params.exact || nothing ? undefined : correctedSearch(index, words, found, run)
  const { ids, total, kinds } = correction?.found ?? found
  const corrected = correction && { corrected_query: correction.query }
  const beyond = { ...filters, countKinds: false, ...meaning(words) }
  // What found the page's games: the words as searched (corrected or not) and the game filter.
  const matching = { words: meaning(correction ? correction.query.split(' ') : words).words, game: game?.id }
  return { origin, zipPlace, beyond, index, nothing, ids, total, kinds, corrected, matching }
}

/** The arcades matching `filters` closest to `origin` (all beyond `radius`, where none matched). */
function nearestBeyond(db: Db, index: SearchIndex, origin: Origin, radius: number, filters: IndexQuery) {
  const first = { ...filters, limit: NEAREST_BEYOND_COUNT, offset: 0 }
  // Nothing anywhere matches the other filters: no ring would find anything.
  if (index.query({ ...first, limit: 0 }).total === 0) return []
  for (const ring of index.rings(origin, radius * 2)) {
    const found = index.query({ ...first, within: ring, sort: 'distance' })
    if (found.total >= NEAREST_BEYOND_COUNT || ring.last) return withDistances(rowsByIds(db, found.ids), origin)
  }
  return []
}

/** Each arcade with its distance from `origin`, in miles to one decimal. */
function withDistances(rows: ArcadeRow[], origin: Origin): SearchArcade[] {
  return rows.map((row) => ({
    ...toPublicArcade(row),
    distance_miles: roundMiles(haversineMiles(origin.latitude, origin.longitude, row.latitude!, row.longitude!)),
  }))
}

/** How many arcades "Nearby arcades" of a detail page lists. */
export const NEARBY_ARCADES_SHOWN = 6

/** The closest other arcades to `arcade`, nearest first, with distances; none when it has no place on the map. */
export function nearbyArcades(db: Db, arcade: PublicArcade, count = NEARBY_ARCADES_SHOWN): ArcadeSummary[] {
  const coords = validCoordinates(arcade.latitude, arcade.longitude)
  if (!coords) return []
  const origin = { label: arcade.name, latitude: coords.lat, longitude: coords.lng }
  for (const ring of searchIndexOf(db).rings(origin, 5)) {
    const others = ring.ids.map((id, k) => ({ id, miles: ring.miles[k]! })).filter((p) => p.id !== arcade.id)
    if (others.length < count && !ring.last) continue
    others.sort((a, b) => a.miles - b.miles || a.id - b.id)
    const shown = others.slice(0, count)
    // A full list reaches as far as its last arcade; a short one (the last ring) takes any newcomer. The shown
    // arcades' own keys come with their rows.
    dependsOnNearby(origin, shown.length === count ? shown.at(-1)!.miles : Infinity)
    return withDistances(
      rowsByIds(
        db,
        shown.map((p) => p.id),
      ),
      origin,
    ).map(toArcadeSummary)
  }
  return []
}

/** An arcade's row from the values of a query that selects the whole table (src/server/db/table-rows.server.ts). */
const arcadeRow = tableRows(arcades)

const rowsByIdsQuery = builtOnce((db) =>
  db
    .select()
    .from(arcades)
    .where(sql`${arcades.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare(),
)

/** Rows for `ids`, in the order of `ids` (one parameter however many ids: a page may hold 2,000). */
function rowsByIds(db: Db, ids: number[]): ArcadeRow[] {
  if (ids.length === 0) return []
  dependsOnArcades(ids)
  const rows = rowsByIdsQuery(db)
    .values({ ids: JSON.stringify(ids) })
    .map(arcadeRow)
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The home page's featured arcades: those marked featured, topped up with the best rated. Two reads, each along an
 * index: one ordered by `featured` first sorted every arcade once the featured ones ran out (700 ms at 100,000
 * arcades, after every change of a well-rated arcade: docs/decisions/0047-fast-writes.md). The top-up's conditions
 * are kept off the indexes (`+`): on the listed places' index the planner sorted every listed arcade (300–540 ms
 * at 100,000); along the rating and name index it reads the first rows in order and stops (under 1 ms).
 */
export function featuredArcades(db: Db, limit = FEATURED_ARCADES_SHOWN): PublicArcade[] {
  const best = (featured: boolean, n: number) =>
    db
      .select()
      .from(arcades)
      .where(
        featured ? and(LISTED, eq(arcades.featured, true)) : sql`+${arcades.listed} = 1 AND +${arcades.featured} = 0`,
      )
      .orderBy(...byRating)
      .limit(n)
      .all()
  const marked = best(true, limit)
  const rows = marked.length < limit ? [...marked, ...best(false, limit - marked.length)] : marked
  dependsOnFeatured(rows, limit)
  return rows.map(toPublicArcade)
}

const arcadeBySlugQuery = builtOnce((db) =>
  db
    .select()
    .from(arcades)
    .where(and(eq(arcades.slug, sql.placeholder('slug')), PRESENT))
    .prepare(),
)

function arcadeRowBySlug(db: Db, slug: string): ArcadeRow | undefined {
  const wanted = slug.trim().toLowerCase()
  // Found or not: a slug's 404 becomes its page when an arcade takes the slug.
  dependsOn(slugKey(wanted))
  const values = arcadeBySlugQuery(db).values({ slug: wanted })[0]
  const row = values && arcadeRow(values)
  if (row) dependsOn(arcadeKey(row.id))
  return row
}

export function arcadeBySlug(db: Db, slug: string): PublicArcade | undefined {
  const row = arcadeRowBySlug(db, slug)
  return row && toPublicArcade(row)
}

/** The detail answer: the arcade with its lineup (issue 19). */
export function arcadeWithLineupBySlug(db: Db, slug: string): ArcadeWithLineup | undefined {
  const row = arcadeRowBySlug(db, slug)
  return row && { ...toPublicArcade(row), lineup: lineupOf(db, row) }
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
  dependsOn(stateKey(state.slug))
  return db
    .select()
    .from(arcades)
    .where(and(eq(arcades.stateSlug, state.slug), LISTED))
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
  dependsOn(stateKey(state.slug))
  return db
    .select({ name: sql<string>`min(${arcades.city})`, slug: arcades.citySlug, count: count() })
    .from(arcades)
    .where(and(eq(arcades.stateSlug, state.slug), LISTED))
    .groupBy(arcades.citySlug)
    .orderBy(asc(arcades.citySlug))
    .all()
}

const arcadesOfCityQuery = builtOnce((db) =>
  db
    .select()
    .from(arcades)
    .where(
      and(
        eq(arcades.stateSlug, sql.placeholder('stateSlug')),
        eq(arcades.citySlug, sql.placeholder('citySlug')),
        LISTED,
      ),
    )
    .orderBy(...byRating)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(),
)

export function arcadesOfCity(db: Db, state: UsState, citySlug: string, page: Page): PublicArcade[] {
  const slug = citySlug.trim().toLowerCase()
  dependsOn(cityKey(state.slug, slug))
  return arcadesOfCityQuery(db)
    .values({ stateSlug: state.slug, citySlug: slug, limit: page.limit, offset: page.offset })
    .map((values) => toPublicArcade(arcadeRow(values)))
}

/** Other arcades of the same city, best rated first. */
export function otherArcadesInCity(db: Db, arcade: PublicArcade, limit: number): PublicArcade[] {
  dependsOn(cityKey(arcade.state_slug, arcade.city_slug))
  return db
    .select()
    .from(arcades)
    .where(
      and(
        eq(arcades.stateSlug, arcade.state_slug),
        eq(arcades.citySlug, arcade.city_slug),
        ne(arcades.id, arcade.id),
        LISTED,
      ),
    )
    .orderBy(...byRating)
    .limit(limit)
    .values()
    .map((values) => toPublicArcade(arcadeRow(values)))
}
