import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../../lib/seo'
import { useTRPC, type PublicOutputs } from '../../../lib/trpc'
import { DirectoryPageSkeleton } from '../../../ui/directory/DirectoryPageSkeleton'
import { StatePage } from '../../../ui/directory/StatePage'
import { MessagePage } from '../../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../../ui/layout/not-found'
import { prefetchPageWidgets, usePageWidgets } from '../../-page/widgets'
import { loadedData, orNotFound, pageOf, pageSearch, publicPageHeaders } from '../../-page/page'
import { stateCrumbs, stateHead, statePath, stateQuery, stateWidgets } from './-state.page'

const STATE_NOT_FOUND = <MessagePage {...NOT_FOUND.state} />

export const Route = createFileRoute('/arcades/$state/')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const page = pageOf(statePath(params.state), deps)
    const data = await orNotFound(context.queryClient.ensureQueryData(stateQuery(context.trpc, params.state, page)))
    await prefetchPageWidgets(context, stateWidgets(data.state.slug))
  },
  head: ({ match, params }) => {
    const data = loadedData<PublicOutputs['statePage']>(
      match.context,
      stateQuery(match.context.trpc, params.state, match.search.page ?? 1),
    )
    return data ? stateHead(match.context.siteUrl, data) : notFoundHead(NOT_FOUND.state)
  },
  headers: publicPageHeaders,
  component: StateRoute,
  pendingComponent: DirectoryPageSkeleton,
  notFoundComponent: () => STATE_NOT_FOUND,
  errorComponent: () => STATE_NOT_FOUND,
})

function StateRoute() {
  const params = Route.useParams()
  const { page, view } = Route.useSearch()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(stateQuery(trpc, params.state, page ?? 1))
  return (
    <StatePage
      data={data}
      // The address's raw value can reach here past validateSearch (the root route keeps every parameter).
      view={view === 'map' ? 'map' : 'list'}
      crumbs={stateCrumbs(data.state)}
      widgets={usePageWidgets(stateWidgets(data.state.slug))}
    />
  )
}
