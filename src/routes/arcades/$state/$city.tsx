import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../../lib/seo'
import { useTRPC, type PublicOutputs } from '../../../lib/trpc'
import { CityPage } from '../../../ui/directory/CityPage'
import { DirectoryPageSkeleton } from '../../../ui/directory/DirectoryPageSkeleton'
import { MessagePage } from '../../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../../ui/layout/not-found'
import { prefetchPageWidgets, usePageWidgets } from '../../-page/widgets'
import { loadedData, orNotFound, pageOf, pageSearch, publicPageHeaders } from '../../-page/page'
import { cityCrumbs, cityHead, cityPath, cityQuery, cityWidgets } from './-city.page'

const CITY_NOT_FOUND = <MessagePage {...NOT_FOUND.city} />

export const Route = createFileRoute('/arcades/$state/$city')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const page = pageOf(cityPath(params.state, params.city), deps)
    const data = await orNotFound(
      context.queryClient.ensureQueryData(cityQuery(context.trpc, params.state, params.city, page)),
    )
    await prefetchPageWidgets(context, cityWidgets(data.state.slug, data.city.slug))
  },
  head: ({ match, params }) => {
    const data = loadedData<PublicOutputs['cityPage']>(
      match.context,
      cityQuery(match.context.trpc, params.state, params.city, match.search.page ?? 1),
    )
    return data ? cityHead(match.context.siteUrl, data) : notFoundHead(NOT_FOUND.city)
  },
  headers: publicPageHeaders,
  component: CityRoute,
  pendingComponent: DirectoryPageSkeleton,
  notFoundComponent: () => CITY_NOT_FOUND,
  errorComponent: () => CITY_NOT_FOUND,
})

function CityRoute() {
  const params = Route.useParams()
  const { page, view } = Route.useSearch()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(cityQuery(trpc, params.state, params.city, page ?? 1))
  return (
    <CityPage
      data={data}
      // The address's raw value can reach here past validateSearch (the root route keeps every parameter).
      view={view === 'map' ? 'map' : 'list'}
      crumbs={cityCrumbs(data.state, data.city)}
      widgets={usePageWidgets(cityWidgets(data.state.slug, data.city.slug))}
    />
  )
}
