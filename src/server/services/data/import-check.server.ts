import { eq, isNull, sql } from 'drizzle-orm'
import { haversineMiles } from '../../../lib/distance'
import { storedPhone } from '../../../lib/phone'
import type { z } from 'zod'
import {
  importRowInput,
  plainFileLineup,
  type importRowResultSchema,
  type ImportRowData,
} from '../../../shared/import'
import type { LineupEntryInput } from '../../../shared/lineup'
import { createdChanges, type LineupWrite } from '../listing-writes.server'
import { now } from '../../auth/clock.server'
import type { Db } from '../../db/client.server'
import { arcadeGames, arcades, games, type ArcadeRow } from '../../db/schema'
import { fieldIssues, type FieldIssue } from '../../trpc/init'
import { storedColumns } from '../admin-arcades.server'
import { exportRecord } from './export.server'
import type { FileRow } from './import-file.server'

/**
 * The dry run of one row (issue 21): which arcade it is (its slug, else its OpenStreetMap element), whether it
 * passes the admin form's rules, and what applying it would change, field by field; a new arcade that looks like
 * one already here (same name close by, same phone or website) is a possible duplicate. The same check runs again,
 * inside the apply's transaction, to decide each write.
 */

/** The export's columns that an import reads, and the admin form's name of each. */
const INPUT_OF_COLUMN = {
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zipCode',
  phone: 'phone',
  website: 'website',
  type: 'type',
  hours: 'hours',
  opening_hours: 'openingHours',
  time_zone: 'timeZone',
  description: 'description',
  image_url: 'imageUrl',
  rating: 'rating',
  review_count: 'reviewCount',
  price_range: 'priceRange',
  latitude: 'latitude',
  longitude: 'longitude',
  featured: 'featured',
  slug: 'slug',
  lineup: 'lineup',
  osm_ref: 'osmRef',
} as const satisfies Record<string, keyof ImportRowData>
const INPUT_COLUMNS = Object.entries(INPUT_OF_COLUMN)
const COLUMN_OF_INPUT = Object.fromEntries(INPUT_COLUMNS.map(([c, i]) => [i, c])) as Record<string, string>

/** The stored fields a row can change, under the export's names. */
const COMPARED = {
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  phone: 'phone',
  website: 'website',
  type: 'type',
  hours: 'hours',
  openingHours: 'opening_hours',
  timeZone: 'time_zone',
  description: 'description',
  imageUrl: 'image_url',
  rating: 'rating',
  reviewCount: 'review_count',
  priceRange: 'price_range',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Partial<Record<keyof ArcadeRow, string>>

/** Arcades this close (miles) with the same name are possibly the same. */
export const DUPLICATE_MILES = 0.25

/** What the dry run says of a row (the screen shows it). */
export type RowResult = z.infer<typeof importRowResultSchema>
type FieldChange = NonNullable<RowResult['changes']>[number]

/** What applying a row writes. */
export interface RowWrite {
  existing?: ArcadeRow
  columns: ReturnType<typeof storedColumns> & { featured?: boolean; osmRef?: string | null; osmTags?: string | null }
  /** For a new arcade: the slug the file gives it, when it is free. */
  slug?: string | null
  /** The new lineup, when it differs. */
  lineup?: LineupEntryInput[]
  /** When the element was last checked on the ground (OpenStreetMap's `check_date`), as a stamp. */
  checkedAt?: string
  name: string
  city: string
  /**
   * A new arcade's revision as the check worked it out (`createdChanges`), and the catalogue's ids of the games of
   * its lineup, in order, that its changes name (docs/decisions/0074-import-creates-worked-out-in-the-dry-run.md).
   */
  created?: { changes: string; gameIds: number[] }
}

/** What identifies a row and names it on the screen, as `ImportChecker` reads it from the file's row. */
export interface RowKeys {
  row: number
  label: string
  slug?: string
  osmRef?: string
  /** The OpenStreetMap tag the element's reference came from, for the messages that name it. */
  osmRefTag?: string
  /** OpenStreetMap's `check_date`, as the file has it. */
  checkDate?: string
  problem?: FieldIssue
}

/** A row's keys as its file gives them. */
export function rowKeys({ row, values, osm, problem }: FileRow): RowKeys {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)
  const slug = text(values.slug)
  const osmRef = text(values.osm_ref)
  const label = osm?.ref ?? slug ?? text(values.name) ?? `row ${row}`
  return { row, label, slug, osmRef, osmRefTag: osm?.tagOf.osm_ref, checkDate: osm?.tags.check_date, problem }
}

/**
 * What the dry run keeps of a row that is a new arcade: the row's keys and its write as the admin form's rules made
 * it. `checkedAt` is left out: it depends on the day (a `check_date` still to come is none), so the apply works it
 * out again from the keys.
 */
export type KeptCreate = Pick<RowWrite, 'columns' | 'lineup' | 'slug' | 'name' | 'city' | 'created'> & { keys: RowKeys }

/**
 * What the dry run keeps of each row for the apply (a line of the import's kept file), so that the apply reads the
 * kept file alone, not the uploaded one: a new arcade's checked write, or any other row as the file has it.
 */
export type KeptRow = KeptCreate | { fileRow: FileRow }

export function keptRow(fileRow: FileRow, { write }: RowPlan): KeptRow {
  if (!write || write.existing) return { fileRow }
  const { columns, lineup, slug, name, city, created } = write
  return { columns, lineup, slug, name, city, created, keys: rowKeys(fileRow) }
}

/**
 * The apply's plan of each row, in the file's order, from what the dry run kept of it: the uploaded file is read
 * only as far as a new arcade's row whose arcade or games changed since the dry run, which is then checked whole.
 */
export function* plansAgain(checker: ImportChecker, kept: Iterable<KeptRow>, fileRows: Iterator<FileRow>): Generator<RowPlan> {
  let read = 0
  let last: FileRow | undefined
  let at = 0
  const fileRow = () => {
    for (; read <= at; read++) {
      const next = fileRows.next()
      if (next.done) throw new Error(`The file has fewer rows than its dry run read (${at + 1})`)
      last = next.value
    }
    return last!
  }
  for (const keptRow of kept) {
    yield 'fileRow' in keptRow ? checker.check(keptRow.fileRow) : checker.checkAgain(keptRow, fileRow)
    at++
  }
}

/** Which arcade a row names, as `ImportChecker` found it. */
interface Identified {
  label: string
  slug: string | undefined
  existing: ArcadeRow | undefined
}

export interface RowPlan {
  result: RowResult
  write?: RowWrite
}

interface Known {
  id: number
  slug: string
  name: string
  latitude: number | null
  longitude: number | null
  city: string
  stateCode: string
}

const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()

function websiteKey(url: string | null): string | undefined {
  if (!url) return undefined
  try {
    const u = new URL(url)
    return `${u.hostname.toLowerCase().replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '').toLowerCase()}`
  } catch {
    return undefined
  }
}

const lineupText = (entries: { game: string; count: number; priceCents: number | null; status: string; statusSince: string | null }[]) =>
  entries
    .map((e) => `${e.game} ×${e.count}${e.priceCents === null ? '' : ` ${e.priceCents}¢`}${e.status === 'working' ? '' : ` ${e.status} ${e.statusSince}`}`)
    .sort()
    .join('; ')

/** A value as the screen shows it. */
const shown = (v: unknown): FieldChange['to'] => (v === undefined ? null : (v as FieldChange['to']))

/**
 * An OpenStreetMap `check_date` (YYYY-MM-DD, or YYYY-MM) as a stamp: the start of that day in UTC; none for any
 * other text or a day still to come.
 */
export function checkDateStamp(value: string | undefined): string | undefined {
  const match = value && /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value.trim())
  if (!match) return undefined
  const [, year, month, day = '01'] = match
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day))
  const date = new Date(time)
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day) || time > now()) return undefined
  return date.toISOString()
}

export const rejected = (row: number, label: string, issues: FieldIssue[]): RowPlan => ({
  result: { row, label, outcome: 'rejected', issues },
})

/**
 * The slugs and OpenStreetMap elements rows named, and the first row that named each: a later row naming one again
 * is rejected (`repeated`).
 */
export type RowsSeen = Map<string, number>

/**
 * Why a row is rejected for naming again a slug or element an earlier row named (undefined: it does not), noting
 * what it names in `seen` until then. A row that cannot be read names nothing.
 */
export function repeated(
  seen: RowsSeen,
  { row, slug, osmRef, problem }: Pick<RowKeys, 'row' | 'slug' | 'osmRef' | 'problem'>,
): FieldIssue | undefined {
  if (problem) return undefined
  for (const [key, field] of [
    [slug && `slug:${slug}`, 'slug'],
    [osmRef && `osm:${osmRef}`, 'osm_ref'],
  ] as const) {
    if (!key) continue
    const first = seen.get(key)
    if (first !== undefined) return { field, message: `appears again (first in row ${first})` }
    seen.set(key, row)
  }
  return undefined
}

export class ImportChecker {
  private readonly bySlug
  private readonly byOsmRef
  private readonly lineupOf
  private readonly gameIds: Map<string, number>
  private readonly byName = new Map<string, Known[]>()
  private readonly byPhone = new Map<string, Known>()
  private readonly byWebsite = new Map<string, Known>()
  /**
   * Slugs and OSM elements earlier rows named, and in which row; none when the rows are checked in shares, whose
   * caller finds the repeats over them all (import-jobs.server.ts).
   */
  private readonly seen: RowsSeen | undefined
  /** Runs before an arcade's lineup is read: an apply writes the lineups it has not written yet (`UnwrittenRows`) first when they include it. */
  beforeLineupRead: (arcadeId: number) => void = () => {}

  constructor(db: Db, { repeats = true } = {}) {
    this.seen = repeats ? new Map() : undefined
    this.bySlug = db.select().from(arcades).where(eq(arcades.slug, sql.placeholder('slug'))).prepare()
    this.byOsmRef = db.select().from(arcades).where(eq(arcades.osmRef, sql.placeholder('ref'))).prepare()
    this.lineupOf = db
      .select({
        game: games.slug,
        count: arcadeGames.count,
        priceCents: arcadeGames.priceCents,
        status: arcadeGames.status,
        statusSince: arcadeGames.statusSince,
      })
      .from(arcadeGames)
      .innerJoin(games, eq(games.id, arcadeGames.gameId))
      .where(eq(arcadeGames.arcadeId, sql.placeholder('id')))
      .prepare()
    this.gameIds = new Map(db.select({ slug: games.slug, id: games.id }).from(games).all().map((g) => [g.slug, g.id]))
    const rows = db
      .select({
        id: arcades.id,
        slug: arcades.slug,
        name: arcades.name,
        latitude: arcades.latitude,
        longitude: arcades.longitude,
        city: arcades.city,
        stateCode: arcades.stateCode,
        phone: arcades.phone,
        website: arcades.website,
      })
      .from(arcades)
      .where(isNull(arcades.deletedAt))
      .all()
    for (const { phone, website, ...known } of rows) {
      const key = nameKey(known.name)
      const list = this.byName.get(key)
      if (list) list.push(known)
      else this.byName.set(key, [known])
      if (phone && !this.byPhone.has(phone)) this.byPhone.set(phone, known)
      const site = websiteKey(website)
      if (site && !this.byWebsite.has(site)) this.byWebsite.set(site, known)
    }
  }

  /** A checked lineup as written, its games by id. */
  lineupWrites(write: Pick<RowWrite, 'lineup'>): LineupWrite[] | undefined {
    return write.lineup?.map((e) => ({
      gameId: this.gameIds.get(e.game)!,
      count: e.count,
      priceCents: e.priceCents,
      status: e.status,
      statusSince: e.statusSince,
    }))
  }

  /** A new arcade's plan: new, or a possible duplicate of an arcade here; its revision worked out when it is not yet. */
  private created(row: number, label: string, write: RowWrite): RowPlan {
    if (!write.created) {
      const lineup = this.lineupWrites(write) ?? []
      write.created = { changes: createdChanges(write.columns, lineup), gameIds: lineup.map((e) => e.gameId) }
    }
    const duplicate = this.possibleDuplicate(write.columns)
    const result: RowResult = { row, label, outcome: duplicate ? 'duplicate' : 'new', name: write.name }
    if (duplicate) {
      result.arcade = { id: duplicate.known.id, slug: duplicate.known.slug, name: duplicate.known.name }
      result.duplicateReason = duplicate.reason
    }
    return { result, write }
  }

  /** The arcade already here that a new one may be: same name close by (or in the same city), same phone, same website. */
  private possibleDuplicate(columns: RowWrite['columns']): { known: Known; reason: string } | undefined {
    for (const known of this.byName.get(nameKey(columns.name)) ?? []) {
      if (columns.latitude !== null && columns.longitude !== null && known.latitude !== null && known.longitude !== null) {
        const miles = haversineMiles(columns.latitude, columns.longitude, known.latitude, known.longitude)
        if (miles <= DUPLICATE_MILES) return { known, reason: `same name ${miles.toFixed(2)} mi away` }
      } else if (known.city.toLowerCase() === columns.city.toLowerCase() && known.stateCode === columns.stateCode) {
        return { known, reason: 'same name in the same city' }
      }
    }
    const byPhone = columns.phone ? this.byPhone.get(columns.phone) : undefined
    if (byPhone) return { known: byPhone, reason: 'same phone' }
    const site = websiteKey(columns.website)
    const bySite = site ? this.byWebsite.get(site) : undefined
    if (bySite) return { known: bySite, reason: 'same website' }
    return undefined
  }

  check(fileRow: FileRow): RowPlan {
    const found = this.identify(rowKeys(fileRow))
    return 'result' in found ? found : this.planned(fileRow, found)
  }

  /**
   * The apply's check of a row the dry run found a new arcade (docs/decisions/0060-bulk-import-creates.md), from
   * what it kept; `fileRow` reads the row from the uploaded file. The admin form's rules and their transforms depend
   * on the row alone, so only what depends on the database is looked at again: whether its slug or element names an
   * arcade now, whether its games are still in the catalogue, whether it looks like an arcade here. When either of
   * the first two changed (a game of its lineup has another id now, or none), the row is read from the file and
   * checked whole as in the dry run.
   */
  checkAgain(kept: KeptCreate, fileRow: () => FileRow): RowPlan {
    const { keys, ...create } = kept
    const found = this.identify(keys)
    if ('result' in found) return found
    const gameIds = create.created?.gameIds
    if (found.existing || !gameIds || create.lineup?.some((e, i) => this.gameIds.get(e.game) !== gameIds[i])) {
      return this.planned(fileRow(), found)
    }
    const write: RowWrite = create
    const checkedAt = checkDateStamp(keys.checkDate)
    if (checkedAt) write.checkedAt = checkedAt
    return this.created(keys.row, found.label, write)
  }

  /** Which arcade the row names (its slug, else its OpenStreetMap element), or why it is rejected. */
  private identify({ row, label, slug, osmRef, osmRefTag, problem }: RowKeys): Identified | RowPlan {
    if (problem) return rejected(row, label, [problem])
    const again = this.seen && repeated(this.seen, { row, slug, osmRef })
    if (again) return rejected(row, label, [again])
    // Which arcade the row is: its slug names it, else its OpenStreetMap element.
    const bySlug = slug ? this.bySlug.get({ slug }) : undefined
    const byRef = osmRef ? this.byOsmRef.get({ ref: osmRef }) : undefined
    if (bySlug && byRef && bySlug.id !== byRef.id) {
      return rejected(row, label, [{ field: 'osm_ref', message: `belongs to another arcade (${byRef.slug})` }])
    }
    const existing = bySlug ?? byRef
    if (existing?.deletedAt) {
      return rejected(row, label, [
        { field: bySlug ? 'slug' : (osmRefTag ?? 'osm_ref'), message: `names ${existing.name}, which was deleted: restore it first, or leave the row out` },
      ])
    }
    return { label, slug, existing }
  }

  /** The rest of a row's check: the admin form's rules, and what applying it would change. */
  private planned(fileRow: FileRow, { label, slug, existing }: Identified): RowPlan {
    const { row, values, osm } = fileRow

    // A column the file lacks keeps the stored value; a new arcade gets what its element says and the form's defaults.
    const base: Record<string, unknown> = existing ? exportRecord(existing, []) : (osm?.derived ?? {})
    const input: Record<string, unknown> = {}
    for (const [column, key] of INPUT_COLUMNS) {
      if (column === 'lineup' && !('lineup' in values)) continue
      const value = Object.hasOwn(values, column) ? values[column] : base[column]
      if (value !== undefined) input[key] = value
    }
    // A lineup in the export's own form is checked without Zod; any other goes through the schema, which names its problem.
    const lineup = 'lineup' in input ? plainFileLineup(input.lineup) : undefined
    if (lineup) input.lineup = []
    const parsed = importRowInput.safeParse(input)
    const where = (path: PropertyKey[]) => {
      const column = COLUMN_OF_INPUT[String(path[0])] ?? String(path[0])
      return [osm?.tagOf[column] ?? column, ...path.slice(1)].join('.')
    }
    if (!parsed.success) {
      return rejected(
        row,
        label,
        fieldIssues(parsed.error).map((issue, i) => ({ field: where(parsed.error.issues[i]!.path), message: issue.message })),
      )
    }
    const data = lineup ? { ...parsed.data, lineup } : parsed.data
    const unknownGames = (data.lineup ?? []).flatMap((e, i) =>
      this.gameIds.has(e.game) ? [] : [{ field: `lineup.${i}.game`, message: `${e.game} is not a game in the catalogue` }],
    )
    if (unknownGames.length > 0) return rejected(row, label, unknownGames)

    const columns: RowWrite['columns'] = {
      ...storedColumns(data, 'import'),
      ...(data.featured !== undefined && { featured: data.featured }),
      osmRef: data.osmRef,
      ...(osm && { osmTags: JSON.stringify(osm.tags) }),
    }
    const write: RowWrite = { existing, columns, name: data.name, city: data.city }
    const checkedAt = checkDateStamp(osm?.tags.check_date)
    if (checkedAt) write.checkedAt = checkedAt

    if (!existing) {
      if (data.lineup?.length) write.lineup = data.lineup
      write.slug = slug
      return this.created(row, label, write)
    }

    const changes: FieldChange[] = []
    for (const [key, field] of Object.entries(COMPARED) as [keyof typeof COMPARED, string][]) {
      // A phone stored before phones had one form (sample files) is the same number in E.164.
      const before = key === 'phone' && existing.phone ? (storedPhone(existing.phone) ?? existing.phone) : existing[key]
      const after = columns[key]
      if (before !== after) changes.push({ field, from: shown(before), to: shown(after) })
    }
    if (columns.featured !== undefined && columns.featured !== existing.featured) {
      changes.push({ field: 'featured', from: existing.featured, to: columns.featured })
    }
    if (columns.osmRef !== existing.osmRef) changes.push({ field: 'osm_ref', from: existing.osmRef, to: columns.osmRef ?? null })
    if (columns.osmTags !== undefined && columns.osmTags !== existing.osmTags) {
      changes.push({ field: 'osm_tags', from: existing.osmTags, to: columns.osmTags })
    }
    // Its lineup, read here or by the write, as written.
    this.beforeLineupRead(existing.id)
    if (data.lineup) {
      const before = lineupText(this.lineupOf.all({ id: existing.id }))
      const after = lineupText(data.lineup)
      if (before !== after) {
        changes.push({ field: 'lineup', from: before, to: after })
        write.lineup = data.lineup
      }
    }
    const arcade = { id: existing.id, slug: existing.slug, name: existing.name }
    if (changes.length === 0) return { result: { row, label, outcome: 'unchanged', arcade } }
    return { result: { row, label, outcome: 'changed', arcade, changes }, write }
  }
}
