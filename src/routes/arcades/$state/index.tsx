import { createFileRoute } from '@tanstack/react-router'
import { stateCrumbs, withHome } from '../../../lib/crumbs'
import { orNotFound } from '../../../lib/route-data'
import { absoluteUrl, breadcrumbJsonLd, pageHead, notFoundHead } from '../../../lib/seo'
import { STATE_STRUCTURED_DATA_ITEMS } from '../../../shared/constants'
import { MessagePage } from '../../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../../ui/layout/not-found'
import { StatePage } from '../../../ui/directory/StatePage'
import { DirectoryPageSkeleton } from '../../../ui/directory/DirectoryPageSkeleton'
import { stateWidgets } from '../../../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../../../ui/widgets/prefetch'

const STATE_NOT_FOUND = <MessagePage {...NOT_FOUND.state} />

export const Route = createFileRoute('/arcades/$state/')({
  loader: async ({ context, params }) => {
    const data = await orNotFound(
      context.queryClient.ensureQueryData(context.trpc.public.statePage.queryOptions({ state: params.state })),
    )
    await prefetchPageWidgets(context, stateWidgets(data.state.slug))
    return data
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return notFoundHead(NOT_FOUND.state)
    const { siteUrl } = match.context
    const name = loaderData.state.name
    const firstArcades = loaderData.groups.flatMap((g) => g.arcades).slice(0, STATE_STRUCTURED_DATA_ITEMS)
    return pageHead({
      siteUrl,
      path: `/arcades/${loaderData.state.slug}`,
      title: `Best Arcades in ${name} (${loaderData.arcadeCount}) | Arcade Atlas`,
      description: `Find ${loaderData.arcadeCount} arcades in ${loaderData.cities.length} ${name} cities: retro arcades, VR, barcades and pinball, with ratings, hours and directions.`,
      jsonLd: [
        breadcrumbJsonLd(siteUrl, withHome(stateCrumbs(loaderData.state))),
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: `Arcades in ${name}`,
          itemListElement: firstArcades.map((a, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: a.name,
            url: absoluteUrl(siteUrl, `/arcade/${a.slug}`),
          })),
        },
      ],
    })
  },
  component: StatePage,
  pendingComponent: DirectoryPageSkeleton,
  notFoundComponent: () => STATE_NOT_FOUND,
  errorComponent: () => STATE_NOT_FOUND,
})
