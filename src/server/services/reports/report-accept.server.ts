import { eq, sql } from 'drizzle-orm'
import type { SessionAdmin } from '../../auth/session.server'
import { now } from '../../auth/clock.server'
import { WRITE_TRANSACTION } from '../../db/busy.server'
import type { Db } from '../../db/client.server'
import { arcadeGames, arcades, games, type ArcadeRow, type ReportRow } from '../../db/schema'
import { adminArcadeInput, type AdminArcadeData } from '../../../shared/admin-arcade'
import type { AcceptableField, AcceptReportData, AdminReport } from '../../../shared/admin-report'
import { EDITABLE_FIELDS, type EditableField } from '../../../shared/report-fields'
import { storedColumns, newArcadeColumns, toAdminArcade } from '../admin-arcades.server'
import {
  announceListingWrite,
  writeListing,
  type LineupWrite,
  type ListingColumns,
  type ListingEdit,
  type Tx,
} from '../listing-writes.server'
import { decide, getReport, pendingReport, proposalOf } from './report-review.server'

/**
 * Accepting a visitor's report (issue 20, docs/decisions/0041-visitor-reports.md): exactly the fields the
 * administrator chose, with the values they may have corrected, applied through the one write door in the same
 * transaction that marks the report accepted, so the listing's one revision names the report and the administrator
 * (actor `report`). A closure sets the status and day; a game changes the lineup; a new arcade is created from the
 * Add Arcade form's values. Nothing of it is public before this.
 */

/** A value or choice the administrator sent that cannot be applied: a 400 naming `path`. */
export class AcceptRefused extends Error {
  constructor(
    readonly path: (string | number)[],
    message: string,
  ) {
    super(message)
  }
}

/** The admin form's name of an edit's field. */
const ADMIN_FIELD: Record<EditableField, keyof AdminArcadeData> = {
  hours: 'hours',
  phone: 'phone',
  website: 'website',
  address: 'address',
  city: 'city',
  zip: 'zipCode',
  type: 'type',
}

/** The stored columns each field of an edit sets (hours bring their structured form, a city its slugs). */
const COLUMNS_OF: Record<EditableField, (keyof ReturnType<typeof storedColumns>)[]> = {
  hours: ['hours', 'openingHours', 'weeklyHours', 'timeZone'],
  phone: ['phone'],
  website: ['website'],
  address: ['address'],
  city: ['city', 'stateCode', 'stateSlug', 'citySlug'],
  zip: ['zip'],
  type: ['type'],
}

/** The day of a moment (epoch ms), YYYY-MM-DD in UTC. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The arcade as the admin schema reads it with `changes` laid over it, so an accepted edit keeps the rules an
 * administrator's own edit keeps (a US phone, a type list, hours read again). An issue names `values.<field>`.
 */
function editedArcade(row: ArcadeRow, changes: Partial<Record<EditableField, string>>): AdminArcadeData {
  const current = toAdminArcade(row)
  const input: Record<string, unknown> = { ...current }
  for (const [field, value] of Object.entries(changes) as [EditableField, string][]) {
    input[ADMIN_FIELD[field]] = value
    // New hours text is read again for opening hours (or shown as written), never kept beside the old ones.
    if (field === 'hours') input.openingHours = null
  }
  const parsed = adminArcadeInput.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const field = EDITABLE_FIELDS.find((f) => ADMIN_FIELD[f] === issue.path[0])
  throw new AcceptRefused(field ? ['values', field] : ['values'], issue.message)
}

/** The catalogue entry of a reported game, found again by slug or title (it may have been added since). */
function reportedGame(tx: Tx, game: { title: string; slug: string | null }): number {
  const found = tx
    .select({ id: games.id })
    .from(games)
    .where(game.slug ? eq(games.slug, game.slug) : sql`${games.title} = ${game.title} COLLATE NOCASE`)
    .get()
  if (!found)
    throw new AcceptRefused(['fields'], `${game.title} is not in the catalogue: add it on the Games screen first`)
  return found.id
}

/** The lineup with the reported game arrived (working), left, or out of order since today. */
function lineupWith(
  tx: Tx,
  arcadeId: number,
  gameId: number,
  change: 'arrived' | 'left' | 'out_of_order',
): LineupWrite[] {
  const today = dayOf(now())
  const entries: LineupWrite[] = tx
    .select()
    .from(arcadeGames)
    .where(eq(arcadeGames.arcadeId, arcadeId))
    .all()
    .map((e) => ({
      gameId: e.gameId,
      count: e.count,
      priceCents: e.priceCents,
      status: e.status,
      statusSince: e.statusSince,
    }))
  const entry = entries.find((e) => e.gameId === gameId)
  if (change !== 'arrived' && !entry) throw new AcceptRefused(['fields'], 'The arcade’s lineup does not have this game')
  const status = change === 'arrived' ? 'working' : change
  const changed = { status, statusSince: status === 'working' ? null : today } as const
  if (entry) Object.assign(entry, changed)
  else entries.push({ gameId, count: 1, priceCents: null, ...changed })
  return entries
}

/** What accepting `fields` of `report` writes to its arcade. */
function editOf(
  tx: Tx,
  report: ReportRow,
  arcade: ArcadeRow,
  fields: AcceptableField[],
  input: AcceptReportData,
): ListingEdit | undefined {
  const p = proposalOf(report)
  const allowed =
    report.kind === 'edit'
      ? EDITABLE_FIELDS.filter((f) => p.changes[f])
      : p.closure
        ? ['status']
        : p.game
          ? ['game']
          : []
  const stray = fields.find((f) => !(allowed as string[]).includes(f))
  if (stray) throw new AcceptRefused(['fields'], `${stray} is not something this report proposes`)
  if (fields.length === 0) return undefined
  if (p.closure) {
    // A closure needs its day: the visitor's, else the day it was reported.
    const closedOn =
      p.closure.status === 'permanently_closed'
        ? (p.closure.closed_on ?? report.createdAt.slice(0, 10))
        : p.closure.closed_on
    return { kind: 'close', columns: { status: p.closure.status, closedOn } }
  }
  if (p.game) return { kind: 'lineup', lineup: lineupWith(tx, arcade.id, reportedGame(tx, p.game), p.game.change) }
  const changes = Object.fromEntries(
    (fields as EditableField[]).map((f) => [f, input.values?.[f] ?? p.changes[f]!.value]),
  ) as Partial<Record<EditableField, string>>
  // Only the chosen fields' columns: the rest of the row, read through the admin schema, may come out in another
  // form (a phone saved before phones were stored as E.164) and is not what was accepted.
  const all = storedColumns(editedArcade(arcade, changes))
  const columns = Object.fromEntries(
    Object.keys(changes).flatMap((f) => COLUMNS_OF[f as EditableField].map((c) => [c, all[c]])),
  ) as ListingColumns
  return { kind: 'update', columns }
}

/**
 * Accepts the pending report `input.id`: ReportNotFound (404), ReportDecided (409), AcceptRefused (400). Returns
 * the decided report.
 */
export function acceptReport(db: Db, admin: SessionAdmin, input: AcceptReportData): AdminReport {
  const actor = { kind: 'report', admin, reportId: input.id } as const
  const { write, report } = db.transaction((tx) => {
    const report = pendingReport(tx, input.id)
    let write
    let fields: string[]
    if (report.kind === 'new_arcade') {
      if (!input.arcade)
        throw new AcceptRefused(['arcade'], 'A new arcade is accepted with its values (the Add Arcade form)')
      write = writeListing(db, actor, undefined, { kind: 'create', columns: newArcadeColumns(tx, input.arcade) })
      fields = ['arcade']
    } else {
      const arcade =
        report.arcadeId === null ? undefined : tx.select().from(arcades).where(eq(arcades.id, report.arcadeId)).get()
      if (!arcade || arcade.deletedAt !== null)
        throw new AcceptRefused(['id'], 'The arcade of this report has been deleted')
      const proposed =
        report.kind === 'edit'
          ? Object.keys(proposalOf(report).changes)
          : report.kind === 'other'
            ? []
            : [report.kind === 'game' ? 'game' : 'status']
      fields = input.fields ?? (proposed as AcceptableField[])
      const edit = editOf(tx, report, arcade, fields as AcceptableField[], input)
      write = edit && writeListing(db, actor, arcade.id, edit)
    }
    decide(tx, input.id, admin.id, {
      status: 'accepted',
      acceptedFields: JSON.stringify(fields),
      revisionId: write?.revisionId ?? null,
    })
    return { write, report: getReport(tx, input.id)! }
  }, WRITE_TRANSACTION)
  announceListingWrite(write)
  return report
}
