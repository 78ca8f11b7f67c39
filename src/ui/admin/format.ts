const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** A moment (epoch ms) in the administrator's own locale and time zone; admin data loads in the browser only. */
export function formatMoment(ms: number): string {
  return dateTime.format(new Date(ms))
}

/** The day of a moment (epoch ms), in the administrator's own locale and time zone. */
export function formatDate(ms: number): string {
  return date.format(new Date(ms))
}
