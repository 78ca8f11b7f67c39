import { Container, Stack, Text, Title } from '../base'
import type { Crumb } from '../../lib/seo'
import { plural } from '../../lib/plural'
import { GAME_KIND_LABELS, GAME_KINDS, type GameKind } from '../../shared/game-kinds'
import type { GameWithCount } from '../../shared/lineup'
import type { Widget } from '../../shared/widget-types'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import { GameLink } from './GameLink'
import { gameMaker } from '../../shared/game-labels'

const kindId = (kind: GameKind) => `kind-${kind}`

/** One kind's games, A–Z, each with how many arcades have it. */
function KindSection({ kind, games }: { kind: GameKind; games: GameWithCount[] }) {
  return (
    <section aria-labelledby={kindId(kind)} className="games-kind">
      <Title order={2} size="h3" id={kindId(kind)} mb="sm">
        {GAME_KIND_LABELS[kind]} <span className="games-kind-count">({games.length})</span>
      </Title>
      <ul className="games-list">
        {games.map((g) => (
          <li key={g.slug}>
            <GameLink game={g} />
            <Text component="span" size="sm" c="dimmed">
              {[
                gameMaker(g),
                g.arcade_count > 0
                  ? `at ${plural(g.arcade_count, 'arcade', 'arcades')}`
                  : 'not listed at any arcade yet',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The catalogue (/games): a section per kind, in GAME_KINDS' order, with links to each. */
export function GamesPage({ games, crumbs, widgets }: { games: GameWithCount[]; crumbs: Crumb[]; widgets: Widget[] }) {
  const byKind = GAME_KINDS.map((kind) => ({ kind, games: games.filter((g) => g.kind === kind) })).filter(
    (k) => k.games.length > 0,
  )
  return (
    <PageWidgets widgets={widgets}>
      <Breadcrumbs items={crumbs} />
      <Container size="lg" py="lg">
        <WidgetSlot position="top" />
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>Arcade Games</Title>
            <Text c="dimmed">
              {plural(games.length, 'game', 'games')} in the directory. Open one to see where to play it.
            </Text>
          </Stack>
          <nav aria-label="Kinds of game">
            <ul className="games-kinds-nav">
              {byKind.map(({ kind }) => (
                <li key={kind}>
                  <a href={`#${kindId(kind)}`}>{GAME_KIND_LABELS[kind]}</a>
                </li>
              ))}
            </ul>
          </nav>
          {byKind.map(({ kind, games }) => (
            <KindSection key={kind} kind={kind} games={games} />
          ))}
        </Stack>
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}
