import fs from 'node:fs'
import { EXPORT_COLUMNS, type ImportFormat } from '../../../shared/open-data'
import type { FieldIssue } from '../../trpc/init'
import { jsonArrayItems, UNREAD } from '../../db/json-array.server'
import { csvRecords } from './csv.server'
import { geojsonFeatures, ImportFileError, isArcade, osmRowValues, overpassFeatures, type OsmFeature, type PlaceOfPoint } from './osm.server'

/**
 * The rows of an uploaded file (issue 21), whatever its format, as values under the export's column names. The
 * export's CSV and JSON are read as they stream from disk; an OpenStreetMap file (a few thousand arcades for the
 * whole country) is parsed whole.
 */

export interface FileRow {
  /** 1 for the file's first row of data (in a CSV, the record after the header). */
  row: number
  /** Values under the export's column names, as the file has them; a column it lacks is absent. */
  values: Record<string, unknown>
  /** An OpenStreetMap element: its reference and tags, what only a new arcade gets, and the tag behind each column. */
  osm?: { ref: string; tags: Record<string, string>; derived: Record<string, unknown>; tagOf: Record<string, string> }
  /** Why the row cannot be read at all. */
  problem?: FieldIssue
}

const KNOWN_COLUMNS = new Set<string>(EXPORT_COLUMNS)

function unknownColumns(keys: string[]): string[] {
  return keys.filter((k) => !KNOWN_COLUMNS.has(k))
}

function* csvRows(file: string): Generator<FileRow> {
  let header: string[] | undefined
  let row = 0
  for (const record of csvRecords(file)) {
    if (!header) {
      header = record.map((h) => h.trim())
      const unknown = unknownColumns(header)
      if (unknown.length > 0) {
        throw new ImportFileError(
          `The CSV header names ${unknown.map((u) => `"${u}"`).join(', ')}, which the export does not have (its columns: ${EXPORT_COLUMNS.join(', ')})`,
        )
      }
      const repeated = header.find((h, i) => header!.indexOf(h) !== i)
      if (repeated) throw new ImportFileError(`The CSV header names "${repeated}" twice`)
      if (!header.includes('name')) throw new ImportFileError('The CSV header has no "name" column: the first line must name the columns')
      continue
    }
    row++
    if (record.length !== header.length) {
      yield { row, values: {}, problem: { field: '(row)', message: `has ${record.length} fields; the header names ${header.length}` } }
      continue
    }
    yield { row, values: Object.fromEntries(header.map((h, i) => [h, record[i]])) }
  }
  if (!header) throw new ImportFileError('The file is empty')
}

function* jsonRows(file: string, mine: (row: number) => boolean): Generator<FileRow> {
  let row = 0
  let items: Iterable<unknown>
  try {
    items = jsonArrayItems(file, (index) => mine(index + 1))
    for (const item of items) {
      row++
      if (item === UNREAD || !mine(row)) continue
      if (row === 1 && !Array.isArray(item) && item !== null && typeof item === 'object' && 'elements' in item) {
        throw new ImportFileError('The file is an Overpass API answer: choose the format "OpenStreetMap: Overpass API answer"')
      }
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        yield { row, values: {}, problem: { field: '(row)', message: 'must be an object with the export’s columns' } }
        continue
      }
      const unknown = unknownColumns(Object.keys(item))
      if (unknown.length > 0) {
        yield { row, values: {}, problem: { field: unknown[0]!, message: 'is not a column of the export' } }
        continue
      }
      yield { row, values: item as Record<string, unknown> }
    }
  } catch (error) {
    if (error instanceof SyntaxError) throw new ImportFileError(`The file is not JSON: ${error.message}`)
    throw error
  }
}

function* osmRows(
  file: string,
  features: (json: unknown) => Generator<OsmFeature | { problem: string }>,
  placeOf: (lat: number, lng: number) => PlaceOfPoint | undefined,
): Generator<FileRow> {
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new ImportFileError(`The file is not JSON: ${(error as Error).message}`)
  }
  let row = 0
  for (const feature of features(json)) {
    row++
    if ('problem' in feature) {
      yield { row, values: {}, problem: { field: '(feature)', message: feature.problem } }
      continue
    }
    if (!isArcade(feature.tags)) {
      yield {
        row,
        values: {},
        osm: { ref: feature.ref, tags: feature.tags, derived: {}, tagOf: {} },
        problem: { field: 'leisure', message: 'is not an amusement arcade (leisure=amusement_arcade or amenity=amusement_arcade)' },
      }
      continue
    }
    const { mapped, derived, tagOf } = osmRowValues(feature, placeOf)
    yield { row, values: { ...mapped, osm_ref: feature.ref }, osm: { ref: feature.ref, tags: feature.tags, derived, tagOf } }
  }
}

/** Which rows a reader of some of a file's rows reads: those whose index (from 0) leaves `share` divided by `shares`. */
export interface RowShare {
  share: number
  shares: number
}

/**
 * The rows of `file` read as `format`, or only its `share` of them (an export's JSON then leaves the others
 * unparsed); a file that is not of that format throws ImportFileError.
 */
export function* fileRows(
  file: string,
  format: ImportFormat,
  placeOf: (lat: number, lng: number) => PlaceOfPoint | undefined,
  share?: RowShare,
): Generator<FileRow> {
  const mine = (row: number) => !share || (row - 1) % share.shares === share.share
  if (format === 'json') return yield* jsonRows(file, mine)
  const rows =
    format === 'csv'
      ? csvRows(file)
      : osmRows(file, format === 'overpass' ? overpassFeatures : geojsonFeatures, placeOf)
  for (const row of rows) if (mine(row.row)) yield row
}
