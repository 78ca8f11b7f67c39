/** The IANA time zones this runtime's Intl knows (the admin form suggests them; the schema accepts only these). */
let zones: ReadonlySet<string> | undefined

export function timeZoneNames(): ReadonlySet<string> {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'))
  return zones
}

export const isTimeZone = (zone: string) => timeZoneNames().has(zone)

/** What the admin form's hint and error messages show as an example. */
export const TIME_ZONE_EXAMPLE = 'America/Chicago'
