import { TRPCError } from '@trpc/server'
import {
  arcadeSlugInput,
  gameArcadesInput,
  gamePageInput,
  cityListInput,
  cityPageInput,
  searchAddressInput,
  searchInput,
  stateInput,
  stateListInput,
  statePageInput,
} from '../../../shared/arcade'
import { FEATURED_ARCADES_SHOWN } from '../../../shared/constants'
import { gameListInput } from '../../../shared/game-list'
import { suggestInput } from '../../../shared/suggest'
import type { UsState } from '../../../shared/us-states'
import {
  arcadeBySlug,
  arcadeWithLineupBySlug,
  arcadesOfCity,
  arcadesOfState,
  citiesOfState,
  featuredArcades,
  nearbyArcades,
  searchArcades,
  searchPageData,
  stateBySlug,
} from '../../services/arcades.server'
import {
  arcadeDetailData,
  cityPageData,
  featuredLinks,
  PageNotFound,
  popularCities,
  siteStats,
  statePageData,
  statesWithCounts,
  topCities,
} from '../../services/directory.server'
import { gameBySlug, gameCatalogue, gamePageData, listGames, toGameWithCount } from '../../services/games.server'
import { UnknownSearchValue } from '../../services/near.server'
import { searchFeatureCollection } from '../../services/geojson.server'
import { searchMapData } from '../../services/search-map.server'
import { suggestions } from '../../services/suggestions.server'
import { env } from '../../env.server'
import { openApiDocument } from '../../openapi/document.server'
import { apiReference } from '../../openapi/reference.server'
import { dependsOn, SEARCH_KEY } from '../../cache/dependencies.server'
import { badInputError, publicProcedure, router } from '../init'
import { reportsRouter, suggestionsRouter } from './reports'

/** A page number past the last page is a page that does not exist. */
function orPageNotFound<T>(build: () => T): T {
  try {
    return build()
  } catch (error) {
    if (error instanceof PageNotFound) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such page' })
    throw error
  }
}

/**
 * A `near` naming a ZIP code or city we do not know is bad input like any other: a 400 whose issue names the
 * field, in the format of the input's own issues (REST and tRPC alike).
 */
function orBadPlace<T>(search: () => T): T {
  try {
    return search()
  } catch (error) {
    if (!(error instanceof UnknownSearchValue)) throw error
    throw badInputError([error.field], error.message)
  }
}

function requireState(slug: string): UsState {
  const state = stateBySlug(slug)
  if (!state) throw new TRPCError({ code: 'NOT_FOUND', message: 'State not found' })
  return state
}

/** Procedures whose answer size the caller sets with `limit`: a batch of them is bounded in all (ROW_LIMIT_PER_REQUEST). */
export const ROW_LIMITED_INPUTS = {
  'public.search': searchInput,
  'public.searchGeoJson': searchInput,
  'public.arcadesOfState': stateListInput,
  'public.arcadesOfCity': cityListInput,
  'public.games': gameListInput,
} as const

/**
 * A procedure answering from the search index (searches, the search map, suggestions): any arcade's change may alter
 * its answer, so it depends on every arcade (docs/decisions/0035-scoped-invalidation.md).
 */
const searchProcedure = publicProcedure.use(({ next }) => {
  dependsOn(SEARCH_KEY)
  return next()
})

export const publicRouter = router({
  reports: reportsRouter,
  suggestions: suggestionsRouter,
  search: searchProcedure.input(searchInput).query(({ ctx, input }) => orBadPlace(() => searchArcades(ctx.db, input))),
  /** The same search as GeoJSON (`GET /api/arcades.geojson`). */
  searchGeoJson: searchProcedure.input(searchInput).query(({ ctx, input }) =>
    searchFeatureCollection(
      orBadPlace(() => searchArcades(ctx.db, input)),
      input,
      env().SITE_URL,
    ),
  ),
  searchPage: searchProcedure.input(searchAddressInput).query(({ ctx, input }) => searchPageData(ctx.db, input)),
  /** The search page's map: every result (up to SEARCH_MAP_MAX_POINTS) as lean points (issue 17). */
  searchMap: searchProcedure.input(searchAddressInput).query(({ ctx, input }) => searchMapData(ctx.db, input)),
  nearbyArcades: publicProcedure.input(arcadeSlugInput).query(({ ctx, input }) => {
    const arcade = arcadeBySlug(ctx.db, input.slug)
    if (!arcade) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    return nearbyArcades(ctx.db, arcade)
  }),
  featured: publicProcedure.query(({ ctx }) => featuredArcades(ctx.db)),
  suggest: searchProcedure.input(suggestInput).query(({ ctx, input }) => suggestions(ctx.db, input.query)),
  /** The arcade with its lineup. */
  arcadeBySlug: publicProcedure.input(arcadeSlugInput).query(({ ctx, input }) => {
    const arcade = arcadeWithLineupBySlug(ctx.db, input.slug)
    if (!arcade) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    return arcade
  }),
  /** A page of the games catalogue (`GET /api/games`). */
  games: publicProcedure.input(gameListInput).query(({ ctx, input }) => {
    const { rows, total } = listGames(ctx.db, input)
    return { data: rows.map(toGameWithCount), total }
  }),
  arcadesOfState: publicProcedure
    .input(stateListInput)
    .query(({ ctx, input }) => arcadesOfState(ctx.db, requireState(input.state), input)),
  citiesOfState: publicProcedure
    .input(stateInput)
    .query(({ ctx, input }) => citiesOfState(ctx.db, requireState(input.state)).map((c) => c.name)),
  arcadesOfCity: publicProcedure
    .input(cityListInput)
    .query(({ ctx, input }) => arcadesOfCity(ctx.db, requireState(input.state), input.city, input)),

  /** The OpenAPI document of the REST API (`GET /api/openapi.json`, and the /api/docs page). */
  openApi: publicProcedure.query(() => openApiDocument(env().SITE_URL)),
  /** The same document as the /api/docs page lists it. */
  apiReference: publicProcedure.query(() => apiReference(openApiDocument(env().SITE_URL))),

  // Page-shaped queries: one call per server-rendered page.
  layout: publicProcedure.query(({ ctx }) => ({
    siteUrl: env().SITE_URL,
    contactEmail: env().CONTACT_EMAIL,
    // Where the browser fetches map tiles from, and the credit they need (src/ui/map).
    map: { tileUrl: env().MAP_TILE_URL, attribution: env().MAP_ATTRIBUTION },
    stats: siteStats(ctx.db),
    states: statesWithCounts(ctx.db),
    topCities: topCities(ctx.db, 12),
  })),
  home: publicProcedure.query(({ ctx }) => ({
    featured: featuredLinks(ctx.db),
    moreToExplore: featuredLinks(ctx.db, FEATURED_ARCADES_SHOWN + 8).slice(FEATURED_ARCADES_SHOWN),
    states: statesWithCounts(ctx.db),
    popularCities: popularCities(ctx.db),
  })),
  statePage: publicProcedure
    .input(statePageInput)
    .query(({ ctx, input }) => orPageNotFound(() => statePageData(ctx.db, requireState(input.state), input.page))),
  cityPage: publicProcedure.input(cityPageInput).query(({ ctx, input }) => {
    const data = orPageNotFound(() => cityPageData(ctx.db, requireState(input.state), input.city, input.page))
    if (!data) throw new TRPCError({ code: 'NOT_FOUND', message: 'City not found' })
    return data
  }),
  arcadePage: publicProcedure.input(arcadeSlugInput).query(({ ctx, input }) => {
    const arcade = arcadeWithLineupBySlug(ctx.db, input.slug)
    if (!arcade) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    return arcadeDetailData(ctx.db, arcade)
  }),
  /** The /games page: the whole catalogue, by kind and title, with counts. */
  gamesPage: publicProcedure.query(({ ctx }) => gameCatalogue(ctx.db)),
  states: publicProcedure.query(({ ctx }) => statesWithCounts(ctx.db)),
  /**
   * A game's page: the game and the arcades that have it. It depends on the game's keys only: every change of an
   * arcade with the game, of its lineup or of the game itself names them (docs/decisions/0037-games-and-lineups.md).
   */
  /**
   * A game and a search of the arcades that have it (working copies first): `GET /api/games/{slug}`. An unknown
   * game is a 404; a bad `near` or other parameter a 400 naming it.
   */
  game: publicProcedure.input(gameArcadesInput).query(({ ctx, input }) => {
    const row = gameBySlug(ctx.db, input.slug)
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Game not found' })
    return {
      game: toGameWithCount(row),
      ...orBadPlace(() => searchArcades(ctx.db, { ...input.params, game: row.slug })),
    }
  }),
  gamePage: publicProcedure.input(gamePageInput).query(({ ctx, input }) => {
    const { slug, ...address } = input
    const data = gamePageData(ctx.db, slug.toLowerCase(), address)
    if (!data) throw new TRPCError({ code: 'NOT_FOUND', message: 'Game not found' })
    return data
  }),
})
