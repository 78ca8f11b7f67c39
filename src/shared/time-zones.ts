/** The IANA time zones this runtime's Intl lists (the admin form suggests them). */
let zones: ReadonlySet<string> | undefined

export function timeZoneNames(): ReadonlySet<string> {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'))
  return zones
}

/**
 * A zone Intl can read: one it lists, or another IANA name it accepts (Intl lists one name per zone, so a second name
 * of a listed zone, such as America/Indianapolis beside America/Indiana/Indianapolis, is accepted too). Offsets such
 * as "+05:00" are not zones of a place and are refused.
 */
export function isTimeZone(zone: string): boolean {
  if (timeZoneNames().has(zone)) return true
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** What the admin form's hint and error messages show as an example. */
export const TIME_ZONE_EXAMPLE = 'America/Chicago'
