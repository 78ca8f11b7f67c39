import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDb } from '../../../tests/support/test-db'
import type { Db } from './client.server'
import { arcadeGames, arcades, games } from './schema'
import { tableRows } from './table-rows.server'

let test: ReturnType<typeof createTestDb>
let db: Db
beforeEach(() => {
  test = createTestDb()
  db = test.db
})
afterEach(() => test.cleanup())

describe('rows of whole tables from their values', () => {
  it('makes every arcade row as Drizzle does: same members in the same order, each decoded alike', () => {
    // A featured arcade makes a boolean column's decoding show (1 → true, not 1).
    db.update(arcades).set({ featured: true }).where(eq(arcades.slug, 'pixel-palace')).run()
    const query = db.select().from(arcades).orderBy(arcades.id)
    const drizzle = query.all()
    const made = query.values().map(tableRows(arcades))
    expect(drizzle.some((row) => row.featured === true)).toBe(true)
    expect(made).toStrictEqual(drizzle)
    expect(made.map((row) => Object.keys(row))).toEqual(drizzle.map((row) => Object.keys(row)))
  })

  it('makes rows of several joined tables, each under its name', () => {
    const selection = { entry: arcadeGames, game: games }
    const query = db
      .select(selection)
      .from(arcadeGames)
      .innerJoin(games, eq(games.id, arcadeGames.gameId))
      .orderBy(arcadeGames.arcadeId, arcadeGames.gameId)
    const drizzle = query.all()
    expect(drizzle.length).toBeGreaterThan(3)
    expect(query.values().map(tableRows(selection))).toStrictEqual(drizzle)
  })
})
