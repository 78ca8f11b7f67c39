import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../lib/trpc'
import { HomePage } from '../ui/home/HomePage'
import { HomeSkeleton } from '../ui/home/HomeSkeleton'
import { prefetchPageWidgets, usePageWidgets } from './-page/widgets'
import { publicPageHeaders } from './-page/page'
import { homeHead, homeQuery, homeWidgets } from './-home.page'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(homeQuery(context.trpc)),
      prefetchPageWidgets(context, homeWidgets()),
    ])
  },
  head: ({ match }) => homeHead(match.context.siteUrl),
  headers: publicPageHeaders,
  component: HomeRoute,
  pendingComponent: HomeSkeleton,
})

function HomeRoute() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(homeQuery(trpc))
  const { data: layout } = useSuspenseQuery(trpc.public.layout.queryOptions())
  return <HomePage data={data} arcadeCount={layout.stats.arcadeCount} widgets={usePageWidgets(homeWidgets())} />
}
