import type { RouterContext } from '../../../router'
import { breadcrumbJsonLd, pageHead, type Crumb } from '../../../lib/seo'
import type { PublicOutputs } from '../../../lib/trpc'
import type { UsState } from '../../../shared/us-states'
import { placeFeedPath } from '../../../shared/feed-paths'
import { withHome } from '../../../lib/crumbs'
import type { PageWidgetTarget } from '../../-page/widgets'
import { pagedPath, pagingLinks } from '../../-page/page'
import { stateCrumbs } from './-state.page'

/** The city page (/arcades/{state}/{city}?page=N): everything it knows about its address, data and head. */

export const cityPath = (stateSlug: string, citySlug: string) => `/arcades/${stateSlug}/${citySlug}`

export const cityQuery = (trpc: RouterContext['trpc'], state: string, city: string, page: number) =>
  trpc.public.cityPage.queryOptions({ state, city, page })

export const cityWidgets = (stateSlug: string, citySlug: string): PageWidgetTarget => ({
  path: cityPath(stateSlug, citySlug),
  tags: ['city', citySlug, stateSlug],
})

export function cityCrumbs(state: UsState, city: { name: string; slug: string }): Crumb[] {
  return [...stateCrumbs(state), { label: city.name, to: cityPath(state.slug, city.slug) }]
}

export function cityHead(siteUrl: string, data: PublicOutputs['cityPage']) {
  const { state, city, paging } = data
  const path = cityPath(state.slug, city.slug)
  const place = `${city.name}, ${state.name}`
  const pageNote = paging.page > 1 ? ` — page ${paging.page} of ${paging.pageCount}` : ''
  return pageHead({
    siteUrl,
    path: pagedPath(path, paging.page),
    ...pagingLinks(path, paging),
    title: `Arcades in ${place} (${data.arcadeCount})${pageNote} | Arcade Atlas`,
    description: `${data.arcadeCount} arcades in ${place}: ratings, hours, addresses and directions for retro arcades, VR, barcades and pinball.`,
    jsonLd: [breadcrumbJsonLd(siteUrl, withHome(cityCrumbs(state, city)))],
    feed: { title: `Changes in ${place}`, path: placeFeedPath(state.slug, city.slug) },
  })
}
