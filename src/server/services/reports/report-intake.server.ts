import { createHash, createHmac, randomBytes } from 'node:crypto'
import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { addressBlock } from '../../auth/client-address.server'
import { now } from '../../auth/clock.server'
import { WRITE_TRANSACTION } from '../../db/busy.server'
import type { Db } from '../../db/client.server'
import { arcades, games, reports } from '../../db/schema'
import { SQL_NOW } from '../../db/schema/sql-now'
import { env } from '../../env.server'
import { logServerError, securityEvent } from '../../log.server'
import { findState } from '../../../shared/us-states'
import type { ReportInput, SuggestionInput } from '../../../shared/report'
import type { ReportProposal } from '../../../shared/report-fields'
import type { ReportKind } from '../../../shared/revision-kinds'
import { HONEYPOT_FIELD } from '../../../shared/report-fields'
import { checkFormToken, type FormTokenCheck } from './form-token.server'

/**
 * Visitors' reports and suggestions coming in (issue 20, docs/decisions/0041-visitor-reports.md). Sending one
 * writes one `reports` row (or folds into the same pending one) and nothing else: no public answer changes, so no
 * cache hears of it. The rules against floods: the form token, the honeypot, a daily quota per address, a cap on
 * pending reports, folding, and pruning of old decided reports.
 */

/** The form was sent too soon after it was shown, or its token is stale: the visitor checks it and sends it again. */
export class FormTokenRefused extends Error {
  constructor(readonly check: Exclude<FormTokenCheck, 'ok'>) {
    super('Please check your suggestion and send it again.')
  }
}

/** Over the daily quota or the pending cap: a 429 with Retry-After (seconds) and a plain message. */
export class ReportsRefused extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message)
  }
}

/** The arcade reported on is not in the directory. */
export class UnknownArcade extends Error {}

/** How a submission ended: stored, folded into the same pending suggestion, or dropped (the honeypot was filled). */
export type Outcome = { kind: 'stored' | 'folded'; id: number } | { kind: 'ignored' }

const DAY_MS = 24 * 60 * 60 * 1000

/** Rejected and duplicate reports older than this are deleted; decided reports' e-mail addresses are cleared. */
export const REPORT_KEEP_DAYS = 90
/** Rows deleted or cleared per pruning transaction, so a large prune never holds the write lock for long. */
const PRUNE_BATCH = 500

/** The key of the senders' hashes: a sender's reports can be told apart in the queue, never traced to an address. */
const submitterKey = randomBytes(32)

function dayOf(t: number): number {
  return Math.floor(t / DAY_MS)
}

/** Seconds until the next UTC day, when the quota starts again. */
function secondsToTomorrow(t: number): number {
  return Math.max(1, Math.ceil(((dayOf(t) + 1) * DAY_MS - t) / 1000))
}

/**
 * Reports per address block today, folded ones included. Kept in memory: a restart gives every address a new day,
 * which a flood gains little from (the pending cap still holds).
 */
const quota = { day: -1, sent: new Map<string, number>() }

function sentToday(block: string, t: number): number {
  if (quota.day !== dayOf(t)) {
    quota.day = dayOf(t)
    quota.sent.clear()
  }
  return quota.sent.get(block) ?? 0
}

/** Refusals are logged once per address and kind an hour: a flood is one line, not thousands. */
const refusalsLogged = new Map<string, number>()

function logRefusal(address: string, reason: 'honeypot' | 'too_fast' | 'stale' | 'quota' | 'pending_cap'): void {
  const key = `${addressBlock(address)}|${reason}`
  const t = now()
  if ((refusalsLogged.get(key) ?? -Infinity) > t - DAY_MS / 24) return
  if (refusalsLogged.size > 10_000) refusalsLogged.clear()
  refusalsLogged.set(key, t)
  securityEvent('report.refused', { address, reason })
}

/** Forgets quotas and logged refusals (tests). */
export function resetReportLimits(): void {
  quota.day = -1
  quota.sent.clear()
  refusalsLogged.clear()
}

/** JSON with keys sorted, text trimmed and lower-cased: two sendings of the same suggestion give the same text. */
function canonical(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.trim().toLowerCase())
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

function fingerprintOf(arcadeId: number | null, kind: ReportKind, proposed: unknown): string {
  return createHash('sha256')
    .update(`${arcadeId ?? ''}|${kind}|${canonical(proposed)}`)
    .digest('hex')
}

interface Submission {
  arcadeId: number | null
  kind: ReportKind
  proposed: ReportProposal
  message: string | undefined
  contactEmail: string | undefined
}

/**
 * Checks the honeypot, the token, the quota and the cap, then stores the submission or folds it into the same
 * pending one, in one write transaction.
 */
function intake(
  db: Db,
  sent: { form: string; token: string; honeypot: string | undefined; address: string },
  build: () => Submission,
): Outcome {
  if (sent.honeypot) {
    logRefusal(sent.address, 'honeypot')
    return { kind: 'ignored' }
  }
  const check = checkFormToken(sent.token, sent.form)
  if (check !== 'ok') {
    logRefusal(sent.address, check)
    throw new FormTokenRefused(check)
  }
  const t = now()
  const block = addressBlock(sent.address)
  if (sentToday(block, t) >= env().REPORTS_PER_ADDRESS_PER_DAY) {
    logRefusal(sent.address, 'quota')
    throw new ReportsRefused(
      `You have sent ${env().REPORTS_PER_ADDRESS_PER_DAY} suggestions today — thank you! Please send more tomorrow.`,
      secondsToTomorrow(t),
    )
  }
  const s = build()
  // "Something else" is its words: two different messages are two reports.
  const fingerprint = fingerprintOf(s.arcadeId, s.kind, s.kind === 'other' ? { message: s.message } : s.proposed)
  const outcome = db.transaction((tx) => {
    const folding = tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.fingerprint, fingerprint), eq(reports.status, 'pending')))
      .get()
    if (!folding) {
      const pending = tx.select({ n: count() }).from(reports).where(eq(reports.status, 'pending')).get()?.n ?? 0
      if (pending >= env().REPORTS_PENDING_MAX) return undefined
    }
    const row = tx
      .insert(reports)
      .values({
        kind: s.kind,
        arcadeId: s.arcadeId,
        proposed: JSON.stringify(s.proposed),
        message: s.message ?? null,
        contactEmail: s.contactEmail ?? null,
        fingerprint,
        submitterHash: createHmac('sha256', submitterKey).update(block).digest('hex'),
      })
      // The first message and e-mail address are kept; the count says how many sent the same.
      .onConflictDoUpdate({
        target: reports.fingerprint,
        targetWhere: sql`${reports.status} = 'pending'`,
        set: { foldCount: sql`${reports.foldCount} + 1`, updatedAt: SQL_NOW },
      })
      .returning({ id: reports.id, foldCount: reports.foldCount })
      .get()
    return { kind: row.foldCount > 1 ? 'folded' : 'stored', id: row.id } as const
  }, WRITE_TRANSACTION)
  if (!outcome) {
    logRefusal(sent.address, 'pending_cap')
    throw new ReportsRefused(
      'We have more suggestions waiting than we can review right now — please try again in a day or two.',
      DAY_MS / 1000,
    )
  }
  quota.sent.set(block, sentToday(block, t) + 1)
  return outcome
}

/** The form name a report's token is signed for: the arcade's own form. */
export const reportFormName = (arcadeId: number) => `report:${arcadeId}`
export const SUGGEST_FORM_NAME = 'suggest'

/** A catalogue game by slug or title (case aside), for a game report typed or picked from the list. */
function catalogueGame(db: Db, text: string): { slug: string; title: string } | undefined {
  const t = text.trim()
  return db
    .select({ slug: games.slug, title: games.title })
    .from(games)
    .where(sql`${games.slug} = ${t.toLowerCase()} OR ${games.title} = ${t} COLLATE NOCASE`)
    .get()
}

function proposalOf(db: Db, input: ReportInput): { kind: ReportKind; proposed: ReportProposal } {
  switch (input.kind) {
    case 'edit':
      return { kind: 'edit', proposed: { changes: input.changes } }
    case 'game': {
      const game = catalogueGame(db, input.game.title)
      return {
        kind: 'game',
        proposed: {
          game: { title: game?.title ?? input.game.title, slug: game?.slug ?? null, change: input.game.change },
        },
      }
    }
    case 'temporarily_closed':
      return { kind: 'closure', proposed: { status: 'temporarily_closed', closed_on: null } }
    case 'permanently_closed':
      return { kind: 'closure', proposed: { status: 'permanently_closed', closed_on: input.closed_on ?? null } }
    case 'other':
      return { kind: 'other', proposed: {} }
  }
}

/** A visitor's report on the arcade `input.arcade_slug`. Throws UnknownArcade, FormTokenRefused, ReportsRefused. */
export function submitReport(db: Db, input: ReportInput, address: string): Outcome {
  const arcade = db
    .select({ id: arcades.id })
    .from(arcades)
    .where(and(eq(arcades.slug, input.arcade_slug.toLowerCase()), isNull(arcades.deletedAt)))
    .get()
  if (!arcade) throw new UnknownArcade('Arcade not found')
  return intake(
    db,
    { form: reportFormName(arcade.id), token: input.form_token, honeypot: input[HONEYPOT_FIELD], address },
    () => ({
      arcadeId: arcade.id,
      ...proposalOf(db, input),
      message: input.message,
      contactEmail: input.contact_email,
    }),
  )
}

/** A visitor's suggestion of a new arcade (the caller has shown the possible duplicates first). */
export function submitSuggestion(db: Db, input: SuggestionInput, address: string): Outcome {
  return intake(
    db,
    { form: SUGGEST_FORM_NAME, token: input.form_token, honeypot: input[HONEYPOT_FIELD], address },
    () => ({
      arcadeId: null,
      kind: 'new_arcade',
      proposed: {
        name: input.name,
        address: input.address,
        city: input.city,
        state: findState(input.state)!.name,
        zip: input.zip,
        type: input.type ?? null,
        website: input.website ?? null,
        phone: input.phone ?? null,
      },
      message: input.message,
      contactEmail: input.contact_email,
    }),
  )
}

/**
 * Deletes rejected and duplicate reports decided more than REPORT_KEEP_DAYS ago (duplicates first, then what no
 * report names as the one it duplicates) and clears the e-mail address of every report decided that long ago, a
 * batch per transaction. Returns how many were deleted and cleared.
 */
export function pruneReports(db: Db, t: number = now()): { deleted: number; cleared: number } {
  const cutoff = new Date(t - REPORT_KEEP_DAYS * DAY_MS).toISOString()
  let deleted = 0
  let cleared = 0
  for (;;) {
    const n = db.transaction((tx) => {
      const named = tx.select({ id: reports.duplicateOfId }).from(reports).where(isNotNull(reports.duplicateOfId))
      const batch = tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            inArray(reports.status, ['rejected', 'duplicate']),
            lt(reports.decidedAt, cutoff),
            sql`${reports.id} NOT IN ${named}`,
          ),
        )
        .orderBy(sql`${reports.status} = 'rejected'`)
        .limit(PRUNE_BATCH)
      return tx.delete(reports).where(inArray(reports.id, batch)).run().changes
    }, WRITE_TRANSACTION)
    deleted += n
    if (n === 0) break
  }
  for (;;) {
    const n = db.transaction((tx) => {
      const batch = tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(isNotNull(reports.contactEmail), lt(reports.decidedAt, cutoff)))
        .limit(PRUNE_BATCH)
      return tx.update(reports).set({ contactEmail: null }).where(inArray(reports.id, batch)).run().changes
    }, WRITE_TRANSACTION)
    cleared += n
    if (n === 0) break
  }
  return { deleted, cleared }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * Prunes now and then every hour (REPORT_KEEP_DAYS): old decided reports never fill the disk. A failure (the
 * database busy past its timeout, a full disk) is logged and tried again at the next hour.
 */
export function scheduleReportPruning(db: Db): void {
  const prune = () => {
    try {
      pruneReports(db)
    } catch (error) {
      logServerError(error)
    }
  }
  prune()
  setInterval(prune, PRUNE_EVERY_MS).unref()
}
