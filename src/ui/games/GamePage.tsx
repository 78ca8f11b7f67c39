import { Container, Group, SimpleGrid, Stack, Text, Title } from '../base'
import { GAME_KIND_LABELS } from '../../shared/game-kinds'
import { AnchorLink } from '../links'
import type { Crumb } from '../../lib/seo'
import { plural } from '../../lib/plural'
import type { PublicOutputs } from '../../lib/trpc'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { LinkSection } from '../directory/LinkBlocks'
import { NearSearch } from '../search/NearSearch'
import { gameFacts, gameFeed, type GameSearch } from '../../routes/games/-game.page'
import { FeedLink } from '../layout/FeedLink'

/**
 * A game's page: what it is, and where to play it. The list is the search's, with the game filter: near a place
 * with distances (working copies first), in one state, or the best rated; the search page pages through all of
 * them and shows them on its map.
 */
export function GamePage({
  data,
  search,
  crumbs,
  onNear,
}: {
  data: PublicOutputs['gamePage']
  search: GameSearch
  crumbs: Crumb[]
  onNear: (near: string) => void
}) {
  const { game, found, states } = data
  const stateName = states.find((s) => s.slug === search.state)?.name ?? search.state
  const where = found.origin ? `near ${found.origin.label}` : stateName ? `in ${stateName}` : ''
  const searchAll = { game: game.slug, ...search }
  const issue = found.issues.find((i) => i.field === 'near')
  const feed = gameFeed(data, search)
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Container size="lg" py="lg">
        <Stack gap={32}>
          <Stack gap={4}>
            <Title order={1}>{game.title}</Title>
            <Text c="dimmed" data-testid="game-facts">
              {gameFacts(game)}
            </Text>
            {game.aliases.length > 0 && <Text size="sm">{`Also known as ${game.aliases.join(', ')}`}</Text>}
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="where-to-play">
            <Title order={2} size="h3" id="where-to-play">
              Where to play {game.title}
            </Title>
            <Text data-testid="game-count">
              {game.arcade_count === 0
                ? `No arcade in the directory lists ${game.title} yet.`
                : `${game.title} is at ${plural(game.arcade_count, 'arcade', 'arcades')} in ${plural(states.length, 'state', 'states')}.`}
            </Text>
            {game.arcade_count > 0 && <NearSearch key={search.near ?? ''} near={search.near} onNear={onNear} />}
            <FeedLink path={feed.path}>
              {found.origin
                ? `Follow: tell me when ${game.title} turns up within ${found.origin.radius_miles} miles of ${found.origin.label}`
                : `Follow: tell me when ${game.title} turns up anywhere`}
            </FeedLink>
            {issue && (
              <Text role="status" c="red.8">
                {`Near: ${issue.message}`}
              </Text>
            )}
            {found.arcades.length > 0 && (
              <>
                <Group justify="space-between" align="baseline">
                  <Title order={3} size="h4">
                    {found.origin
                      ? `Closest to ${found.origin.label}`
                      : stateName
                        ? `In ${stateName}`
                        : 'Best rated arcades with it'}
                  </Title>
                  <Group gap="md">
                    {found.total > found.arcades.length && (
                      <AnchorLink to="/search" search={searchAll}>
                        See all {found.total} {where}
                      </AnchorLink>
                    )}
                    <AnchorLink to="/search" search={{ ...searchAll, view: 'map' }}>
                      Show on the map
                    </AnchorLink>
                  </Group>
                </Group>
                <ArcadeGrid arcades={found.arcades} priority />
              </>
            )}
            {found.origin && found.total === 0 && (
              <Stack gap="sm">
                <Text data-testid="game-none-near">
                  {`No arcade within ${found.origin.radius_miles} miles of ${found.origin.label} has ${game.title}.`}
                </Text>
                {(found.nearest_beyond?.length ?? 0) > 0 && (
                  <>
                    <Title order={3} size="h4">
                      {`The closest beyond ${found.origin.radius_miles} miles`}
                    </Title>
                    <ArcadeGrid arcades={found.nearest_beyond!} />
                  </>
                )}
              </Stack>
            )}
          </Stack>

          {states.length > 0 && (
            <LinkSection title={`${game.title} by state`}>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={6}>
                {states.map((s) => (
                  <AnchorLink key={s.slug} to="/games/$slug" params={{ slug: game.slug }} search={{ state: s.slug }}>
                    {`${s.name} (${s.count})`}
                  </AnchorLink>
                ))}
              </SimpleGrid>
            </LinkSection>
          )}
          <LinkSection title="More games">
            <Group gap="md">
              <AnchorLink to="/search" search={{ gameKind: game.kind }}>
                Arcades with {GAME_KIND_LABELS[game.kind].toLowerCase()}
              </AnchorLink>
              <AnchorLink to="/games">All games</AnchorLink>
            </Group>
          </LinkSection>
        </Stack>
      </Container>
    </>
  )
}
