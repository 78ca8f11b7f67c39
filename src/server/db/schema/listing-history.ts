import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core'
import {
  REPORT_KINDS,
  REPORT_STATUSES,
  REVISION_ACTORS,
  REVISION_FEEDS,
  REVISION_GAME_CHANGES,
  REVISION_KINDS,
} from '../../../shared/revision-kinds'
import { admins } from './admins'
import { arcades } from './arcades'
import { games } from './games'
import { SQL_NOW } from './sql-now'
import { sqlList } from './sql-list'

/*
 * A listing's history (issue 20, docs/decisions/0040-listing-history.md): every change of an arcade or its lineup is
 * one append-only revision, written by the one write door (services/listing-writes.server.ts); visitors' reports
 * wait for an administrator; imports say where a batch of changes came from. Foreign keys to arcades are NO ACTION:
 * an arcade is never removed (deleting is `deleted_at`), so nothing can take its history with it.
 */

/** One import of a file of listings (issue 21 fills it in; `summary` is its JSON report). */
export const imports = sqliteTable('imports', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  createdAt: text('created_at').notNull().default(SQL_NOW),
  adminId: integer('admin_id').references(() => admins.id),
  adminUsername: text('admin_username').notNull(),
  format: text('format').notNull(),
  fileName: text('file_name').notNull(),
  summary: text('summary').notNull().default('{}'),
})

/**
 * A visitor's suggestion: an edit, a game, a closure or something else about an arcade, or a new arcade
 * (`arcade_id` null). Nothing in it reaches a public page until an administrator accepts it (its `revision_id`).
 * Identical pending suggestions fold into one (`fingerprint`, `fold_count`).
 */
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    arcadeId: integer('arcade_id').references(() => arcades.id),
    /** What the visitor proposes, as JSON (its shape depends on `kind`). */
    proposed: text('proposed').notNull(),
    message: text('message'),
    /** Never in a public shape or a feed. */
    contactEmail: text('contact_email'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('pending'),
    duplicateOfId: integer('duplicate_of_id').references((): AnySQLiteColumn => reports.id),
    foldCount: integer('fold_count').notNull().default(1),
    /** Hex SHA-256 of the arcade, the kind and the proposal: the same suggestion while pending folds into one. */
    fingerprint: text('fingerprint').notNull(),
    /** A keyed hash of the sender's address block, for the daily quota; it cannot be traced back to an address. */
    submitterHash: text('submitter_hash').notNull(),
    decidedAt: text('decided_at'),
    decidedByAdminId: integer('decided_by_admin_id').references(() => admins.id),
    decisionReason: text('decision_reason'),
    /** The fields accepted, a JSON array. */
    acceptedFields: text('accepted_fields'),
    revisionId: integer('revision_id').references((): AnySQLiteColumn => revisions.id),
    createdAt: text('created_at').notNull().default(SQL_NOW),
    /** The last fold. */
    updatedAt: text('updated_at').notNull().default(SQL_NOW),
  },
  (t) => [
    uniqueIndex('reports_pending_fingerprint_uq')
      .on(t.fingerprint)
      .where(sql`${t.status} = 'pending'`),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_arcade_idx').on(t.arcadeId, t.status),
    index('reports_quota_idx').on(t.submitterHash, t.createdAt),
    check('reports_kind_check', sql`${t.kind} IN (${sqlList(REPORT_KINDS)})`),
    check('reports_status_check', sql`${t.status} IN (${sqlList(REPORT_STATUSES)})`),
    check('reports_arcade_check', sql`(${t.kind} = 'new_arcade') = (${t.arcadeId} IS NULL)`),
    check('reports_duplicate_check', sql`(${t.status} = 'duplicate') = (${t.duplicateOfId} IS NOT NULL)`),
    check('reports_proposed_check', sql`json_valid(${t.proposed})`),
  ],
)

/**
 * One change of an arcade or its lineup, never updated or deleted (migration 0011's triggers refuse both).
 * `changes` is JSON `{field: [from, to]}` with the listing's column names, and `lineup: {gameId: [from, to]}` whose
 * values are entries `{count, price_cents, status, status_since}` or null (not in the lineup); a confirmation holds
 * the stamps it moved. `state_slug` and `city_slug` are the arcade's place after the change (per-place feeds).
 */
export const revisions = sqliteTable(
  'revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    arcadeId: integer('arcade_id')
      .notNull()
      .references(() => arcades.id),
    createdAt: text('created_at').notNull().default(SQL_NOW),
    actor: text('actor', { enum: REVISION_ACTORS }).notNull(),
    adminId: integer('admin_id').references(() => admins.id),
    /** The administrator's name as it was (kept if the account goes). */
    adminUsername: text('admin_username'),
    reportId: integer('report_id').references((): AnySQLiteColumn => reports.id),
    importId: integer('import_id').references(() => imports.id),
    kind: text('kind', { enum: REVISION_KINDS }).notNull(),
    changes: text('changes').notNull(),
    revertsId: integer('reverts_id').references((): AnySQLiteColumn => revisions.id),
    feed: text('feed', { enum: REVISION_FEEDS }),
    stateSlug: text('state_slug').notNull(),
    citySlug: text('city_slug').notNull(),
  },
  (t) => [
    index('revisions_arcade_idx').on(t.arcadeId, sql`${t.id} desc`),
    index('revisions_feed_idx')
      .on(sql`${t.id} desc`)
      .where(sql`${t.feed} IS NOT NULL`),
    index('revisions_feed_place_idx')
      .on(t.stateSlug, t.citySlug, sql`${t.id} desc`)
      .where(sql`${t.feed} IS NOT NULL`),
    index('revisions_report_idx').on(t.reportId),
    index('revisions_import_idx').on(t.importId),
    check('revisions_actor_check', sql`${t.actor} IN (${sqlList(REVISION_ACTORS)})`),
    check('revisions_kind_check', sql`${t.kind} IN (${sqlList(REVISION_KINDS)})`),
    check('revisions_feed_check', sql`${t.feed} IS NULL OR ${t.feed} IN (${sqlList(REVISION_FEEDS)})`),
    check(
      'revisions_report_check',
      sql`${t.actor} <> 'report' OR (${t.reportId} IS NOT NULL AND ${t.adminId} IS NOT NULL)`,
    ),
    check('revisions_import_check', sql`${t.actor} <> 'import' OR ${t.importId} IS NOT NULL`),
    check('revisions_admin_check', sql`${t.actor} <> 'admin' OR ${t.adminId} IS NOT NULL`),
    check('revisions_changes_check', sql`json_valid(${t.changes}) AND json_type(${t.changes}) = 'object'`),
  ],
)

/**
 * The games a revision's lineup change touched: "Medieval Madness arrived at …" for game feeds and a game's history.
 * A table without a rowid, kept in its key's order, by revision (migrations 0015, 0016): a large import's rows go in
 * at its end (docs/decisions/0076-revision-games-by-revision.md); a game's feed reads its index.
 */
export const revisionGames = sqliteTable(
  'revision_games',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => revisions.id),
    change: text('change', { enum: REVISION_GAME_CHANGES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.gameId] }),
    index('revision_games_game_idx').on(t.gameId, t.change, t.revisionId),
    check('revision_games_change_check', sql`${t.change} IN (${sqlList(REVISION_GAME_CHANGES)})`),
  ],
)

export type ImportRow = typeof imports.$inferSelect
export type ReportRow = typeof reports.$inferSelect
export type RevisionRow = typeof revisions.$inferSelect
export type RevisionGameRow = typeof revisionGames.$inferSelect
