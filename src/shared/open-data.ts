/**
 * The directory as a file (issue 21): the columns of the admin export, which the import takes back, and the
 * OpenStreetMap credit that imported rows carry. Zod-free: the arcade page and the import screen read it.
 */

/** The export's columns, in order: the CSV header and the keys of each JSON object. */
export const EXPORT_COLUMNS = [
  'id',
  'slug',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'website',
  'type',
  'hours',
  'opening_hours',
  'time_zone',
  'description',
  'image_url',
  'rating',
  'review_count',
  'price_range',
  'latitude',
  'longitude',
  'featured',
  'status',
  'closed_on',
  'checked_at',
  'hours_checked_at',
  'source',
  'osm_ref',
  'osm_url',
  'attribution',
  'lineup',
  'lineup_checked_on',
  'created_at',
  'updated_at',
] as const
export type ExportColumn = (typeof EXPORT_COLUMNS)[number]

/** The credit OpenStreetMap's licence asks of every use of its data. */
export const OSM_CREDIT = '© OpenStreetMap contributors, ODbL'
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright'

/** The kinds of OSM element an arcade can be mapped as. */
export const OSM_ELEMENT_TYPES = ['node', 'way', 'relation'] as const
export type OsmElementType = (typeof OSM_ELEMENT_TYPES)[number]

/** An element's reference as OSM writes it: `node/123`. */
export const OSM_REF_PATTERN = /^(node|way|relation)\/[1-9]\d{0,15}$/

/** The element's page on openstreetmap.org. */
export function osmUrl(ref: string): string {
  return `https://www.openstreetmap.org/${ref}`
}

/** The formats an import reads: the export's CSV and JSON, an Overpass API answer (JSON), a GeoJSON file. */
export const IMPORT_FORMATS = ['csv', 'json', 'overpass', 'geojson'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'CSV (the export’s columns)',
  json: 'JSON (the export’s shape)',
  overpass: 'OpenStreetMap: Overpass API answer (JSON)',
  geojson: 'OpenStreetMap: GeoJSON',
}

/** The largest file an import takes, and the most bytes one piece of it carries (base64 in a JSON body, which takes at most 1 MB). */
export const IMPORT_FILE_MAX_BYTES = 400 * 1024 * 1024
export const IMPORT_CHUNK_BYTES = 512 * 1024
