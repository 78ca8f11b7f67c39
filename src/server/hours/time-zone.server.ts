import tzLookup from '@photostructure/tz-lookup'
import { validCoordinates } from '../../lib/geo'
import { isTimeZone } from '../../shared/time-zones'
import { findState } from '../../shared/us-states'

/**
 * The zone most of a state's people live in, by two-letter code: the time zone of an arcade without coordinates.
 * States split between zones (Texas, Florida, Indiana, …) take their larger part's.
 */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
}

/** The zone of a state (name, code or slug); the contiguous states' middle for an unknown one. */
export function stateTimeZone(state: string): string {
  return STATE_TIME_ZONES[findState(state)?.code ?? ''] ?? 'America/Chicago'
}

/**
 * An arcade's IANA time zone, worked out offline: from its coordinates (tz-lookup's boundary data), or without
 * them, or where they fall outside any zone Intl knows (open sea), from its state.
 */
export function timeZoneOf(arcade: { latitude: number | null; longitude: number | null; state: string }): string {
  const point = validCoordinates(arcade.latitude, arcade.longitude)
  if (point) {
    const zone = tzLookup(point.lat, point.lng)
    if (isTimeZone(zone)) return zone
  }
  return stateTimeZone(arcade.state)
}
