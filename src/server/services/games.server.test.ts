import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb } from '../../../tests/support/test-db'
import { arcadeGames, arcades, games } from '../db/schema'
import type { Db } from '../db/client.server'
import { gameBySlug, gameCatalogue, lineupOf, setLineup, UnknownGame } from './games.server'
import { setLineupInput } from '../../shared/lineup'
import { setClock } from '../auth/clock.server'
import { SYSTEM_ACTOR } from './listing-writes.server'

let test: ReturnType<typeof createTestDb>
let db: Db
beforeEach(() => {
  test = createTestDb()
  db = test.db
})
afterEach(() => test.cleanup())

const arcade = (slug: string) => db.select().from(arcades).where(eq(arcades.slug, slug)).get()!
const arcadeCount = (slug: string) => gameBySlug(db, slug)!.arcadeCount

describe('games and lineups', () => {
  it('loads the shipped catalogue and keeps each arcade’s and game’s counts, left games aside', () => {
    expect(gameCatalogue(db).length).toBeGreaterThanOrEqual(300)
    expect(arcadeCount('medieval-madness')).toBe(3)
    expect(arcadeCount('attack-from-mars')).toBe(0) // it left Houston Flipper Hall
    expect(arcade('pixel-palace').gameCount).toBe(4)
    expect(arcade('houston-flipper-hall').gameCount).toBe(1)
    expect(arcade('empire-coin-op').gameCount).toBe(0)
  })

  it('lists a lineup by kind, working games first, with status dates and prices', () => {
    const lineup = lineupOf(db, arcade('pixel-palace'))
    expect(lineup.entries.map((e) => [e.game.slug, e.status])).toEqual([
      ['pac-man', 'working'],
      ['medieval-madness', 'working'],
      ['street-fighter-ii-champion-edition', 'working'],
      ['mortal-kombat-ii', 'out_of_order'],
    ])
    expect(lineup.entries[0]).toMatchObject({ count: 2, price_cents: 50, status_since: null })
    expect(lineup.entries[3]!.status_since).toBe('2026-10-01')
    expect(lineup.checked_on).toBeNull()
  })

  it('replaces a lineup in one write, counts following, and stamps the day when confirmed', () => {
    const id = arcade('houston-flipper-hall').id
    const input = setLineupInput.parse({
      entries: [
        { game: 'attack-from-mars', count: 2, priceCents: 150 },
        { game: 'pac-man', status: 'out_of_order', statusSince: '2026-11-01' },
      ],
      confirm: true,
    })
    setClock(() => Date.parse('2026-11-25T15:00:00Z'))
    const lineup = setLineup(db, SYSTEM_ACTOR, id, input)!
    setClock()
    expect(lineup.entries.map((e) => e.game.slug)).toEqual(['pac-man', 'attack-from-mars'])
    expect(lineup.checkedOn).toBe('2026-11-25')
    expect(arcadeCount('medieval-madness')).toBe(2)
    expect(arcadeCount('attack-from-mars')).toBe(1)
    expect(arcade('houston-flipper-hall').gameCount).toBe(2)
    expect(setLineup(db, SYSTEM_ACTOR, 999_999, input)).toBeUndefined()
  })

  it('writes nothing when an entry names a game the catalogue does not have', () => {
    const id = arcade('pixel-palace').id
    const before = db.select().from(arcadeGames).where(eq(arcadeGames.arcadeId, id)).all()
    const input = setLineupInput.parse({ entries: [{ game: 'pac-man' }, { game: 'no-such-game' }] })
    expect(() => setLineup(db, SYSTEM_ACTOR, id, input)).toThrow(UnknownGame)
    expect(db.select().from(arcadeGames).where(eq(arcadeGames.arcadeId, id)).all()).toEqual(before)
    expect(arcade('pixel-palace').gameCount).toBe(4)
  })

  it('refuses a lineup entry the rules forbid, naming the field', () => {
    const issues = (entries: unknown[]) =>
      setLineupInput.safeParse({ entries }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues([{ game: 'pac-man', count: 0 }])).toEqual(['entries.0.count: must be at least 1'])
    expect(issues([{ game: 'pac-man', status: 'left' }])).toEqual([
      'entries.0.statusSince: is required when the game is out of order or left',
    ])
    expect(issues([{ game: 'pac-man' }, { game: 'pac-man' }])).toEqual(['entries.1.game: is already in the lineup'])
    expect(issues([{ game: 'pac-man', statusSince: '2026-02-30', status: 'left' }])).toEqual([
      'entries.0.statusSince: must be a real date',
    ])
    expect(db.select().from(games).where(eq(games.slug, 'pac-man')).get()?.title).toBe('Pac-Man')
  })
})
