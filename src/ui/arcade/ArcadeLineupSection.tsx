import { Text, Title } from '../base'
import { formatDay } from '../../lib/day'
import { GAME_KIND_LABELS, GAME_KINDS } from '../../shared/game-kinds'
import { priceLabel } from '../../shared/game-labels'
import type { ArcadeLineup, LineupEntry } from '../../shared/lineup'
import { GameLink } from '../games/GameLink'
import { gameMaker } from '../../shared/game-labels'

/** "$0.50 a play", "Free play", or null when the price is unknown. */
function playPrice(cents: number | null): string | null {
  const label = priceLabel(cents)
  return label && cents !== 0 ? `${label} a play` : label
}

/** One game: title, cabinets, maker and year, price, and whether it works or since when it does not. */
function LineupItem({ entry }: { entry: LineupEntry }) {
  const details = [gameMaker(entry.game), playPrice(entry.price_cents)].filter(Boolean).join(' · ')
  return (
    <li>
      <GameLink game={entry.game} />
      {entry.count > 1 && (
        <>
          <span className="lineup-count" aria-hidden="true">
            {`×${entry.count}`}
          </span>
          <span className="visually-hidden">({entry.count} machines)</span>
        </>
      )}
      {details && (
        <Text component="span" size="sm" c="dimmed">
          {details}
        </Text>
      )}
      {entry.status === 'out_of_order' && entry.status_since && (
        <Text component="span" size="sm" className="lineup-out-of-order">
          {`Out of order since ${formatDay(entry.status_since)}`}
        </Text>
      )}
      {entry.status === 'left' && entry.status_since && (
        <Text component="span" size="sm" c="dimmed">
          {`Left ${formatDay(entry.status_since)}`}
        </Text>
      )}
    </li>
  )
}

/**
 * The arcade's games (issue 19): those here grouped by kind, then those that left, and when the lineup was last
 * confirmed. The service orders the entries (kind, working first, title).
 */
export function ArcadeLineupSection({ lineup }: { lineup: ArcadeLineup }) {
  const here = lineup.entries.filter((e) => e.status !== 'left')
  const gone = lineup.entries.filter((e) => e.status === 'left')
  const groups = GAME_KINDS.map((kind) => ({ kind, entries: here.filter((e) => e.game.kind === kind) })).filter(
    (g) => g.entries.length > 0,
  )
  return (
    <section aria-labelledby="games-title" data-testid="lineup">
      <Title order={2} size="h3" id="games-title" mb="xs">
        Games
      </Title>
      {lineup.checked_on && (
        <Text size="sm" c="dimmed" mb="xs">
          {`Lineup confirmed ${formatDay(lineup.checked_on)}`}
        </Text>
      )}
      {here.length === 0 && <Text c="dimmed">No games listed for this arcade yet.</Text>}
      {groups.map(({ kind, entries }) => (
        <div key={kind} className="lineup-group">
          <Title order={3} size="h5">
            {GAME_KIND_LABELS[kind]}
          </Title>
          <ul className="lineup-list">
            {entries.map((e) => (
              <LineupItem key={e.game.slug} entry={e} />
            ))}
          </ul>
        </div>
      ))}
      {gone.length > 0 && (
        <div className="lineup-group">
          <Title order={3} size="h5">
            No longer here
          </Title>
          <ul className="lineup-list">
            {gone.map((e) => (
              <LineupItem key={e.game.slug} entry={e} />
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
