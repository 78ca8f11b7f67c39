import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { SearchPageData } from '../../shared/arcade'
import { US_STATES } from '../../shared/us-states'
import { GAME_KINDS, type GameKind } from '../../shared/game-kinds'
import type { ArcadeLineup, LineupEntry, PopularGame, PublicGame, SetLineupInput } from '../../shared/lineup'
import { markDataChanged } from '../cache/data-generation.server'
import { arcadeKey, dependsOn, gameKey, GAMES_KEY } from '../cache/dependencies.server'
import { WRITE_TRANSACTION } from '../db/busy.server'
import type { Db } from '../db/client.server'
import { arcadeGames, arcades, games, type ArcadeRow, type GameRow } from '../db/schema'
import { searchPageData } from './arcades.server'
import { searchIndexOf } from './search-index.server'

/**
 * Games and lineups (issue 19, docs/decisions/0037-games-and-lineups.md): the catalogue, what each arcade has, and
 * the one write of a lineup.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function toPublicGame(row: GameRow): PublicGame {
  return {
    slug: row.slug,
    title: row.title,
    manufacturer: row.manufacturer,
    year: row.year,
    kind: row.kind,
    aliases: JSON.parse(row.aliases) as string[],
  }
}

/** The place of each kind in a lineup's groups (GAME_KINDS' order). */
const KIND_ORDER = new Map(GAME_KINDS.map((kind, i) => [kind, i]))

/**
 * An arcade's lineup: grouped by kind in GAME_KINDS' order, working games before those out of order and those gone,
 * then by title. The answer shows each game's fields, so it depends on each game.
 */
export function lineupOf(db: Db | Tx, arcade: Pick<ArcadeRow, 'id' | 'lineupCheckedAt'>): ArcadeLineup {
  const rows = db
    .select({ entry: arcadeGames, game: games })
    .from(arcadeGames)
    .innerJoin(games, eq(games.id, arcadeGames.gameId))
    .where(eq(arcadeGames.arcadeId, arcade.id))
    .all()
  dependsOn(arcadeKey(arcade.id), ...rows.map((r) => gameKey(r.game.id)))
  const statusRank = { working: 0, out_of_order: 1, left: 2 } as const
  rows.sort(
    (a, b) =>
      KIND_ORDER.get(a.game.kind)! - KIND_ORDER.get(b.game.kind)! ||
      statusRank[a.entry.status] - statusRank[b.entry.status] ||
      a.game.title.localeCompare(b.game.title, 'en'),
  )
  const entries: LineupEntry[] = rows.map(({ entry, game }) => ({
    game: toPublicGame(game),
    count: entry.count,
    price_cents: entry.priceCents,
    status: entry.status,
    status_since: entry.statusSince,
  }))
  return { entries, checked_on: arcade.lineupCheckedAt?.slice(0, 10) ?? null }
}

/** The ids of the games an arcade lists (gone ones too: its page says they left). */
export function lineupGameIds(db: Db | Tx, arcadeId: number): number[] {
  return db
    .select({ id: arcadeGames.gameId })
    .from(arcadeGames)
    .where(eq(arcadeGames.arcadeId, arcadeId))
    .all()
    .map((r) => r.id)
}

export function gameBySlug(db: Db, slug: string): GameRow | undefined {
  const row = db.select().from(games).where(eq(games.slug, slug)).get()
  dependsOn(row ? gameKey(row.id) : GAMES_KEY)
  return row
}

/** A game of the catalogue with how many arcades have it. */
export interface GameWithCount extends PublicGame {
  arcade_count: number
}

/** The whole catalogue, by kind (GAME_KINDS' order) and title, each with its arcade count. */
export function gameCatalogue(db: Db, kind?: GameKind): GameWithCount[] {
  dependsOn(GAMES_KEY)
  return db
    .select()
    .from(games)
    .where(kind ? eq(games.kind, kind) : undefined)
    .orderBy(asc(games.kind), sql`${games.title} COLLATE NOCASE`, asc(games.id))
    .all()
    .sort((a, b) => KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!)
    .map((row) => ({ ...toPublicGame(row), arcade_count: row.arcadeCount }))
}

/** A lineup's entry whose game is not in the catalogue: the input's issue, at `entries.{i}.game`. */
export class UnknownGame extends Error {
  constructor(
    readonly index: number,
    readonly slug: string,
  ) {
    super(`is not a game in the catalogue: ${slug}`)
  }
}

/**
 * Replaces an arcade's lineup with `input.entries` (stamping today as checked with `confirm`), in one write
 * transaction: an entry naming an unknown game throws UnknownGame and nothing is written. Entries that did not
 * change keep their dates. Answers the lineup as stored, or undefined for an unknown arcade.
 */
export function setLineup(db: Db, arcadeId: number, input: SetLineupInput, today: string): ArcadeLineup | undefined {
  const change = db.transaction((tx) => {
    const before = tx.select().from(arcades).where(eq(arcades.id, arcadeId)).get()
    if (!before) return undefined
    const slugs = input.entries.map((e) => e.game)
    const found = slugs.length
      ? tx.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, slugs)).all()
      : []
    const idOf = new Map(found.map((g) => [g.slug, g.id]))
    input.entries.forEach((e, i) => {
      if (!idOf.has(e.game)) throw new UnknownGame(i, e.game)
    })
    const previous = lineupGameIds(tx, arcadeId)
    const kept = input.entries.map((e) => idOf.get(e.game)!)
    tx.delete(arcadeGames)
      .where(
        kept.length
          ? and(eq(arcadeGames.arcadeId, arcadeId), sql`${arcadeGames.gameId} NOT IN ${kept}`)
          : eq(arcadeGames.arcadeId, arcadeId),
      )
      .run()
    const stamp = new Date().toISOString()
    for (const e of input.entries) {
      const values = { count: e.count, priceCents: e.priceCents, status: e.status, statusSince: e.statusSince }
      tx.insert(arcadeGames)
        .values({ arcadeId, gameId: idOf.get(e.game)!, ...values })
        .onConflictDoUpdate({
          target: [arcadeGames.arcadeId, arcadeGames.gameId],
          set: { ...values, updatedAt: stamp },
          // Only an entry that differs is touched.
          setWhere: sql`${arcadeGames.count} IS NOT ${e.count} OR ${arcadeGames.priceCents} IS NOT ${e.priceCents} OR ${arcadeGames.status} IS NOT ${e.status} OR ${arcadeGames.statusSince} IS NOT ${e.statusSince}`,
        })
        .run()
    }
    tx.update(arcades)
      .set({ updatedAt: stamp, ...(input.confirm ? { lineupCheckedAt: today } : {}) })
      .where(eq(arcades.id, arcadeId))
      .run()
    const after = tx.select().from(arcades).where(eq(arcades.id, arcadeId)).get()!
    return { before, after, games: [...new Set([...previous, ...kept])], lineup: lineupOf(tx, after) }
  }, WRITE_TRANSACTION)
  if (!change) return undefined
  markDataChanged({ kind: 'arcade', before: change.before, after: change.after, games: change.games })
  return change.lineup
}

/** How many arcades a game page lists at once; the search page (with the game filter) pages through them all. */
export const GAME_PAGE_ARCADES = 24

/** Where a game page's list is centred or which state it shows, as its address writes them. */
export interface GamePageAddress {
  near?: string
  radius?: string
  state?: string
}

export interface GamePageData {
  game: GameWithCount
  /** The arcades that have it (working copies first): near a place with distances, in a state, or the best rated. */
  found: SearchPageData
  /** The states with arcades that have it, most first. */
  states: { name: string; slug: string; count: number }[]
}

/** A game's page (/games/{slug}): the game, where to play it, and by state; undefined for a game we do not have. */
export function gamePageData(db: Db, slug: string, address: GamePageAddress): GamePageData | undefined {
  const row = gameBySlug(db, slug)
  if (!row) return undefined
  const found = searchPageData(db, { ...address, game: row.slug, limit: String(GAME_PAGE_ARCADES) })
  const counts = searchIndexOf(db).gameStates(row.id)
  const states = US_STATES.filter((s) => counts.has(s.slug))
    .map((s) => ({ name: s.name, slug: s.slug, count: counts.get(s.slug)! }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'))
  return { game: { ...toPublicGame(row), arcade_count: row.arcadeCount }, found, states }
}

/** The games at least one arcade has, for the sitemap. */
export function gamesWithArcades(db: Db): { slug: string; updatedAt: string }[] {
  dependsOn(GAMES_KEY)
  return db
    .select({ slug: games.slug, updatedAt: games.updatedAt })
    .from(games)
    .where(gt(games.arcadeCount, 0))
    .orderBy(asc(games.slug))
    .all()
}

/** How many games "Popular games in Texas" lists. */
export const POPULAR_GAMES_SHOWN = 8

/**
 * The games most arcades of a state or city have. The state's or city's key covers its arcades' lineups (a lineup
 * change is a change of its arcade); each game's key covers its title.
 */
export function popularGames(db: Db, stateSlug: string, citySlug?: string): PopularGame[] {
  const popular = searchIndexOf(db).popularGames(stateSlug, citySlug, POPULAR_GAMES_SHOWN)
  dependsOn(...popular.map((p) => gameKey(p.game.id)))
  return popular.map((p) => ({ slug: p.game.slug, title: p.game.title, count: p.arcades }))
}
