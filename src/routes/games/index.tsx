import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../../lib/trpc'
import { GamesPage } from '../../ui/games/GamesPage'
import { publicPageHeaders } from '../-page/page'
import { prefetchPageWidgets, usePageWidgets } from '../-page/widgets'
import { gamesCrumbs, gamesHead, gamesQuery, gamesWidgets } from './-games.page'

export const Route = createFileRoute('/games/')({
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(gamesQuery(context.trpc)),
      prefetchPageWidgets(context, gamesWidgets()),
    ])
  },
  head: ({ match }) => gamesHead(match.context.siteUrl),
  headers: publicPageHeaders,
  component: GamesRoute,
})

function GamesRoute() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(gamesQuery(trpc))
  return <GamesPage games={data} crumbs={gamesCrumbs()} widgets={usePageWidgets(gamesWidgets())} />
}
