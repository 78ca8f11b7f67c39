import type { RouterContext } from '../../../router'
import { absoluteUrl, breadcrumbJsonLd, pageHead, type Crumb } from '../../../lib/seo'
import type { PublicOutputs } from '../../../lib/trpc'
import { STATE_STRUCTURED_DATA_ITEMS } from '../../../shared/constants'
import type { UsState } from '../../../shared/us-states'
import { placeFeedPath } from '../../../shared/feed-paths'
import { withHome } from '../../../lib/crumbs'
import type { PageWidgetTarget } from '../../-page/widgets'
import { pagedPath, pagingLinks } from '../../-page/page'

/** The state page (/arcades/{state}?page=N): everything it knows about its address, data and head. */

type StatePageData = PublicOutputs['statePage']

export const statePath = (stateSlug: string) => `/arcades/${stateSlug}`

export const stateQuery = (trpc: RouterContext['trpc'], state: string, page: number) =>
  trpc.public.statePage.queryOptions({ state, page })

export const stateWidgets = (stateSlug: string): PageWidgetTarget => ({
  path: statePath(stateSlug),
  tags: ['state', stateSlug],
})

export function stateCrumbs(state: UsState): Crumb[] {
  return [
    { label: 'Browse Arcades', to: '/search' },
    { label: state.name, to: statePath(state.slug) },
  ]
}

export function stateHead(siteUrl: string, data: StatePageData) {
  const { state, paging } = data
  const path = statePath(state.slug)
  const firstArcades = data.groups.flatMap((g) => g.arcades).slice(0, STATE_STRUCTURED_DATA_ITEMS)
  const pageNote = paging.page > 1 ? ` — page ${paging.page} of ${paging.pageCount}` : ''
  return pageHead({
    siteUrl,
    path: pagedPath(path, paging.page),
    ...pagingLinks(path, paging),
    title: `Best Arcades in ${state.name} (${data.arcadeCount})${pageNote} | Arcade Atlas`,
    description: `Find ${data.arcadeCount} arcades in ${data.cityCount} ${state.name} cities: retro arcades, VR, barcades and pinball, with ratings, hours and directions.`,
    feed: { title: `Changes in ${state.name}`, path: placeFeedPath(state.slug) },
    jsonLd: [
      breadcrumbJsonLd(siteUrl, withHome(stateCrumbs(state))),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `Arcades in ${state.name}`,
        itemListElement: firstArcades.map((a, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: a.name,
          url: absoluteUrl(siteUrl, `/arcade/${a.slug}`),
        })),
      },
    ],
  })
}
