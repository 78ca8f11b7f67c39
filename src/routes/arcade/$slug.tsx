import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../lib/seo'
import { useTRPC, type PublicOutputs } from '../../lib/trpc'
import { ArcadeDetailPage } from '../../ui/arcade/ArcadeDetailPage'
import { ArcadeDetailSkeleton } from '../../ui/arcade/ArcadeDetailSkeleton'
import { MessagePage } from '../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../ui/layout/not-found'
import { prefetchPageWidgets, usePageWidgets } from '../-page/widgets'
import { loadedData, orNotFound, publicPageHeaders } from '../-page/page'
import { arcadeCrumbs, arcadeHead, arcadeQuery, arcadeWidgets, nearbyQuery } from './-arcade.page'

const ARCADE_NOT_FOUND = <MessagePage {...NOT_FOUND.arcade} />

export const Route = createFileRoute('/arcade/$slug')({
  loader: async ({ context, params }) => {
    const data = await orNotFound(context.queryClient.ensureQueryData(arcadeQuery(context.trpc, params.slug)))
    await Promise.all([
      context.queryClient.ensureQueryData(nearbyQuery(context.trpc, params.slug)),
      prefetchPageWidgets(context, arcadeWidgets(data.arcade)),
    ])
  },
  head: ({ match, params }) => {
    const data = loadedData<PublicOutputs['arcadePage']>(match.context, arcadeQuery(match.context.trpc, params.slug))
    return data ? arcadeHead(match.context.siteUrl, data) : notFoundHead(NOT_FOUND.arcade)
  },
  headers: publicPageHeaders,
  component: ArcadeRoute,
  pendingComponent: ArcadeDetailSkeleton,
  notFoundComponent: () => ARCADE_NOT_FOUND,
  errorComponent: () => ARCADE_NOT_FOUND,
})

function ArcadeRoute() {
  const { slug } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(arcadeQuery(trpc, slug))
  const { data: nearby } = useSuspenseQuery(nearbyQuery(trpc, slug))
  return (
    <ArcadeDetailPage
      data={data}
      nearby={nearby}
      crumbs={arcadeCrumbs(data.arcade)}
      widgets={usePageWidgets(arcadeWidgets(data.arcade))}
    />
  )
}
