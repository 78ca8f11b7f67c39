import { TRPCError } from '@trpc/server'
import {
  arcadeSlugInput,
  cityListInput,
  cityPageInput,
  searchInput,
  stateInput,
  stateListInput,
  statePageInput,
} from '../../../shared/arcade'
import { FEATURED_ARCADES_SHOWN } from '../../../shared/constants'
import type { UsState } from '../../../shared/us-states'
import {
  arcadeBySlug,
  arcadesOfCity,
  arcadesOfState,
  citiesOfState,
  featuredArcades,
  searchArcades,
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
import { env } from '../../env.server'
import { publicProcedure, router } from '../init'

/** A page number past the last page is a page that does not exist. */
function orPageNotFound<T>(build: () => T): T {
  try {
    return build()
  } catch (error) {
    if (error instanceof PageNotFound) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such page' })
    throw error
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
  'public.arcadesOfState': stateListInput,
  'public.arcadesOfCity': cityListInput,
} as const

export const publicRouter = router({
  search: publicProcedure.input(searchInput).query(({ ctx, input }) => searchArcades(ctx.db, input)),
  featured: publicProcedure.query(({ ctx }) => featuredArcades(ctx.db)),
  arcadeBySlug: publicProcedure.input(arcadeSlugInput).query(({ ctx, input }) => {
    const arcade = arcadeBySlug(ctx.db, input.slug)
    if (!arcade) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    return arcade
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
    const arcade = arcadeBySlug(ctx.db, input.slug)
    if (!arcade) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    return arcadeDetailData(ctx.db, arcade)
  }),
  states: publicProcedure.query(({ ctx }) => statesWithCounts(ctx.db)),
})
