import { and, eq, getTableColumns, is, Param, Placeholder, SQL, sql } from 'drizzle-orm'
import type { LineupStatus } from '../../shared/lineup'
import type { ConfirmPart } from '../../shared/listing-status'
import type { RevisionFeed, RevisionGameChange, RevisionKind } from '../../shared/revision-kinds'
import type { SessionAdmin } from '../auth/session.server'
import { now } from '../auth/clock.server'
import { markDataChanged } from '../cache/data-generation.server'
import type Database from 'better-sqlite3'
import { WRITE_TRANSACTION } from '../db/busy.server'
import type { Db } from '../db/client.server'
import {
  arcadeGames,
  arcades,
  games as gamesTable,
  lineupCountsDeferred,
  revisionGames,
  revisions,
  type ArcadeRow,
  type NewArcadeRow,
} from '../db/schema'
import {
  diffListing,
  feedOf,
  FIELD_COLUMNS,
  gameChangesOf,
  gamesArrived,
  hoursChanged,
  lineupChanges,
  lineupEntryOf,
  listingValues,
  type Listing,
  type ListingChanges,
} from './listing-diff.server'

/**
 * The one door every change of a listing goes through (issue 20, docs/decisions/0040-listing-history.md): inside
 * the write's transaction it reads the arcade and its lineup, applies the edit, reads them again, and writes exactly
 * one revision of what a person sets that changed (none for a change that changes nothing, none for a write that
 * failed: the revision is in the same transaction). Any effective change stamps `checked_at`, a change of the hours
 * `hours_checked_at`, a change of the lineup `lineup_checked_at`.
 *
 * `writeListing` runs inside a transaction the caller opened (an import writes many listings in one), through the
 * connection that holds it; `changeListing` is one IMMEDIATE transaction around it and tells the caches after the
 * commit (0034: nothing else after it).
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What the door writes through: the connection whose write transaction is open (an import's own, or the serving one). */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | '$client'>

/** Who makes a change: an administrator, an accepted report (and who accepted it), an import, or the system. */
export type ListingActor =
  | { kind: 'admin'; admin: SessionAdmin }
  | { kind: 'report'; admin: SessionAdmin; reportId: number }
  | { kind: 'import'; importId: number; admin?: SessionAdmin }
  | { kind: 'system' }

export const SYSTEM_ACTOR: ListingActor = { kind: 'system' }

/** A lineup entry as the door writes it: the game by id. */
export interface LineupWrite {
  gameId: number
  count: number
  priceCents: number | null
  status: LineupStatus
  statusSince: string | null
}

/** The columns of an arcade an edit may set (derived ones included: the caller works them out). */
export type ListingColumns = Partial<Omit<NewArcadeRow, 'id' | 'listed' | 'createdAt' | 'updatedAt' | 'deletedAt'>>

export interface ListingEdit {
  /** The revision's kind when the edit changes something; an edit that only confirms is a `confirm`. */
  kind: RevisionKind
  /** Columns to set (a create: every required one, slug included). */
  columns?: ListingColumns
  /** The whole lineup, replacing the one stored (entries that did not change keep their dates). */
  lineup?: readonly LineupWrite[]
  /** Parts checked as still right: their stamps move even when nothing else changes. */
  confirm?: readonly ConfirmPart[]
  /** true: delete (the row stays, the slug stays taken); false: undelete. */
  deleted?: boolean
  /** The revision a `revert` restores. */
  revertsId?: number
  /**
   * When the facts were last checked, if not at this write (an OpenStreetMap element's `check_date`): the stamps
   * take it instead of now, and none moves back.
   */
  checkedAt?: string
}

/** What a write did: the row before (none: created) and after, the games its lineup had or has, its revision. */
export interface ListingWrite {
  before?: ArcadeRow
  after: ArcadeRow
  games: number[]
  /** Whether its lineup changed (its games, or their count, price or status). */
  lineupChanged: boolean
  /** Its revision's id; undefined when nothing a version holds changed (no revision; at most reference columns written). */
  revisionId?: number
  /** Whether anything was written (the caches hear of it). */
  written: boolean
}

/**
 * Columns a version of a listing does not hold (they are not the listing's facts: OpenStreetMap's element and tags,
 * the featured flag an import may set), written when they differ, with no revision of their own.
 */
const REFERENCE_COLUMNS = ['featured', 'osmRef', 'osmTags'] as const satisfies readonly (keyof ListingColumns)[]

const referenceColumns = (columns: ListingColumns): ListingColumns =>
  Object.fromEntries(REFERENCE_COLUMNS.filter((c) => c in columns).map((c) => [c, columns[c]]))

/** The most rows one insert of `manyRows` writes: its statements are kept per number of rows, so at most this many. */
const ROWS_A_STATEMENT = 50

const rowsOf = <T>(n: number, row: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => row(i))

/**
 * Writes rows with one statement per ROWS_A_STATEMENT rows rather than one per row: an import writes about 25
 * lineup entries and as many of their revision's games per arcade, millions at 100,000 arcades, and a statement's
 * run costs about as much again as the row it writes (docs/decisions/0057-import-upload-and-rows.md). `build(n)`
 * builds the insert of n rows, whose placeholders are each named `row:column`, run as `rawStatement`'s are.
 */
function manyRows(sqlite: Database.Database, build: (n: number) => Query) {
  const bySize = new Map<
    number,
    { statement: Database.Statement; values: ((rows: readonly Row[], at: number) => unknown)[] }
  >()
  return (rows: Row[]) => {
    for (let at = 0; at < rows.length; at += ROWS_A_STATEMENT) {
      const n = Math.min(ROWS_A_STATEMENT, rows.length - at)
      let prepared = bySize.get(n)
      if (!prepared) {
        const { sql: text, params } = build(n).toSQL()
        const values = bindings(params, (name) => {
          const [i, column] = name.split(':') as [string, string]
          const row = Number(i)
          return (rows: readonly Row[], at: number) => rows[at + row]![column]
        })
        prepared = { statement: sqlite.prepare(text), values }
        bySize.set(n, prepared)
      }
      const { statement, values } = prepared
      statement.run(values.map((value) => value(rows, at)))
    }
  }
}

type Row = Record<string, unknown>
type Query = { toSQL(): { sql: string; params: unknown[] } }

/**
 * A statement drizzle builds with named placeholders, prepared on the connection itself and run with its values in
 * order: drizzle's own filling of the placeholders checks each one's class at every run, a tenth of an import's
 * writes (docs/decisions/0060-bulk-import-creates.md, 0074-import-creates-worked-out-in-the-dry-run.md).
 */
function rawStatement(sqlite: Database.Database, query: Query) {
  const { sql: text, params } = query.toSQL()
  const statement = sqlite.prepare(text)
  const values = bindings(params, (name) => (row: Row) => row[name])
  return { run: (row: Row) => statement.run(values.map((value) => value(row))) }
}

/**
 * How each parameter of a statement drizzle built takes its value, in order: a placeholder's through
 * `placeholder(name)`, encoded as its column says; a value of the query's own as it is.
 */
function bindings<A extends unknown[]>(
  params: unknown[],
  placeholder: (name: string) => (...args: A) => unknown,
): ((...args: A) => unknown)[] {
  return params.map((param) => {
    if (is(param, Placeholder)) return placeholder(param.name)
    if (!is(param, Param) || !is(param.value, Placeholder)) return () => param
    const value = placeholder(param.value.name)
    const encoder = param.encoder
    return encoder ? (...args: A) => encoder.mapToDriverValue(value(...args)) : value
  })
}

/**
 * The door's statements, prepared once per connection: building and preparing them cost more than running them, for
 * an import's thousands of listings as for one administrator's save (docs/decisions/0047-fast-writes.md). A
 * transaction object is new for every transaction, so the key is the connection the writes go through.
 */
function prepareStatements(tx: Writer) {
  const arcadeId = sql.placeholder('arcadeId')
  const gameId = sql.placeholder('gameId')
  return {
    row: tx.select().from(arcades).where(eq(arcades.id, arcadeId)).prepare(),
    lineup: tx.select().from(arcadeGames).where(eq(arcadeGames.arcadeId, arcadeId)).prepare(),
    removeEntry: tx
      .delete(arcadeGames)
      .where(and(eq(arcadeGames.arcadeId, arcadeId), eq(arcadeGames.gameId, gameId)))
      .prepare(),
    stamp: tx
      .update(arcades)
      .set({
        checkedAt: sql`${sql.placeholder('checkedAt')}`,
        hoursCheckedAt: sql`${sql.placeholder('hoursCheckedAt')}`,
        lineupCheckedAt: sql`${sql.placeholder('lineupCheckedAt')}`,
        deletedAt: sql`${sql.placeholder('deletedAt')}`,
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(eq(arcades.id, arcadeId))
      .prepare(),
    revise: rawStatement(
      tx.$client,
      tx.insert(revisions).values({
        arcadeId,
        createdAt: sql.placeholder('createdAt'),
        actor: sql.placeholder('actor'),
        adminId: sql.placeholder('adminId'),
        adminUsername: sql.placeholder('adminUsername'),
        reportId: sql.placeholder('reportId'),
        importId: sql.placeholder('importId'),
        kind: sql.placeholder('kind'),
        changes: sql.placeholder('changes'),
        revertsId: sql.placeholder('revertsId'),
        feed: sql.placeholder('feed'),
        stateSlug: sql.placeholder('stateSlug'),
        citySlug: sql.placeholder('citySlug'),
      }),
    ),
    /** Upserts of a lineup's entries, a statement per number of rows (prepared when first needed). */
    putEntries: manyRows(tx.$client, (n) =>
      tx
        .insert(arcadeGames)
        .values(
          rowsOf(n, (i) => ({
            arcadeId: sql.placeholder(`${i}:arcadeId`),
            gameId: sql.placeholder(`${i}:gameId`),
            count: sql.placeholder(`${i}:count`),
            priceCents: sql.placeholder(`${i}:priceCents`),
            status: sql.placeholder(`${i}:status`),
            statusSince: sql.placeholder(`${i}:statusSince`),
            updatedAt: sql.placeholder(`${i}:updatedAt`),
          })),
        )
        .onConflictDoUpdate({
          target: [arcadeGames.arcadeId, arcadeGames.gameId],
          set: {
            count: sql`excluded.count`,
            priceCents: sql`excluded.price_cents`,
            status: sql`excluded.status`,
            statusSince: sql`excluded.status_since`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    ),
    /** A revision's games that arrived, left or changed status. */
    moveGames: manyRows(tx.$client, (n) =>
      tx.insert(revisionGames).values(
        rowsOf(n, (i) => ({
          revisionId: sql.placeholder(`${i}:revisionId`),
          gameId: sql.placeholder(`${i}:gameId`),
          change: sql.placeholder(`${i}:change`),
        })),
      ),
    ),
  }
}
const statements = new WeakMap<Writer, ReturnType<typeof prepareStatements>>()

/** Statements that insert or update a set of an arcade's columns, per connection and set of columns. */
const columnStatements = new WeakMap<
  Writer,
  Map<string, { run(values: Record<string, unknown>): { lastInsertRowid: number | bigint } }>
>()
const COLUMN_STATEMENTS_KEPT = 64

/**
 * Inserts an arcade (`arcadeId` undefined) or updates one, with the columns `columns` names that are not
 * undefined, through a statement prepared once per connection and set of columns: building and preparing a
 * statement of twenty columns cost more than running it, once per row of an import (docs/decisions/0051-import-speed.md).
 */
function writeColumns(
  tx: Writer,
  arcadeId: number | undefined,
  columns: ListingColumns & Pick<NewArcadeRow, 'updatedAt'>,
): number {
  const values = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined))
  if (arcadeId !== undefined && Object.keys(values).length === 0) return arcadeId
  const key = `${arcadeId === undefined ? 'insert' : 'update'}:${Object.keys(values).join(',')}`
  let cache = columnStatements.get(tx)
  if (!cache) columnStatements.set(tx, (cache = new Map()))
  let statement = cache.get(key)
  if (!statement) {
    if (cache.size >= COLUMN_STATEMENTS_KEPT) cache.clear()
    const placeholders = Object.fromEntries(Object.keys(values).map((k) => [k, sql.placeholder(k)]))
    statement = rawStatement(
      tx.$client,
      arcadeId === undefined
        ? tx.insert(arcades).values(placeholders as unknown as NewArcadeRow)
        : tx
            .update(arcades)
            .set(placeholders)
            .where(eq(arcades.id, sql.placeholder('id'))),
    )
    cache.set(key, statement)
  }
  const done = statement.run(arcadeId === undefined ? values : { ...values, id: arcadeId })
  return arcadeId ?? Number(done.lastInsertRowid)
}

function statementsOf(tx: Writer) {
  let prepared = statements.get(tx)
  if (!prepared) statements.set(tx, (prepared = prepareStatements(tx)))
  return prepared
}

/** Prepares the door's statements on the serving connection at start, so the first save does not wait for them. */
export function prepareListingWrites(db: Db): void {
  statementsOf(db)
}

const rowOf = (tx: Writer, id: number): ArcadeRow | undefined => statementsOf(tx).row.get({ arcadeId: id })

function lineupEntries(tx: Writer, id: number): Listing['lineup'] {
  const rows = statementsOf(tx).lineup.all({ arcadeId: id })
  return new Map(rows.map((r) => [r.gameId, lineupEntryOf(r)]))
}

const listingOf = (tx: Writer, row: ArcadeRow): Listing => ({
  fields: listingValues(row),
  lineup: lineupEntries(tx, row.id),
})

/** Makes the lineup `before` into `after`, touching only the entries that differ (the others keep their dates). */
function writeLineup(
  tx: Writer,
  arcadeId: number,
  before: Listing['lineup'],
  after: readonly LineupWrite[],
  stamp: string,
): void {
  const { removeEntry, putEntries } = statementsOf(tx)
  const kept = new Set(after.map((e) => e.gameId))
  for (const gameId of before.keys()) if (!kept.has(gameId)) removeEntry.run({ arcadeId, gameId })
  const changed = lineupChanges(before, new Map(after.map((e) => [e.gameId, lineupEntryOf(e)])))
  putEntries(after.filter((e) => changed[e.gameId]).map((e) => ({ arcadeId, ...e, updatedAt: stamp })))
}

/** The revision's who: admin, report (with its admin), import, system. */
function actorColumns(actor: ListingActor) {
  const admin = actor.kind === 'system' ? undefined : actor.admin
  return {
    actor: actor.kind,
    adminId: admin?.id ?? null,
    adminUsername: admin?.username ?? null,
    reportId: actor.kind === 'report' ? actor.reportId : null,
    importId: actor.kind === 'import' ? actor.importId : null,
  }
}

/** Which of `columns` differ from the row (a save of the same values changes nothing). */
function columnsThatDiffer(row: ArcadeRow, columns: ListingColumns): ListingColumns {
  return Object.fromEntries(
    Object.entries(columns).filter(([key, value]) => row[key as keyof ArcadeRow] !== (value ?? null)),
  ) as ListingColumns
}

/**
 * Applies `edit` to the arcade `arcadeId` (undefined: creates one from `edit.columns`) inside the open write
 * transaction of the connection `tx` (pass the connection rather than the transaction: statements are prepared once
 * per writer), and writes its one revision. Undefined for an arcade that does not exist, or one that is deleted
 * (only an undelete reaches it). Tell the caches with `announceListingWrite` after the commit.
 */
export function writeListing(
  tx: Writer,
  actor: ListingActor,
  arcadeId: number | undefined,
  edit: ListingEdit,
): ListingWrite | undefined {
  const stamp = new Date(now()).toISOString()
  const before = arcadeId === undefined ? undefined : rowOf(tx, arcadeId)
  if (arcadeId !== undefined && (!before || (before.deletedAt !== null && edit.deleted !== false))) return undefined
  if (before && edit.deleted === false && before.deletedAt === null) return undefined
  const beforeListing = before && listingOf(tx, before)

  // What differs, worked out before anything is written, so that a change of nothing writes nothing.
  const columns = before ? columnsThatDiffer(before, edit.columns ?? {}) : (edit.columns ?? {})
  const lineup =
    edit.lineup &&
    new Map(
      edit.lineup.map((e) => [
        e.gameId,
        lineupEntryOf({ count: e.count, priceCents: e.priceCents, status: e.status, statusSince: e.statusSince }),
      ]),
    )
  const planned = diffListing(beforeListing, {
    fields: { ...(beforeListing?.fields ?? {}), ...listingValues({ ...before, ...columns } as ArcadeRow) },
    lineup: lineup ?? beforeListing?.lineup ?? new Map(),
  })
  const deleting = edit.deleted !== undefined
  const effective = Object.keys(planned).length > 0 || deleting || !before
  if (!effective && !edit.confirm?.length) {
    const reference = referenceColumns(columns)
    const games = [...beforeListing!.lineup.keys()]
    if (Object.keys(reference).length === 0)
      return { before, after: before!, games, lineupChanged: false, written: false }
    writeColumns(tx, before!.id, reference)
    return { before, after: rowOf(tx, before!.id)!, games, lineupChanged: false, written: true }
  }

  let id = arcadeId
  if (!before) {
    id = writeColumns(tx, undefined, columns)
  } else {
    // Only a change of the listing's fields writes its columns (`source` among them); reference columns always.
    const set = Object.keys(planned).some((k) => k !== 'lineup') ? columns : referenceColumns(columns)
    writeColumns(tx, id, set)
  }
  if (lineup) writeLineup(tx, id!, beforeListing?.lineup ?? new Map(), edit.lineup!, stamp)
  const written = rowOf(tx, id!)!
  const afterListing = listingOf(tx, written)
  const changes: ListingChanges = diffListing(beforeListing, afterListing)
  const changed = Object.keys(changes).length > 0

  // The stamps: any change checks the listing; its hours and its lineup when they changed or are confirmed.
  const parts = new Set(edit.confirm ?? [])
  const stamps: Partial<Pick<ArcadeRow, 'checkedAt' | 'hoursCheckedAt' | 'lineupCheckedAt'>> = {}
  const checked = (was: string | null | undefined) =>
    edit.checkedAt === undefined ? stamp : was && was > edit.checkedAt ? was : edit.checkedAt
  if (changed || parts.has('listing')) stamps.checkedAt = checked(before?.checkedAt)
  if (hoursChanged(changes) || parts.has('hours') || (!before && changed)) {
    stamps.hoursCheckedAt = checked(before?.hoursCheckedAt)
  }
  if (changes.lineup || parts.has('lineup')) stamps.lineupCheckedAt = checked(before?.lineupCheckedAt)
  const deletedAt = deleting ? (edit.deleted ? stamp : null) : undefined
  statementsOf(tx).stamp.run({
    arcadeId: id!,
    checkedAt: stamps.checkedAt ?? written.checkedAt,
    hoursCheckedAt: stamps.hoursCheckedAt ?? written.hoursCheckedAt,
    lineupCheckedAt: stamps.lineupCheckedAt ?? written.lineupCheckedAt,
    deletedAt: deletedAt !== undefined ? deletedAt : written.deletedAt,
    updatedAt: changed || deleting ? stamp : written.updatedAt,
  })
  const after = rowOf(tx, id!)!

  const kind: RevisionKind = changed ? edit.kind : deleting ? (edit.deleted ? 'delete' : 'undelete') : 'confirm'
  if (deleting) changes.deleted_at = [before!.deletedAt, after.deletedAt]
  if (kind === 'confirm') {
    if (stamps.checkedAt) changes.checked_at = [before!.checkedAt, after.checkedAt]
    if (stamps.hoursCheckedAt) changes.hours_checked_at = [before!.hoursCheckedAt, after.hoursCheckedAt]
    if (stamps.lineupCheckedAt) changes.lineup_checked_at = [before!.lineupCheckedAt, after.lineupCheckedAt]
  }
  const revisionId = writeRevision(tx, actor, after, { stamp, kind, changes, revertsId: edit.revertsId })
  const games = [...new Set([...(beforeListing?.lineup.keys() ?? []), ...afterListing.lineup.keys()])]
  return { before, after, games, lineupChanged: changes.lineup !== undefined, revisionId, written: true }
}

/** Writes an arcade's revision and its games (those that arrived, left or changed status); answers its id. */
function writeRevision(
  tx: Writer,
  actor: ListingActor,
  after: Pick<ArcadeRow, 'id' | 'stateSlug' | 'citySlug'>,
  revision: { stamp: string; kind: RevisionKind; changes: ListingChanges; revertsId?: number },
  unwritten?: UnwrittenRows,
): number {
  const { changes, ...rest } = revision
  const text = JSON.stringify(changes)
  return insertRevision(
    tx,
    actor,
    after,
    { ...rest, text, feed: feedOf(rest.kind, changes) },
    gameChangesOf(changes.lineup),
    unwritten,
  )
}

/** Writes a revision whose changes are `text`, and its games `moves`; answers its id. */
function insertRevision(
  tx: Writer,
  actor: ListingActor,
  after: Pick<ArcadeRow, 'id' | 'stateSlug' | 'citySlug'>,
  revision: { stamp: string; kind: RevisionKind; text: string; feed: RevisionFeed | null; revertsId?: number },
  moves: { gameId: number; change: RevisionGameChange }[],
  unwritten?: UnwrittenRows,
): number {
  const { revise, moveGames } = statementsOf(tx)
  // The id from the insert itself: `RETURNING` doubled the insert's time (docs/decisions/0060-bulk-import-creates.md).
  const revisionId = Number(
    revise.run({
      arcadeId: after.id,
      createdAt: revision.stamp,
      ...actorColumns(actor),
      kind: revision.kind,
      changes: revision.text,
      revertsId: revision.revertsId ?? null,
      feed: revision.feed,
      stateSlug: after.stateSlug,
      citySlug: after.citySlug,
    }).lastInsertRowid,
  )
  const held = moves.map((m) => ({ ...m, revisionId }))
  if (unwritten) unwritten.moves.push(...held)
  else moveGames(held)
  return revisionId
}

/** A listing a writer of many creates (an import) adds: its columns (slug included), lineup, and when it was checked. */
export interface NewListing {
  columns: ListingColumns & Pick<NewArcadeRow, 'stateSlug' | 'citySlug'>
  lineup?: readonly LineupWrite[]
  /** As `ListingEdit.checkedAt`: when its facts were checked, if not now. */
  checkedAt?: string
  /** Its revision's changes, `createdChanges(columns, lineup)`, when worked out already (an import's dry run). */
  changes?: string
}

/** What the insert gives the columns a create leaves out: their defaults in the schema (none: null). */
const CREATED_DEFAULTS = Object.fromEntries(
  Object.entries(getTableColumns(arcades)).flatMap(([key, column]) =>
    column.default === undefined || is(column.default, SQL) ? [] : [[key, column.default]],
  ),
) as ListingColumns

/**
 * The changes of the revision that creates a listing with `columns` and `lineup`, as its JSON text: every field
 * the row holds once inserted (a column left out, its default), every game arrived, as `writeListing` works them
 * out from the row it reads back.
 */
export function createdChanges(columns: ListingColumns, lineup: readonly LineupWrite[]): string {
  const row: Record<string, unknown> = {}
  for (const column of Object.values(FIELD_COLUMNS) as (keyof ListingColumns)[]) {
    const value = columns[column]
    row[column] = value !== undefined ? value : (CREATED_DEFAULTS[column] ?? null)
  }
  const fields = listingValues(row as ArcadeRow)
  return JSON.stringify(
    diffListing(undefined, { fields, lineup: new Map(lineup.map((e) => [e.gameId, lineupEntryOf(e)])) }),
  )
}

/**
 * Creates a listing with its one revision, writing exactly what `writeListing` writes for a create, with fewer
 * statements, for a writer of thousands of creates (an import; docs/decisions/0060-bulk-import-creates.md): the
 * stamps a create gets go into the insert instead of an update after it, and the revision's changes are worked out
 * from what is inserted (`createdChanges`, by the dry run already) instead of the row and lineup read back
 * (0074). Answers the arcade's id and its games. Inside the caller's open write transaction, as `writeListing`,
 * with the lineup counts deferred (`deferLineupCounts`): its game count goes into the insert, and
 * `settleLineupCounts` leaves it. With `unwritten`, its lineup entries and revision games are added there instead,
 * for `writeUnwrittenRows` to write later.
 */
export function createListing(
  tx: Writer,
  actor: ListingActor,
  listing: NewListing,
  unwritten?: UnwrittenRows,
): { id: number; games: number[]; counted: true } {
  const stamp = new Date(now()).toISOString()
  const lineup = listing.lineup ?? []
  const arrived = gamesArrived(lineup)
  // writeListing's stamps for a create: every change checks the listing and its hours, and its lineup if it has one.
  const checked = listing.checkedAt ?? stamp
  const id = writeColumns(tx, undefined, {
    ...listing.columns,
    checkedAt: checked,
    hoursCheckedAt: checked,
    ...(lineup.length > 0 && { lineupCheckedAt: checked }),
    // Its games are all in the lineup it is given: its count is written with it (settleLineupCounts leaves it).
    gameCount: arrived.length,
    updatedAt: stamp,
  })
  const entries = lineup.map((e) => ({ arcadeId: id, ...e, updatedAt: stamp }))
  if (unwritten) {
    unwritten.entries.push(...entries)
    unwritten.firstArcadeId ??= id
  } else statementsOf(tx).putEntries(entries)
  const { stateSlug, citySlug } = listing.columns
  const text = listing.changes ?? createdChanges(listing.columns, lineup)
  const feed = feedOf('create', {})
  insertRevision(tx, actor, { id, stateSlug, citySlug }, { stamp, kind: 'create', text, feed }, arrived, unwritten)
  return { id, games: lineup.map((e) => e.gameId), counted: true }
}

/**
 * The lineup entries and revision games of creates not written yet (`createListing` with `unwritten`), for a writer of
 * thousands of creates (an import), written a batch of many arcades at a time in the order of the place each lands
 * in at random otherwise. Both tables are kept in the order of their key (neither has a rowid of its own: migrations
 * 0015, 0016), `arcade_games` by arcade and game, `revision_games` by revision and game, and each is indexed by game:
 * with the indexes in place the rows go in by game, which lands them at a few hundred places of each index one
 * after the other instead of each at another of its game's places, half the cost of an entry at 100,000 arcades
 * (docs/decisions/0062-import-rows-in-index-order.md); while a large import has the indexes dropped
 * (`suspendSecondaryIndexes`) they go in by their key, at each table's end (docs/decisions/0071-lineup-tables-without-rowid.md,
 * 0076-revision-games-by-revision.md).
 */
type UnwrittenEntry = Pick<LineupWrite, 'gameId' | 'count' | 'priceCents' | 'status' | 'statusSince'> & {
  arcadeId: number
  updatedAt: string
}

export interface UnwrittenRows {
  /** The order the rows are written in: their table's key while the game indexes are dropped, else by game. */
  rowsBy: 'key' | 'game'
  entries: UnwrittenEntry[]
  moves: { gameId: number; revisionId: number; change: RevisionGameChange }[]
  /** The first arcade whose entries are held: a write that reads a lineup from it on must `writeUnwrittenRows` first. */
  firstArcadeId?: number
}

export const unwrittenRows = (rowsBy: UnwrittenRows['rowsBy']): UnwrittenRows => ({
  rowsBy,
  entries: [],
  moves: [],
})

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Writes the rows `unwritten` holds, each table's sorted by the key of its table or of its game index, and empties it. */
export function writeUnwrittenRows(tx: Writer, unwritten: UnwrittenRows): void {
  const { putEntries, moveGames } = statementsOf(tx)
  const byKey = unwritten.rowsBy === 'key'
  putEntries(
    unwritten.entries.sort(
      byKey
        ? (a, b) => a.arcadeId - b.arcadeId || a.gameId - b.gameId
        : (a, b) => a.gameId - b.gameId || byText(a.status, b.status) || a.arcadeId - b.arcadeId,
    ),
  )
  moveGames(
    unwritten.moves.sort(
      byKey
        ? (a, b) => a.revisionId - b.revisionId || a.gameId - b.gameId
        : (a, b) => a.gameId - b.gameId || byText(a.change, b.change) || a.revisionId - b.revisionId,
    ),
  )
  unwritten.entries = []
  unwritten.moves = []
  unwritten.firstArcadeId = undefined
}

/**
 * Stops the lineup count triggers inside the open write transaction, for a writer of many lineups (an import): each
 * entry's trigger costs twice its insert. `settleLineupCounts` must follow in the same transaction; a rollback undoes
 * both, so no other connection sees the counts deferred.
 */
export function deferLineupCounts(tx: Writer): void {
  tx.insert(lineupCountsDeferred).values({ one: 1 }).run()
}

/**
 * Takes the lineup count triggers off `arcade_games` inside the open write transaction of `sqlite`, for a writer of
 * thousands of lineups (an import) that defers the counts: even when its guard says to do nothing, a trigger's
 * invocation costs twice the entry's insert (43 against 14 µs). Answers the function that puts them back, exactly as
 * they were, which must run before the commit; a rollback puts them back too, and no other connection ever sees
 * them gone (the writer holds the write lock, and schema changes are transactional in SQLite).
 */
export function suspendLineupTriggers(sqlite: Database.Database): () => void {
  const triggers = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'arcade_games'")
    .all() as { name: string; sql: string }[]
  for (const { name } of triggers) sqlite.exec(`DROP TRIGGER "${name}"`)
  return () => {
    for (const { sql: definition } of triggers) sqlite.exec(definition)
  }
}

/** The tables a writer of many listings fills: an arcade, its lineup, its revision and the revision's games. */
const LISTING_TABLES = ['arcades', 'arcade_games', 'revisions', 'revision_games']

/**
 * Drops the secondary indexes of the listing tables inside the open write transaction of `sqlite`, for a writer of
 * as many listings as the directory holds (a large import): each new row otherwise goes into every index at a place
 * of its own, and building each index again from the finished table costs less (docs/decisions/0069-import-indexes-rebuilt.md).
 * The unique indexes stay, for the constraints they keep and the reads of slugs and OpenStreetMap elements. Answers
 * the function that makes them again, exactly as they were, which must run before anything reads by them and before
 * the commit; a rollback puts them back too, and no other connection ever sees them gone (as suspendLineupTriggers).
 */
export function suspendSecondaryIndexes(sqlite: Database.Database): () => void {
  const indexes = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE %' AND tbl_name IN (${LISTING_TABLES.map(() => '?').join(', ')})`,
    )
    .all(...LISTING_TABLES) as { name: string; sql: string }[]
  for (const { name } of indexes) sqlite.exec(`DROP INDEX "${name}"`)
  return () => {
    for (const { sql: definition } of indexes) sqlite.exec(definition)
  }
}

/** Arcades whose entries one step of `settleLineupCounts`'s pass over every lineup counts (ids). */
const COUNTED_ARCADES_A_STEP = 250

/**
 * Works out `arcades.game_count` of the arcades (but those `counted`: creates, which wrote theirs) and
 * `games.arcade_count` (listed arcades only) of the games whose lineups were written while the counts were deferred,
 * as the triggers would have, and starts the triggers again.
 * It steps once per arcade or game counted, so that a caller can let other work run between steps. When the writes
 * touched more than a fifth of the catalogue, the games are counted in one pass over every lineup in the arcades'
 * order, COUNTED_ARCADES_A_STEP arcades a step, rather than game by game: a game's entries lie at arcades all over
 * the table, and counting them game by game read the arcades at random, 33 s for 30,000 new arcades among 100,000
 * against 6 s with the pages all cached (docs/decisions/0062-import-rows-in-index-order.md).
 */
export function* settleLineupCounts(
  tx: Writer,
  written: readonly { id: number; games: readonly number[]; counted?: boolean }[],
): Generator<void> {
  const playing = sql`${arcadeGames.status} <> 'left'`
  const arcadeCount = tx
    .update(arcades)
    .set({
      gameCount: sql`(SELECT count(*) FROM ${arcadeGames} WHERE ${arcadeGames.arcadeId} = ${arcades.id} AND ${playing})`,
    })
    .where(eq(arcades.id, sql.placeholder('id')))
    .prepare()
  const gameIds = new Set<number>()
  for (const write of written) {
    if (!write.counted) arcadeCount.run({ id: write.id })
    for (const id of write.games) gameIds.add(id)
    yield
  }
  const catalogue = tx
    .select({ n: sql<number>`count(*)` })
    .from(gamesTable)
    .get()!.n
  if (gameIds.size * 5 > catalogue) {
    const counted = new Map<number, number>()
    const countsOf = tx
      .select({ id: arcadeGames.gameId, n: sql<number>`count(*)` })
      .from(arcadeGames)
      .innerJoin(arcades, eq(arcades.id, arcadeGames.arcadeId))
      .where(
        and(
          sql`${arcadeGames.arcadeId} >= ${sql.placeholder('from')}`,
          sql`${arcadeGames.arcadeId} < ${sql.placeholder('to')}`,
          playing,
          arcades.listed,
        ),
      )
      .groupBy(arcadeGames.gameId)
      .prepare()
    const last =
      tx
        .select({ id: sql<number | null>`max(${arcades.id})` })
        .from(arcades)
        .get()?.id ?? 0
    for (let from = 0; from <= last; from += COUNTED_ARCADES_A_STEP) {
      for (const { id, n } of countsOf.all({ from, to: from + COUNTED_ARCADES_A_STEP })) {
        counted.set(id, (counted.get(id) ?? 0) + n)
      }
      yield
    }
    const setCount = tx
      .update(gamesTable)
      .set({ arcadeCount: sql`${sql.placeholder('n')}` })
      .where(eq(gamesTable.id, sql.placeholder('id')))
      .prepare()
    for (const id of gameIds) {
      setCount.run({ id, n: counted.get(id) ?? 0 })
      yield
    }
  } else {
    const gameCount = tx
      .update(gamesTable)
      .set({
        arcadeCount: sql`(SELECT count(*) FROM ${arcadeGames} INNER JOIN ${arcades} ON ${arcades.id} = ${arcadeGames.arcadeId}
        WHERE ${arcadeGames.gameId} = ${gamesTable.id} AND ${playing} AND ${arcades.listed})`,
      })
      .where(eq(gamesTable.id, sql.placeholder('id')))
      .prepare()
    for (const id of gameIds) {
      gameCount.run({ id })
      yield
    }
  }
  tx.delete(lineupCountsDeferred).run()
}

/** Tells the caches of a committed write (nothing, when it changed nothing). */
export function announceListingWrite(write: ListingWrite | undefined): void {
  if (!write?.written) return
  const { before, after, games, lineupChanged } = write
  markDataChanged({ kind: 'arcade', before, after, games, lineupChanged })
}

/**
 * One listing change in its own IMMEDIATE transaction, then the caches told once. `prepare` runs first inside the
 * transaction (resolving names, finding a free slug) and may throw to write nothing.
 */
export function changeListing(
  db: Db,
  actor: ListingActor,
  arcadeId: number | undefined,
  edit: ListingEdit | ((tx: Tx) => ListingEdit),
): ListingWrite | undefined {
  // Through `db`, the connection whose transaction this is: its prepared statements are reused (prepareStatements).
  const write = db.transaction(
    (tx) => writeListing(db, actor, arcadeId, typeof edit === 'function' ? edit(tx) : edit),
    WRITE_TRANSACTION,
  )
  announceListingWrite(write)
  return write
}
