import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, asc, between, eq, gt, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { exportRecordSchema, fileLineupEntrySchema } from '../../../shared/import'
import { EXPORT_COLUMNS, OSM_CREDIT, osmUrl } from '../../../shared/open-data'
import type { Db } from '../../db/client.server'
import { arcadeGames, arcades, games, type ArcadeRow } from '../../db/schema'
import { csvRecord } from './csv.server'

/**
 * The admin export of the whole directory (issue 21): every arcade with its lineup, as CSV or JSON, written a few
 * hundred arcades at a time so that 100,000 arcades (and two million lineup entries) never sit in memory together.
 * Between chunks the event loop turns, so visitors are answered while a large export is written. The JSON is an
 * array of objects with the columns of EXPORT_COLUMNS, which is also a file `SEED_FILE` takes; the CSV has the same
 * columns, its `lineup` cell the same entries as JSON text.
 */

export type ExportFormat = 'csv' | 'json'

/** One lineup entry as a file carries it: the sample file's shape (game slug, snake_case). */
export type FileLineupEntry = z.infer<typeof fileLineupEntrySchema>

export type ExportRecord = z.infer<typeof exportRecordSchema>

const CHUNK = 500

export function exportRecord(row: ArcadeRow, lineup: FileLineupEntry[]): ExportRecord {
  const osmRef = row.osmRef
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    website: row.website,
    type: row.type,
    hours: row.hours,
    opening_hours: row.openingHours,
    time_zone: row.timeZone,
    description: row.description,
    image_url: row.imageUrl,
    rating: row.rating,
    review_count: row.reviewCount,
    price_range: row.priceRange,
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    status: row.status,
    closed_on: row.closedOn,
    checked_at: row.checkedAt,
    hours_checked_at: row.hoursCheckedAt,
    source: row.source,
    // The licence's credit travels with every row that came from OpenStreetMap.
    osm_ref: osmRef,
    osm_url: osmRef === null ? null : osmUrl(osmRef),
    attribution: osmRef === null ? null : OSM_CREDIT,
    lineup,
    lineup_checked_on: row.lineupCheckedAt?.slice(0, 10) ?? null,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}

/** The lineups of the arcades with ids from `first` to `last`, by arcade id, as files carry them. */
function lineupsBetween(db: Db, first: number, last: number): Map<number, FileLineupEntry[]> {
  const rows = db
    .select({
      arcadeId: arcadeGames.arcadeId,
      game: games.slug,
      count: arcadeGames.count,
      priceCents: arcadeGames.priceCents,
      status: arcadeGames.status,
      statusSince: arcadeGames.statusSince,
    })
    .from(arcadeGames)
    .innerJoin(games, eq(games.id, arcadeGames.gameId))
    .where(between(arcadeGames.arcadeId, first, last))
    .orderBy(asc(arcadeGames.arcadeId), asc(games.slug))
    .all()
  const byArcade = new Map<number, FileLineupEntry[]>()
  for (const r of rows) {
    const entry: FileLineupEntry = { game: r.game, count: r.count, price_cents: r.priceCents, status: r.status }
    if (r.statusSince !== null) entry.status_since = r.statusSince
    let list = byArcade.get(r.arcadeId)
    if (!list) byArcade.set(r.arcadeId, (list = []))
    list.push(entry)
  }
  return byArcade
}

/** Every arcade of the directory (deleted ones aside) with its lineup, in id order, a chunk at a time, with a turn of the event loop between chunks. */
export async function* exportRecordChunks(db: Db): AsyncGenerator<ExportRecord[]> {
  for (let after = 0; ; ) {
    const rows = db
      .select()
      .from(arcades)
      .where(and(gt(arcades.id, after), isNull(arcades.deletedAt)))
      .orderBy(asc(arcades.id))
      .limit(CHUNK)
      .all()
    if (rows.length === 0) return
    const lineups = lineupsBetween(db, rows[0]!.id, rows[rows.length - 1]!.id)
    yield rows.map((row) => exportRecord(row, lineups.get(row.id) ?? []))
    if (rows.length < CHUNK) return
    after = rows[rows.length - 1]!.id
    await nextTurn()
  }
}

function csvValues(record: ExportRecord): (string | number | boolean | null)[] {
  return EXPORT_COLUMNS.map((column) =>
    column === 'lineup' ? JSON.stringify(record.lineup) : (record[column] ?? null),
  )
}

/** The export as text, a chunk of arcades at a time: CSV with a header row, or a JSON array. */
export async function* exportText(db: Db, format: ExportFormat): AsyncGenerator<string> {
  if (format === 'csv') yield csvRecord([...EXPORT_COLUMNS])
  else yield '['
  let first = true
  for await (const records of exportRecordChunks(db)) {
    if (format === 'csv') {
      yield records.map((r) => csvRecord(csvValues(r))).join('')
      continue
    }
    yield `${records.map((r, i) => `${first && i === 0 ? '\n' : ',\n'}${JSON.stringify(r)}`).join('')}`
    first = false
  }
  if (format === 'json') yield '\n]\n'
}

/** The file name an export is offered under: `arcade-atlas-2026-11-27.csv`. */
export function exportFileName(format: ExportFormat, now: Date): string {
  return `arcade-atlas-${now.toISOString().slice(0, 10)}.${format}`
}
