const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** A moment (epoch ms) in the administrator's own locale and time zone; admin data loads in the browser only. */
export function formatMoment(ms: number): string {
  return dateTime.format(new Date(ms))
}
