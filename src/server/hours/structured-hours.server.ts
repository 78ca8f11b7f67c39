import { eq } from 'drizzle-orm'
import { openingHoursFromText, parseOpeningHours } from '../../shared/opening-hours'
import type { Db } from '../db/client.server'
import { arcades } from '../db/schema'
import { isTimeZone } from '../../shared/time-zones'
import { timeZoneOf } from './time-zone.server'

/** What an arcade's structured hours are worked out from. */
export interface HoursSource {
  /** The hours as written; read when no `openingHours` is given. */
  hours: string
  /** OpenStreetMap `opening_hours`, already validated; blank or absent: read `hours`. */
  openingHours?: string | null
  /** An IANA zone; blank or absent: from the coordinates, else the state. */
  timeZone?: string | null
  latitude: number | null
  longitude: number | null
  state: string
}

/** The stored columns of an arcade's hours besides the text: the OSM form, its week (JSON) and the time zone. */
export interface StructuredHours {
  openingHours: string | null
  weeklyHours: string | null
  timeZone: string
}

/**
 * Reads one text and one zone at start: the opening_hours parser's first reading compiles its patterns (50–130 ms on
 * a busy two-core machine) and the first zone checked lists Intl's zones (about 10 ms), which the first
 * administrator's save would otherwise wait for (docs/decisions/0047-fast-writes.md).
 */
export function prepareHoursReading(): void {
  parseOpeningHours('Mo-Fr 10:00-22:00; Sa,Su 09:00-23:00')
  isTimeZone('America/New_York')
}

/** Reading hours text costs about a millisecond; a directory repeats the same few thousand texts. */
const MEMO_MAX = 10_000
const osmOfText = new Map<string, string | null>()

function memo<T>(map: Map<string, T>, key: string, work: () => T): T {
  if (map.has(key)) return map.get(key)!
  if (map.size >= MEMO_MAX) map.clear()
  const value = work()
  map.set(key, value)
  return value
}

/**
 * The stored hours columns of an arcade. Given opening hours that do not parse or a time zone Intl does not know (a
 * hand-made seed file; the admin schema refuses both before this) count as not given.
 */
export function structuredHours(source: HoursSource): StructuredHours {
  const given = source.openingHours?.trim()
  const openingHours =
    given && parseOpeningHours(given).ok
      ? given
      : memo(osmOfText, source.hours, () => openingHoursFromText(source.hours) ?? null)
  const parsed = openingHours === null ? undefined : parseOpeningHours(openingHours)
  const zone = source.timeZone?.trim()
  return {
    openingHours,
    weeklyHours: parsed?.ok && parsed.week ? JSON.stringify(parsed.week) : null,
    timeZone: zone && isTimeZone(zone) ? zone : timeZoneOf(source),
  }
}

/**
 * Gives every arcade stored before structured hours (migration 0008 leaves their time zone blank) its OSM hours,
 * week and time zone. Hours text that cannot be read keeps `opening_hours` null and stays as written. Runs at every
 * start after the migrations; once done it finds nothing to do.
 */
export function convertStoredHours(db: Db): number {
  const rows = db
    .select({
      id: arcades.id,
      hours: arcades.hours,
      latitude: arcades.latitude,
      longitude: arcades.longitude,
      state: arcades.state,
    })
    .from(arcades)
    .where(eq(arcades.timeZone, ''))
    .all()
  if (rows.length === 0) return 0
  db.transaction((tx) => {
    for (const { id, ...row } of rows) tx.update(arcades).set(structuredHours(row)).where(eq(arcades.id, id)).run()
  })
  return rows.length
}
