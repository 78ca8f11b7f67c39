import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../lib/seo'
import { useTRPC, type PublicOutputs } from '../../lib/trpc'
import { DirectoryPageSkeleton } from '../../ui/directory/DirectoryPageSkeleton'
import { GamePage } from '../../ui/games/GamePage'
import { MessagePage } from '../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../ui/layout/not-found'
import { loadedData, orNotFound, publicPageHeaders } from '../-page/page'
import { gameCrumbs, gameHead, gameQuery, readGameSearch } from './-game.page'

const GAME_NOT_FOUND = <MessagePage {...NOT_FOUND.game} />

export const Route = createFileRoute('/games/$slug')({
  validateSearch: readGameSearch,
  loaderDeps: ({ search }) => readGameSearch(search),
  loader: async ({ context, params, deps }) => {
    await orNotFound(context.queryClient.ensureQueryData(gameQuery(context.trpc, params.slug, deps)))
  },
  head: ({ match, params }) => {
    const search = readGameSearch(match.search)
    const data = loadedData<PublicOutputs['gamePage']>(
      match.context,
      gameQuery(match.context.trpc, params.slug, search),
    )
    return data ? gameHead(match.context.siteUrl, data, search) : notFoundHead(NOT_FOUND.game)
  },
  headers: publicPageHeaders,
  component: GameRoute,
  pendingComponent: DirectoryPageSkeleton,
  notFoundComponent: () => GAME_NOT_FOUND,
  errorComponent: () => GAME_NOT_FOUND,
})

function GameRoute() {
  const { slug } = Route.useParams()
  const search = readGameSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(gameQuery(trpc, slug, search))
  return (
    <GamePage
      data={data}
      search={search}
      crumbs={gameCrumbs(data.game)}
      onNear={(near) => void navigate({ search: { near }, resetScroll: false })}
    />
  )
}
