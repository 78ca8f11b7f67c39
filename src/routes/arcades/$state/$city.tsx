import { createFileRoute } from '@tanstack/react-router'
import { cityCrumbs, withHome } from '../../../lib/crumbs'
import { orNotFound } from '../../../lib/route-data'
import { breadcrumbJsonLd, pageHead, notFoundHead } from '../../../lib/seo'
import { CityPage } from '../../../ui/directory/CityPage'
import { DirectoryPageSkeleton } from '../../../ui/directory/DirectoryPageSkeleton'
import { MessagePage } from '../../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../../ui/layout/not-found'
import { cityWidgets } from '../../../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../../../ui/widgets/prefetch'

const CITY_NOT_FOUND = <MessagePage {...NOT_FOUND.city} />

export const Route = createFileRoute('/arcades/$state/$city')({
  loader: async ({ context, params }) => {
    const data = await orNotFound(
      context.queryClient.ensureQueryData(
        context.trpc.public.cityPage.queryOptions({ state: params.state, city: params.city }),
      ),
    )
    await prefetchPageWidgets(context, cityWidgets(data.state.slug, data.city.slug))
    return data
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return notFoundHead(NOT_FOUND.city)
    const { siteUrl } = match.context
    const place = `${loaderData.city.name}, ${loaderData.state.name}`
    return pageHead({
      siteUrl,
      path: `/arcades/${loaderData.state.slug}/${loaderData.city.slug}`,
      title: `Arcades in ${place} (${loaderData.arcadeCount}) | Arcade Atlas`,
      description: `${loaderData.arcadeCount} arcades in ${place}: ratings, hours, addresses and directions for retro arcades, VR, barcades and pinball.`,
      jsonLd: [breadcrumbJsonLd(siteUrl, withHome(cityCrumbs(loaderData.state, loaderData.city)))],
    })
  },
  component: CityPage,
  pendingComponent: DirectoryPageSkeleton,
  notFoundComponent: () => CITY_NOT_FOUND,
  errorComponent: () => CITY_NOT_FOUND,
})
