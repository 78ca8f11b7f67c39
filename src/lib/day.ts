const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * A calendar day (YYYY-MM-DD) as the pages write it: "Nov 25, 2026". Read as that day in UTC, so the server's
 * render and the browser's hydration agree wherever either is.
 */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`))
}

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A month (YYYY-MM, or any timestamp that starts with one) as the pages write it: "November 2026". */
export function formatMonth(month: string): string {
  return MONTH_FORMAT.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`))
}
