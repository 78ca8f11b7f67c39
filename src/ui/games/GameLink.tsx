import { Anchor } from '../base'
import { gamePath } from '../../shared/game-labels'
import type { PublicGame } from '../../shared/lineup'

/** A game's title linking to its page ("where to play it"). */
export function GameLink({ game }: { game: Pick<PublicGame, 'slug' | 'title'> }) {
  return (
    <Anchor href={gamePath(game.slug)} fw={600}>
      {game.title}
    </Anchor>
  )
}

/** "Williams, 1997", "Namco", "1982", or nothing: who made a game and when, as far as the catalogue knows. */
export function gameMaker(game: Pick<PublicGame, 'manufacturer' | 'year'>): string {
  return [game.manufacturer, game.year].filter((part) => part !== null).join(', ')
}
