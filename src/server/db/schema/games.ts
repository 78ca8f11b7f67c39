import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { GAME_YEAR_MIN } from '../../../shared/game-catalogue'
import { GAME_KINDS } from '../../../shared/game-kinds'
import { LINEUP_STATUSES } from '../../../shared/lineup'
import { arcades } from './arcades'
import { SQL_NOW } from './sql-now'
import { sqlList } from './sql-list'

/**
 * The games catalogue (issue 19): data/games.json is inserted at every start (new shipped titles arrive, an
 * administrator's edits are kept); `source` says whether an entry came from there or from the admin.
 */
export const games = sqliteTable(
  'games',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    manufacturer: text('manufacturer'),
    year: integer('year'),
    kind: text('kind', { enum: GAME_KINDS }).notNull(),
    /** The short names players type, a JSON array of strings ("DDR", "SF6"). */
    aliases: text('aliases').notNull().default('[]'),
    /** The arcades that have it (lineup entries that have not left), kept by migration 0010's triggers. */
    arcadeCount: integer('arcade_count').notNull().default(0),
    source: text('source', { enum: ['catalogue', 'admin'] })
      .notNull()
      .default('catalogue'),
    createdAt: text('created_at').notNull().default(SQL_NOW),
    updatedAt: text('updated_at').notNull().default(SQL_NOW),
  },
  (t) => [
    index('games_kind_title_idx').on(t.kind, sql`${t.title} COLLATE NOCASE`),
    check('games_kind_check', sql`${t.kind} IN (${sqlList(GAME_KINDS)})`),
    check('games_year_check', sql`${t.year} IS NULL OR ${t.year} >= ${sql.raw(String(GAME_YEAR_MIN))}`),
    check('games_aliases_check', sql`json_valid(${t.aliases}) AND json_type(${t.aliases}) = 'array'`),
    check('games_source_check', sql`${t.source} IN ('catalogue', 'admin')`),
  ],
)

/**
 * An arcade's lineup: one entry per game it has or had (a game that left stays, as `left`, so the page can say so
 * and a return is the same entry working again). `price_cents` is the price of one play: null unknown, 0 free play.
 * `arcades.game_count` and `games.arcade_count` (entries that have not left) are kept by migration 0010's triggers.
 * A table without a rowid, kept in its key's order (migration 0015; docs/decisions/0071-lineup-tables-without-rowid.md).
 */
export const arcadeGames = sqliteTable(
  'arcade_games',
  {
    arcadeId: integer('arcade_id')
      .notNull()
      .references(() => arcades.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    count: integer('count').notNull().default(1),
    priceCents: integer('price_cents'),
    status: text('status', { enum: LINEUP_STATUSES }).notNull().default('working'),
    /** The day a game went out of order or left (YYYY-MM-DD); null while it works. */
    statusSince: text('status_since'),
    createdAt: text('created_at').notNull().default(SQL_NOW),
    updatedAt: text('updated_at').notNull().default(SQL_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.arcadeId, t.gameId] }),
    index('arcade_games_game_idx').on(t.gameId, t.status, t.arcadeId),
    check('arcade_games_count_check', sql`${t.count} BETWEEN 1 AND 99`),
    check('arcade_games_price_check', sql`${t.priceCents} IS NULL OR ${t.priceCents} BETWEEN 0 AND 100000`),
    check('arcade_games_status_check', sql`${t.status} IN (${sqlList(LINEUP_STATUSES)})`),
    check('arcade_games_since_check', sql`(${t.status} = 'working') = (${t.statusSince} IS NULL)`),
  ],
)

export type GameRow = typeof games.$inferSelect
export type ArcadeGameRow = typeof arcadeGames.$inferSelect

/**
 * While this table holds its one row, the lineup count triggers (migration 0013) leave `arcades.game_count` and
 * `games.arcade_count` alone: an import inserts the row inside its write transaction, writes thousands of lineup
 * entries, works the counts out once for the arcades and games it touched and deletes the row before it commits,
 * so no other connection ever sees the counts deferred (docs/decisions/0044-export-and-import.md).
 */
export const lineupCountsDeferred = sqliteTable('lineup_counts_deferred', { one: integer('one').primaryKey() }, (t) => [
  check('lineup_counts_deferred_one_check', sql`${t.one} = 1`),
])
