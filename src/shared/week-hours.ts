/**
 * An arcade's regular week, as public pages and the open-now filter read it (docs/decisions/0023-opening-hours-and-time-zones.md).
 * The server works it out once from the OpenStreetMap `opening_hours` text (src/shared/opening-hours.ts, far too
 * heavy for public pages); this module only reads it, with the browser's own Intl, so it stays a few hundred bytes.
 *
 * A week is a flat list of open intervals `[start, end, start, end, …]` in minutes of the arcade's local week
 * (Monday 00:00 is 0), sorted, not touching each other. A start is below MINUTES_PER_WEEK; an end may pass it (Sunday
 * 14:00 to Monday 02:00 ends at 10,200), and the whole week open is `[0, 10080]`. Local wall-clock minutes, so a
 * daylight-saving change moves nothing: the instant is turned into the arcade's wall clock first.
 */
export type WeekHours = number[]

export const MINUTES_PER_DAY = 1440
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY
/** en-US short weekday names, which Intl also gives: the index is the day of the week, Monday first. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

const clocks = new Map<string, Intl.DateTimeFormat>()

/** The minute of the week on the wall clocks of `timeZone` at `instant` (epoch ms); undefined for an unknown zone. */
export function minuteOfWeek(instant: number, timeZone: string): number | undefined {
  let clock = clocks.get(timeZone)
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      })
    } catch {
      return undefined
    }
    clocks.set(timeZone, clock)
  }
  let minute = 0
  for (const part of clock.formatToParts(instant)) {
    if (part.type === 'weekday') minute += WEEKDAYS.indexOf(part.value) * MINUTES_PER_DAY
    else if (part.type === 'hour') minute += Number(part.value) * 60
    else if (part.type === 'minute') minute += Number(part.value)
  }
  return minute
}

/**
 * Open or closed at minute `now` of the week, and the minute the state changes next (absent when it never does:
 * open around the clock, or never open). `change` is at or after `now`, so it may pass the week's end. The week may
 * be a part week[from … to) of a longer list (the search index keeps every week in one pool).
 */
export function weekState(
  week: ArrayLike<number>,
  now: number,
  from = 0,
  to = week.length,
): { open: boolean; change?: number } {
  if (to === from) return { open: false }
  const lastEnd = week[to - 1]!
  if (lastEnd - week[to - 2]! >= MINUTES_PER_WEEK) return { open: true }
  // The last interval may run into the next week: its end then also holds this week's first minutes.
  if (now + MINUTES_PER_WEEK < lastEnd) return { open: true, change: lastEnd - MINUTES_PER_WEEK }
  for (let i = from; i < to; i += 2) {
    if (now < week[i]!) return { open: false, change: week[i]! }
    if (now < week[i + 1]!) return { open: true, change: week[i + 1]! }
  }
  return { open: false, change: week[from]! + MINUTES_PER_WEEK }
}

/** "11 pm", "5:30 pm", "12 am" for a minute of the week (or of the next). */
export function clockText(minute: number): string {
  const m = minute % MINUTES_PER_DAY
  const h = Math.floor(m / 60)
  const mm = m % 60
  return `${h % 12 || 12}${mm ? `:${String(mm).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`
}

/** The weekday (index into WEEKDAYS) of a minute of the week (or of the next). */
export const dayOf = (minute: number) => Math.floor(minute / MINUTES_PER_DAY) % 7

/**
 * "Open now · closes 11 pm", "Closed · opens Tue 5 pm": the state at `instant` in `timeZone`. The day is named when
 * the change is a day or more away, or an opening is on another day than today.
 */
export function openNowText(week: WeekHours, timeZone: string, instant: number): string | undefined {
  const now = minuteOfWeek(instant, timeZone)
  if (now === undefined) return undefined
  const { open, change } = weekState(week, now)
  const head = open ? 'Open now' : 'Closed'
  if (change === undefined) return open ? 'Open 24 hours' : head
  const named = change - now >= MINUTES_PER_DAY || (!open && dayOf(change) !== dayOf(now))
  return `${head} · ${open ? 'closes' : 'opens'} ${named ? `${WEEKDAYS[dayOf(change)]} ` : ''}${clockText(change)}`
}
