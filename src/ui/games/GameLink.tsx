import { AnchorLink } from '../links'
import type { PublicGame } from '../../shared/lineup'

/** A game's title linking to its page ("where to play it"). */
export function GameLink({ game }: { game: Pick<PublicGame, 'slug' | 'title'> }) {
  return (
    <AnchorLink to="/games/$slug" params={{ slug: game.slug }} fw={600}>
      {game.title}
    </AnchorLink>
  )
}
