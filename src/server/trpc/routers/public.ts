import { TRPCError } from '@trpc/server'
import {
  arcadeSlugInput,
  cityInput,
  cityListInput,
  searchInput,
  stateInput,
  stateListInput,
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
  popularCities,
  siteStats,
  statePageData,
  statesWithCounts,
  topCities,
} from '../../services/directory.server'
import { env } from '../../env.server'
import { publicProcedure, router } from '../init'

function requireState(slug: string): UsState {
  const state = stateBySlug(slug)
  if (!state) throw new TRPCError({ code: 'NOT_FOUND', message: 'State not found' })
  return state
}

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
    stats: siteStats(ctx.db),
    states: statesWithCounts(ctx.db),
    topCities: topCities(ctx.db, 12),
  })),
  home: publicProcedure.query(({ ctx }) => ({
    featured: featuredArcades(ctx.db),
    moreToExplore: featuredArcades(ctx.db, FEATURED_ARCADES_SHOWN + 8).slice(FEATURED_ARCADES_SHOWN),
    states: statesWithCounts(ctx.db),
    popularCities: popularCities(ctx.db),
  })),
  statePage: publicProcedure
    .input(stateInput)
    .query(({ ctx, input }) => statePageData(ctx.db, requireState(input.state))),
  cityPage: publicProcedure.input(cityInput).query(({ ctx, input }) => {
    const data = cityPageData(ctx.db, requireState(input.state), input.city)
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
