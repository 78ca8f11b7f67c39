import { adminArcadeFields, closureRules } from './admin-arcade'
import { GAME_SLUG_PATTERN } from './game-kinds'
import {
  isCalendarDay,
  LINEUP_COUNT_MAX,
  LINEUP_ENTRIES_MAX,
  LINEUP_PRICE_CENTS_MAX,
  LINEUP_STATUSES,
  setLineupInput,
  type LineupEntryInput,
} from './lineup'
import { EXPORT_COLUMNS, IMPORT_CHUNK_BYTES, IMPORT_FORMATS, OSM_REF_PATTERN, type ExportColumn } from './open-data'
import { z } from './zod'

/**
 * The admin import's shapes (issue 21, docs/decisions/0044-export-and-import.md): one row of a file, checked with
 * the admin form's rules, and the inputs of the import's procedures.
 */

/** Blank, absent or 0: not rated (stored as 0, shown as "No reviews yet"); otherwise the admin form's rule. */
const importRating = z
  .preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || Number(v) === 0 ? undefined : v,
    adminArcadeFields.shape.rating.optional(),
  )
  .transform((rating) => rating ?? 0)

const LINEUP_EXAMPLE = '[{"game":"pac-man","count":2,"price_cents":100}]'

const NOT_JSON = Symbol('not JSON')

/** A lineup cell as a file holds it: a CSV's is JSON text (blank for none), a JSON file's the list itself. */
function lineupCell(value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return []
  try {
    return JSON.parse(value)
  } catch {
    return NOT_JSON
  }
}

/** A file's lineup entry has the sample file's (snake_case) keys; the lineup editor's rules check it. */
const fileLineup = z.preprocess((value, ctx) => {
  const entries = lineupCell(value)
  if (entries === NOT_JSON) {
    ctx.addIssue({ code: 'custom', message: `must be a JSON list of games such as ${LINEUP_EXAMPLE}` })
    return z.NEVER
  }
  if (!Array.isArray(entries)) return entries
  return entries.map((entry: unknown) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry
    const { price_cents, status_since, ...rest } = entry as Record<string, unknown>
    return {
      ...rest,
      ...(price_cents !== undefined && { priceCents: price_cents }),
      ...(status_since !== undefined && { statusSince: status_since }),
    }
  })
}, setLineupInput.shape.entries)

const FILE_ENTRY_KEYS = new Set(['game', 'count', 'price_cents', 'status', 'status_since'])
const isInt = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

/**
 * A file's lineup as `fileLineup` gives it when every entry is in the export's own form and passes the lineup
 * editor's rules; undefined for anything else, which `fileLineup` then checks and names the problem of. Checking a
 * lineup of 25 entries with Zod costs about a millisecond, most of a row's check, and nearly every row of an export
 * is in this form (docs/decisions/0051-import-speed.md).
 */
export function plainFileLineup(value: unknown): LineupEntryInput[] | undefined {
  const entries = lineupCell(value)
  if (!Array.isArray(entries) || entries.length > LINEUP_ENTRIES_MAX) return undefined
  const lineup: LineupEntryInput[] = []
  const seen = new Set<string>()
  for (const entry of entries as unknown[]) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined
    const e = entry as Record<string, unknown>
    for (const key in e) if (!FILE_ENTRY_KEYS.has(key)) return undefined
    const { game, count = 1, price_cents: priceCents = null, status = 'working', status_since: statusSince = null } = e
    if (typeof game !== 'string' || !GAME_SLUG_PATTERN.test(game) || seen.has(game)) return undefined
    if (!isInt(count, 1, LINEUP_COUNT_MAX)) return undefined
    if (priceCents !== null && !isInt(priceCents, 0, LINEUP_PRICE_CENTS_MAX)) return undefined
    if (!(LINEUP_STATUSES as readonly unknown[]).includes(status)) return undefined
    if (status === 'working' ? statusSince !== null : typeof statusSince !== 'string' || !isCalendarDay(statusSince)) {
      return undefined
    }
    seen.add(game)
    lineup.push({
      game,
      count: count as number,
      priceCents: priceCents as number | null,
      status: status as LineupEntryInput['status'],
      statusSince: statusSince as string | null,
    })
  }
  return lineup
}

const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v)

/**
 * One row of an import, in the admin form's (camelCase) names, checked with the admin form's rules. Besides the
 * form's fields: the slug that names an arcade already here, `featured`, the lineup (absent: the stored one stays)
 * and the OpenStreetMap element it came from.
 */
export const importRowInput = adminArcadeFields
  .extend({
    rating: importRating,
    slug: z.preprocess(
      blankAsNull,
      z.string().trim().max(200).regex(GAME_SLUG_PATTERN, 'must be lower-case words joined by hyphens').nullable(),
    ),
    featured: z
      .preprocess(
        (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
        z.boolean({ error: 'must be true or false' }),
      )
      .optional(),
    lineup: fileLineup.optional(),
    osmRef: z.preprocess(
      blankAsNull,
      z.string().regex(OSM_REF_PATTERN, 'must name an OpenStreetMap element such as node/123').nullable(),
    ),
  })
  .superRefine(closureRules)
export type ImportRowData = z.output<typeof importRowInput>

export const IMPORT_OUTCOMES = ['new', 'changed', 'unchanged', 'duplicate', 'rejected'] as const
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number]

export const IMPORT_ROWS_PAGE_MAX = 200

const fileName = z
  .string({ error: 'File name is required' })
  .trim()
  .min(1, 'File name is required')
  .max(255, 'File name must be at most 255 characters')

/** A piece of the file: its bytes in base64 (the screen), or text (a script posting a small file whole). */
const piece = {
  base64: z
    .string()
    .max(Math.ceil(IMPORT_CHUNK_BYTES / 3) * 4, `must be at most ${IMPORT_CHUNK_BYTES} bytes`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')
    .optional(),
  text: z.string().optional(),
  /** More pieces follow: the file is checked once the last one is in. */
  more: z.boolean().default(false),
}

const onePiece = (value: { base64?: string; text?: string }, ctx: z.RefinementCtx) => {
  if ((value.base64 === undefined) === (value.text === undefined))
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'send the file as text or as base64, one of the two' })
}

export const importJobId = z.uuid({ error: 'must be the id of an import begun here' })

/** Begins an import: the file's format and name, and its first piece (or the whole of it). */
export const importStartInput = z
  .strictObject({
    format: z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(', ')}` }),
    fileName,
    ...piece,
  })
  .superRefine(onePiece)

/**
 * Begins an import with the whole file as the request's body, as the screen sends it (`POST
 * /api/admin/imports/upload?format=…&fileName=…`, application/octet-stream): written to disk as it arrives, so a
 * file of hundreds of MB needs neither base64 nor pieces (docs/decisions/0057-import-upload-and-rows.md).
 */
export const importUploadInput = z.strictObject({
  format: z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(', ')}` }),
  fileName,
  file: z.custom<ReadableStream<Uint8Array>>((v) => v instanceof ReadableStream, {
    error: 'must be the file, sent as the request body',
  }),
})

/** The next piece of the file. */
export const importAppendInput = z.strictObject({ id: importJobId, ...piece }).superRefine(onePiece)

export const importJobInput = z.strictObject({ id: importJobId })

/** A page of the dry run's rows, all or those of one outcome. */
export const importRowsInput = z.strictObject({
  id: importJobId,
  outcome: z.enum(IMPORT_OUTCOMES).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(IMPORT_ROWS_PAGE_MAX).default(50),
})

/**
 * Applies the checked file. Rejected rows block it unless `skipRejected`; possible duplicates are left out unless
 * `addDuplicates` (docs/decisions/0044-export-and-import.md).
 */
export const importApplyInput = z.strictObject({
  id: importJobId,
  skipRejected: z.boolean().default(false),
  addDuplicates: z.boolean().default(false),
})

/** Where an import is: its file coming in, its dry run, its checked rows, their writing, written, or failed. */
export const IMPORT_STATES = ['uploading', 'checking', 'checked', 'applying', 'applied', 'failed'] as const

/** What an applied import wrote, as its `imports` row's summary says. */
export const importSummarySchema = z.object({
  created: z.int().min(0),
  updated: z.int().min(0),
  unchanged: z.int().min(0),
  skippedDuplicates: z.int().min(0),
  skippedRejected: z.int().min(0),
})

/** An import as the admin API shows it. */
export const adminImportSchema = z.object({
  id: z.string(),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  /** Bytes received. */
  size: z.int().min(0),
  state: z.enum(IMPORT_STATES),
  /** Rows checked (or applied) so far, of `total` (known once the dry run has read the whole file). */
  progress: z.object({ rows: z.int().min(0), total: z.int().min(0).nullable() }),
  counts: z.record(z.enum(IMPORT_OUTCOMES), z.int().min(0)),
  /** Why the file could not be read, or the apply failed. */
  problem: z.string().nullable(),
  /** Once applied: the `imports` row and what was written. */
  applied: importSummarySchema.extend({ importId: z.int() }).nullable(),
})

const fileValue = z.union([z.string(), z.number(), z.boolean(), z.null()])

/** A field a row of the dry run changes, from today's value to the file's. */
const fieldChangeSchema = z.object({ field: z.string(), from: fileValue, to: fileValue })

/** What the dry run says of a row (the screen shows it). */
export const importRowResultSchema = z.object({
  row: z.int(),
  /** How the screen names the row: its OSM element, slug or name. */
  label: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** The new arcade's name (a new row or a possible duplicate). */
  name: z.string().optional(),
  /** The arcade the row changes, or the one it may duplicate. */
  arcade: z.object({ id: z.int(), slug: z.string(), name: z.string() }).optional(),
  /** Why it may be a duplicate: "same name 0.1 mi away", "same phone", "same website". */
  duplicateReason: z.string().optional(),
  changes: z.array(fieldChangeSchema).optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
})

/** `admin.imports.rows`' answer: a page of the dry run's rows and how many there are. */
export const importRowPageSchema = z.object({ data: z.array(importRowResultSchema), total: z.int().min(0) })

/** One lineup entry as a file carries it: the sample file's shape (game slug, snake_case). */
export const fileLineupEntrySchema = z.object({
  game: z.string(),
  count: z.int(),
  price_cents: z.int().nullable(),
  status: z.string(),
  status_since: z.string().optional(),
})

/** One arcade of the export (EXPORT_COLUMNS' keys, in order), its lineup as a list. */
export const exportRecordSchema = z.object({
  ...(Object.fromEntries(EXPORT_COLUMNS.filter((c) => c !== 'lineup').map((c) => [c, fileValue])) as Record<
    Exclude<ExportColumn, 'lineup'>,
    typeof fileValue
  >),
  lineup: z.array(fileLineupEntrySchema),
})

/** The JSON export: every arcade of the directory, in id order. */
export const exportFileSchema = z.array(exportRecordSchema)
