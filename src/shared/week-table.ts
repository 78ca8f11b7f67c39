import { clockText, MINUTES_PER_DAY, MINUTES_PER_WEEK, WEEKDAYS, type WeekHours } from './week-hours'

/**
 * The week as a table, and as schema.org data: worked out by the server (the detail page ships the rows) and the
 * admin form's preview, kept apart from week-hours.ts so public pages' JavaScript carries only "open now".
 */

/**
 * Each day's opening times, Monday first, as [from, to] minutes of that day; `to` past 1440 runs into the next
 * morning, and [0, 1440] is the whole day. An interval shows on the day it starts; one that runs for days also
 * shows as each whole day it covers and on the day it ends.
 */
export function dayPieces(week: WeekHours): [number, number][][] {
  return WEEKDAYS.map((_, day) => {
    const dayStart = day * MINUTES_PER_DAY
    const dayEnd = dayStart + MINUTES_PER_DAY
    const pieces: [number, number][] = []
    for (let i = 0; i < week.length; i += 2) {
      // Seen from this day, an interval may begin in the previous week.
      for (const shift of [0, -MINUTES_PER_WEEK]) {
        const start = week[i]! + shift
        const end = week[i + 1]! + shift
        if (start <= dayStart && end >= dayEnd) pieces.push([0, MINUTES_PER_DAY])
        else if (start >= dayStart && start < dayEnd)
          pieces.push([start - dayStart, end >= dayEnd + MINUTES_PER_DAY ? MINUTES_PER_DAY : end - dayStart])
        else if (start <= dayStart - MINUTES_PER_DAY && end > dayStart) pieces.push([0, end - dayStart])
      }
    }
    return pieces
  })
}

/** A row of the week's table: the day ("Mon") and its times ("2 pm – 2 am", "Open 24 hours"), none when closed. */
export interface WeekRow {
  day: string
  times: string[]
}

/** The week as a table's rows, Monday first. */
export function weekRows(week: WeekHours): WeekRow[] {
  return dayPieces(week).map((pieces, day) => ({
    day: WEEKDAYS[day]!,
    times: pieces.map(([from, to]) =>
      from === 0 && to === MINUTES_PER_DAY ? 'Open 24 hours' : `${clockText(from)} – ${clockText(to)}`,
    ),
  }))
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "09:05" for a minute of the day (or of the next morning). */
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

/**
 * schema.org opening hours from the regular week: days with the same times share one entry; a close after midnight
 * is written as the earlier time ("opens 14:00, closes 02:00"), the end of the day as 23:59 (Google's reading).
 */
export function openingHoursSpecification(week: WeekHours) {
  const byTimes = new Map<string, { days: string[]; opens: string; closes: string }>()
  dayPieces(week).forEach((pieces, day) => {
    for (const [from, to] of pieces) {
      const opens = hhmm(from)
      const closes = to === MINUTES_PER_DAY ? '23:59' : hhmm(to)
      const entry = byTimes.get(`${opens}-${closes}`) ?? { days: [], opens, closes }
      entry.days.push(SCHEMA_DAYS[day]!)
      byTimes.set(`${opens}-${closes}`, entry)
    }
  })
  return [...byTimes.values()].map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }))
}
