const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * A calendar day (YYYY-MM-DD) as the pages write it: "Nov 25, 2026". Read as that day in UTC, so the server's
 * render and the browser's hydration agree wherever either is.
 */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`))
}
