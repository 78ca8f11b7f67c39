import { DEFAULT_ARCADE_TYPE } from '../../../shared/constants'
import { OSM_REF_PATTERN } from '../../../shared/open-data'

/**
 * OpenStreetMap's arcades as import rows (issue 21): the features of an Overpass API answer (JSON, `out center`,
 * `out geom` or `out body` with the ways' nodes) or of a GeoJSON file (overpass turbo's export, flat or with `tags`),
 * each with its element reference (`node/123`), its tags and a point: a node's position, a way's or relation's
 * `center`, else the centroid of its geometry.
 */

export interface OsmFeature {
  ref: string
  tags: Record<string, string>
  latitude: number | null
  longitude: number | null
}

/** A file that is not what its format says; the import reports it and reads no row. */
export class ImportFileError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function stringTags(value: unknown): Record<string, string> {
  const tags: Record<string, string> = {}
  if (!isObject(value)) return tags
  for (const [key, v] of Object.entries(value)) if (typeof v === 'string' && !key.startsWith('@')) tags[key] = v
  return tags
}

/** The area-weighted centroid of a ring ([lng, lat] pairs), or its points' mean when it has no area. */
function centroid(points: [number, number][]): [number, number] | undefined {
  if (points.length === 0) return undefined
  // Measured from the first point: products of whole coordinates would lose a small building's area to rounding.
  const [ox, oy] = points[0]!
  let area = 0
  let x = 0
  let y = 0
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = [points[i]![0] - ox, points[i]![1] - oy]
    const next = points[(i + 1) % points.length]!
    const [x1, y1] = [next[0] - ox, next[1] - oy]
    const cross = x0 * y1 - x1 * y0
    area += cross
    x += (x0 + x1) * cross
    y += (y0 + y1) * cross
  }
  if (Math.abs(area) > 1e-14) return [ox + x / (3 * area), oy + y / (3 * area)]
  const sum = points.reduce((s, [px, py]) => [s[0] + px, s[1] + py], [0, 0])
  return [sum[0] / points.length, sum[1] / points.length]
}

/** Every [lng, lat] position of a GeoJSON geometry's outer rings (holes do not move a centre much). */
function outerPositions(geometry: Record<string, unknown>): [number, number][] {
  const c = geometry.coordinates
  const pairs = (list: unknown): [number, number][] =>
    Array.isArray(list)
      ? list.filter((p): p is [number, number] => Array.isArray(p) && isNumber(p[0]) && isNumber(p[1]))
      : []
  switch (geometry.type) {
    case 'LineString':
    case 'MultiPoint':
      return pairs(c)
    case 'Polygon':
      return Array.isArray(c) ? pairs(c[0]) : []
    case 'MultiLineString':
      return Array.isArray(c) ? c.flatMap((line) => pairs(line)) : []
    case 'MultiPolygon':
      return Array.isArray(c) ? c.flatMap((polygon) => (Array.isArray(polygon) ? pairs(polygon[0]) : [])) : []
    default:
      return []
  }
}

function geometryPoint(geometry: unknown): { latitude: number; longitude: number } | undefined {
  if (!isObject(geometry)) return undefined
  if (geometry.type === 'Point') {
    const [lng, lat] = Array.isArray(geometry.coordinates) ? geometry.coordinates : []
    return isNumber(lat) && isNumber(lng) ? { latitude: lat, longitude: lng } : undefined
  }
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries)) {
    return geometryPoint(geometry.geometries[0])
  }
  const c = centroid(outerPositions(geometry))
  return c && { latitude: c[1], longitude: c[0] }
}

/** The features of a GeoJSON FeatureCollection (or a single Feature). */
export function* geojsonFeatures(json: unknown): Generator<OsmFeature | { problem: string }> {
  const features = isObject(json) && json.type === 'FeatureCollection' ? json.features : isObject(json) && json.type === 'Feature' ? [json] : undefined
  if (!Array.isArray(features)) throw new ImportFileError('The file is not GeoJSON: it has no "type": "FeatureCollection" with "features"')
  for (const feature of features) {
    if (!isObject(feature)) {
      yield { problem: 'is not a GeoJSON feature' }
      continue
    }
    const properties = isObject(feature.properties) ? feature.properties : {}
    const candidates = [feature.id, properties['@id'], properties.id !== undefined && properties.type !== undefined ? `${String(properties.type)}/${String(properties.id)}` : undefined]
    const ref = candidates.find((c): c is string => typeof c === 'string' && OSM_REF_PATTERN.test(c))
    if (!ref) {
      yield { problem: 'has no OpenStreetMap id (node/…, way/… or relation/…) in "id" or "properties.@id"' }
      continue
    }
    const tags = isObject(properties.tags) ? stringTags(properties.tags) : stringTags(properties)
    const point = geometryPoint(feature.geometry)
    yield { ref, tags, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null }
  }
}

/** The tagged elements of an Overpass API answer in JSON; untagged ones are the geometry of ways and relations. */
export function* overpassFeatures(json: unknown): Generator<OsmFeature | { problem: string }> {
  if (!isObject(json) || !Array.isArray(json.elements)) {
    throw new ImportFileError('The file is not an Overpass API answer in JSON: it has no "elements" list ([out:json])')
  }
  const nodes = new Map<number, [number, number]>()
  for (const e of json.elements) {
    if (isObject(e) && e.type === 'node' && isNumber(e.id) && isNumber(e.lat) && isNumber(e.lon)) nodes.set(e.id, [e.lon, e.lat])
  }
  for (const e of json.elements) {
    if (!isObject(e) || !isObject(e.tags)) continue
    const ref = `${String(e.type)}/${String(e.id)}`
    if (!OSM_REF_PATTERN.test(ref)) {
      yield { problem: `is not a node, way or relation with an id ("${ref}")` }
      continue
    }
    let point: [number, number] | undefined
    if (isNumber(e.lat) && isNumber(e.lon)) point = [e.lon, e.lat]
    else if (isObject(e.center) && isNumber(e.center.lat) && isNumber(e.center.lon)) point = [e.center.lon, e.center.lat]
    else if (Array.isArray(e.geometry)) {
      point = centroid(e.geometry.filter(isObject).filter((g) => isNumber(g.lat) && isNumber(g.lon)).map((g) => [g.lon as number, g.lat as number]))
    } else if (Array.isArray(e.nodes)) {
      point = centroid(e.nodes.map((id) => nodes.get(id as number)).filter((p): p is [number, number] => p !== undefined))
    } else if (isObject(e.bounds)) {
      const b = e.bounds
      if (isNumber(b.minlat) && isNumber(b.maxlat) && isNumber(b.minlon) && isNumber(b.maxlon)) point = [(b.minlon + b.maxlon) / 2, (b.minlat + b.maxlat) / 2]
    }
    yield { ref, tags: stringTags(e.tags), latitude: point?.[1] ?? null, longitude: point?.[0] ?? null }
  }
}

/** Whether the tags describe an amusement arcade, as OSM maps them. */
export function isArcade(tags: Record<string, string>): boolean {
  return tags.leisure === 'amusement_arcade' || tags.amenity === 'amusement_arcade'
}

/** The first of a tag's values (OSM separates several with `;`). */
const first = (value: string | undefined) => value?.split(';')[0]?.trim() || undefined

/**
 * The type list of an arcade from its tags and name: pinball, VR, a bar (barcade), retro, family; else a video
 * arcade (the directory's default type). Several can apply; the first is the main one.
 */
export function arcadeTypeOf(tags: Record<string, string>): string {
  const name = (tags.name ?? '').toLowerCase()
  const yes = (key: string) => tags[key] !== undefined && tags[key] !== 'no'
  const types: string[] = []
  if (yes('pinball') || yes('game:pinball') || /\bpinball\b/.test(name)) types.push('pinball')
  if (yes('virtual_reality') || yes('vr') || /\b(vr|virtual reality)\b/.test(name)) types.push('vr')
  if (['bar', 'pub', 'biergarten'].includes(tags.amenity ?? '') || yes('bar') || /\bbarcade\b|\bbar\b/.test(name)) types.push('barcade')
  if (/\b(retro|classic)\b/.test(name)) types.push('retro')
  if (tags.amusement_arcade === 'family' || /\b(family|kids)\b/.test(name)) types.push('family')
  return types.length > 0 ? types.join(',') : DEFAULT_ARCADE_TYPE
}

const KIND_WORDS: Record<string, string> = {
  pinball: 'a pinball arcade',
  vr: 'a VR arcade',
  barcade: 'a barcade',
  retro: 'a retro arcade',
  family: 'a family arcade',
}

/** Where a point is, from the nearest ZIP code's centre: for an element without `addr:city`, `addr:state` or `addr:postcode`. */
export interface PlaceOfPoint {
  zip: string
  city: string
  stateCode: string
}

/** What an element says, as an import row's values (the export's columns), and which tag each came from. */
export interface OsmRowValues {
  /** Values the tags give: a newer extract replaces them in an arcade imported before. */
  mapped: Record<string, string | number | null>
  /** Values worked out for a new arcade only (type, description, a place from the coordinates). */
  derived: Record<string, string | number | null>
  /** The tag each value came from, for messages about it. */
  tagOf: Record<string, string>
}

export function osmRowValues(feature: OsmFeature, placeOf: (lat: number, lng: number) => PlaceOfPoint | undefined): OsmRowValues {
  const t = feature.tags
  const mapped: Record<string, string | number | null> = {}
  const derived: Record<string, string | number | null> = {}
  const tagOf: Record<string, string> = {}
  const put = (column: string, tag: string, value: string | undefined) => {
    tagOf[column] = tag
    if (value !== undefined) mapped[column] = value
  }
  put('name', 'name', t.name)
  const street = [t['addr:housenumber'], t['addr:street']].filter(Boolean).join(' ')
  const unit = t['addr:unit'] ? `, ${t['addr:unit']}` : ''
  put('address', 'addr:street', street ? `${street}${unit}` : (t['addr:full'] ?? t['addr:place']))
  put('city', 'addr:city', t['addr:city'])
  put('state', 'addr:state', t['addr:state'])
  put('zip', 'addr:postcode', t['addr:postcode'])
  put('phone', t.phone ? 'phone' : 'contact:phone', first(t.phone ?? t['contact:phone']))
  put('website', t.website ? 'website' : t['contact:website'] ? 'contact:website' : 'url', first(t.website ?? t['contact:website'] ?? t.url))
  put('opening_hours', 'opening_hours', t.opening_hours)
  if (t.opening_hours) mapped.hours = t.opening_hours
  put('description', 'description', t.description)
  if (feature.latitude !== null && feature.longitude !== null) {
    mapped.latitude = feature.latitude
    mapped.longitude = feature.longitude
  }
  tagOf.latitude = tagOf.longitude = '(geometry)'
  tagOf.type = '(tags)'

  derived.type = arcadeTypeOf(t)
  const place = feature.latitude === null || feature.longitude === null ? undefined : placeOf(feature.latitude, feature.longitude)
  if (place) {
    derived.city = place.city
    derived.state = place.stateCode
    derived.zip = place.zip
  }
  const where = [mapped.city ?? derived.city, mapped.state ?? derived.state].filter(Boolean).join(', ')
  const kind = KIND_WORDS[String(derived.type).split(',')[0]!] ?? 'a video arcade'
  derived.description = `${t.name ?? 'This'} is ${kind}${where ? ` in ${where}` : ''}, as mapped on OpenStreetMap.`
  return { mapped, derived, tagOf }
}
