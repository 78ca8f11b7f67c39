import { SimpleGrid } from '../base'
import { AnchorLink } from '../links'
import { LinkSection } from '../directory/LinkBlocks'
import type { PopularGame } from '../../shared/lineup'
import type { GameSearch } from '../../routes/games/-game.page'

/**
 * "Popular games in Texas": the games most of the place's arcades have, each linking to its page filtered to the
 * place (`?state=texas`, or near the city). Nothing when no arcade there lists a game.
 */
export function PopularGames({ games, place, search }: { games: PopularGame[]; place: string; search: GameSearch }) {
  if (games.length === 0) return null
  return (
    <LinkSection title={`Popular games in ${place}`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={6}>
        {games.map((g) => (
          <AnchorLink key={g.slug} to="/games/$slug" params={{ slug: g.slug }} search={search}>
            {`${g.title} (${g.count})`}
          </AnchorLink>
        ))}
      </SimpleGrid>
    </LinkSection>
  )
}
