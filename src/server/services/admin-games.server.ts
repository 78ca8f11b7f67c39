import { and, eq, inArray, sql } from 'drizzle-orm'
import { GAME_ALIASES_MAX, type AdminGameInput } from '../../shared/admin-game'
import type { AdminGame, LineupStatus } from '../../shared/lineup'
import { LINEUP_COUNT_MAX } from '../../shared/lineup'
import { markDataChanged } from '../cache/data-generation.server'
import { WRITE_TRANSACTION } from '../db/busy.server'
import type { Db } from '../db/client.server'
import { rowChange } from '../db/row-change.server'
import {
  arcadeGames,
  arcades,
  games,
  revisionGames,
  type ArcadeGameRow,
  type ArcadeRow,
  type GameRow,
} from '../db/schema'
import { slugOf } from '../slug.server'
import { toAdminGame } from './games.server'

/**
 * The administrator's catalogue (issue 19, docs/decisions/0038-lineup-editor-and-catalogue.md): add and edit
 * entries, and merge two entries that are the same game. Each write is one transaction; the caches hear of it after
 * the commit.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A merge that moves more arcades than this tells the caches that everything changed, not arcade by arcade. */
export const BULK_CHANGE_ARCADES = 200

/** An entry that is already in the catalogue: the input's issue, at `title`. */
export class DuplicateGame extends Error {
  constructor(readonly slug: string) {
    super(`is already in the catalogue as ${slug}`)
  }
}

const storedGame = (db: Pick<Db, 'select'>, id: number): GameRow | undefined =>
  db.select().from(games).where(eq(games.id, id)).get()

function columns(input: AdminGameInput) {
  return {
    title: input.title,
    manufacturer: input.manufacturer,
    year: input.year,
    kind: input.kind,
    aliases: JSON.stringify(input.aliases),
    source: 'admin' as const,
  }
}

/**
 * The slug of a new entry: its title's, else with maker and year as the catalogue names two machines of one title
 * ("jurassic-park-stern-2019"), else a number. The same title, maker and year is the same game: DuplicateGame.
 */
function newSlug(tx: Tx, input: AdminGameInput): string {
  const same = tx
    .select({ slug: games.slug })
    .from(games)
    .where(
      and(
        sql`${games.title} = ${input.title} COLLATE NOCASE`,
        sql`${games.manufacturer} IS ${input.manufacturer}`,
        sql`${games.year} IS ${input.year}`,
      ),
    )
    .get()
  if (same) throw new DuplicateGame(same.slug)
  const base = slugOf(input.title, 'game')
  const candidates = [base, slugOf([input.title, input.manufacturer, input.year].filter(Boolean).join(' '), 'game')]
  const taken = new Set(
    tx
      .select({ slug: games.slug })
      .from(games)
      .where(sql`${games.slug} = ${base} OR ${games.slug} LIKE ${`${base}-%`}`)
      .all()
      .map((g) => g.slug),
  )
  const free = candidates.find((c) => !taken.has(c))
  if (free) return free
  let n = 2
  while (taken.has(`${candidates[1]}-${n}`)) n++
  return `${candidates[1]}-${n}`
}

export function createGame(db: Db, input: AdminGameInput): AdminGame {
  const after = db.transaction((tx) => {
    const id = Number(
      tx
        .insert(games)
        .values({ ...columns(input), slug: newSlug(tx, input) })
        .run().lastInsertRowid,
    )
    return storedGame(tx, id)!
  }, WRITE_TRANSACTION)
  markDataChanged({ kind: 'game', after })
  return toAdminGame(after)
}

/** Updates an entry's fields; its slug (its page's address) stays, as an arcade's does on rename (0004). */
export function updateGame(db: Db, id: number, input: AdminGameInput): AdminGame | undefined {
  const change = rowChange(
    db,
    (tx) => storedGame(tx, id),
    (tx) =>
      tx
        .update(games)
        .set({ ...columns(input), updatedAt: new Date().toISOString() })
        .where(eq(games.id, id))
        .run(),
  )
  if (!change) return undefined
  markDataChanged({ kind: 'game', before: change.before, after: change.after })
  return toAdminGame(change.after!)
}

/** Two entries of one arcade's lineup as one: the counts added, working wins, a known price kept. */
function combined(kept: ArcadeGameRow, merged: ArcadeGameRow) {
  const rank: Record<LineupStatus, number> = { working: 0, out_of_order: 1, left: 2 }
  const first = rank[merged.status] < rank[kept.status] ? merged : kept
  return {
    count: Math.min(kept.count + merged.count, LINEUP_COUNT_MAX),
    priceCents: kept.priceCents ?? merged.priceCents,
    status: first.status,
    statusSince: first.statusSince,
  }
}

/** The kept entry's short names with the merged entry's title and short names, each once, at most GAME_ALIASES_MAX. */
function mergedAliases(kept: GameRow, merged: GameRow): string {
  const names = [...(JSON.parse(kept.aliases) as string[]), merged.title, ...(JSON.parse(merged.aliases) as string[])]
  const seen = new Set([kept.title.toLowerCase()])
  const unique = names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()))
  return JSON.stringify(unique.slice(0, GAME_ALIASES_MAX))
}

export interface MergeResult {
  kept: AdminGame
  /** How many arcades had the merged entry (now the kept one). */
  movedArcades: number
}

/**
 * Merges the entry `id` into `intoId`, in one write transaction: every arcade that had it now has the kept entry
 * (an arcade with both keeps one, counts added), the merged title and short names become the kept entry's short
 * names, and the merged entry is deleted. Undefined, with nothing written, when either entry does not exist.
 */
export function mergeGames(db: Db, id: number, intoId: number): MergeResult | undefined {
  const result = db.transaction((tx) => {
    const merged = storedGame(tx, id)
    const keptBefore = storedGame(tx, intoId)
    if (!merged || !keptBefore) return undefined
    const moving = tx.select().from(arcadeGames).where(eq(arcadeGames.gameId, id)).all()
    const arcadeIds = moving.map((e) => e.arcadeId)
    const beforeRows = arcadeIds.length ? tx.select().from(arcades).where(inArray(arcades.id, arcadeIds)).all() : []
    const keptEntries = new Map(
      (arcadeIds.length
        ? tx
            .select()
            .from(arcadeGames)
            .where(and(eq(arcadeGames.gameId, intoId), inArray(arcadeGames.arcadeId, arcadeIds)))
            .all()
        : []
      ).map((e) => [e.arcadeId, e]),
    )
    const stamp = new Date().toISOString()
    for (const entry of moving) {
      const kept = keptEntries.get(entry.arcadeId)
      const where = (gameId: number) => and(eq(arcadeGames.arcadeId, entry.arcadeId), eq(arcadeGames.gameId, gameId))
      if (kept) {
        tx.update(arcadeGames)
          .set({ ...combined(kept, entry), updatedAt: stamp })
          .where(where(intoId))
          .run()
        tx.delete(arcadeGames).where(where(id)).run()
      } else {
        tx.update(arcadeGames).set({ gameId: intoId, updatedAt: stamp }).where(where(id)).run()
      }
    }
    if (arcadeIds.length) tx.update(arcades).set({ updatedAt: stamp }).where(inArray(arcades.id, arcadeIds)).run()
    tx.update(games)
      .set({ aliases: mergedAliases(keptBefore, merged), updatedAt: stamp })
      .where(eq(games.id, intoId))
      .run()
    // A history that named the merged entry names the kept one (one row per revision and game).
    tx.run(sql`UPDATE OR REPLACE ${revisionGames} SET game_id = ${intoId} WHERE game_id = ${id}`)
    tx.delete(games).where(eq(games.id, id)).run()
    const afterRows = new Map(
      (arcadeIds.length ? tx.select().from(arcades).where(inArray(arcades.id, arcadeIds)).all() : []).map((a) => [
        a.id,
        a,
      ]),
    )
    return {
      merged,
      keptBefore,
      keptAfter: storedGame(tx, intoId)!,
      arcades: beforeRows.map((before): [ArcadeRow, ArcadeRow] => [before, afterRows.get(before.id)!]),
    }
  }, WRITE_TRANSACTION)
  if (!result) return undefined
  if (result.arcades.length > BULK_CHANGE_ARCADES) {
    markDataChanged({ kind: 'all' })
  } else {
    for (const [before, after] of result.arcades)
      markDataChanged({ kind: 'arcade', before, after, games: [id, intoId] })
    markDataChanged({ kind: 'game', before: result.merged })
    markDataChanged({ kind: 'game', before: result.keptBefore, after: result.keptAfter })
  }
  return { kept: toAdminGame(result.keptAfter), movedArcades: result.arcades.length }
}
