import OpeningHours from 'opening_hours'
import { plainWeek } from './simple-hours'
import { MINUTES_PER_WEEK, type WeekHours } from './week-hours'

/**
 * Opening hours in OpenStreetMap's `opening_hours` syntax, read by the `opening_hours` package
 * (docs/decisions/0023-opening-hours-and-time-zones.md). The package weighs about a megabyte: only the server and the
 * admin form import this module; public pages read the week it works out (src/shared/week-hours.ts).
 */

/** What the admin form's hint and error messages show as an example. */
export const OPENING_HOURS_EXAMPLE = 'Tu-Th 17:00-24:00; Fr,Sa 14:00-02:00, Su 12:00-23:00; Mo off'

/** The longest opening hours accepted (OpenStreetMap's own limit for a tag value). */
export const OPENING_HOURS_MAX = 255

/**
 * A week with neither holidays nor a daylight-saving change anywhere (Monday 8 January 2024), read in the process's
 * own time zone, which is how the package reads dates: its wall-clock minutes are the arcade's.
 */
const WEEK_START = new Date(2024, 0, 8)
const WEEK_END = new Date(2024, 0, 15)

export type ParsedOpeningHours = { ok: true; week: WeekHours | null } | { ok: false; message: string }

/**
 * Reads `text`. The week is null when the hours are not the same every week (dates, holidays, "unknown"): they are
 * then shown as written, and the arcade is never "open now".
 */
export function parseOpeningHours(text: string): ParsedOpeningHours {
  let parsed = readHours.get(text)
  if (parsed === undefined) {
    // The package's reading costs milliseconds, and a directory (or a file of 100,000 rows) repeats its texts.
    if (readHours.size >= READ_HOURS_KEPT) readHours.clear()
    const plain = plainWeek(text)
    readHours.set(text, (parsed = plain ? { ok: true, week: plain } : readWithPackage(text)))
  }
  return parsed
}

const READ_HOURS_KEPT = 10_000
const readHours = new Map<string, ParsedOpeningHours>()

/** The `opening_hours` package's reading of `text`, which `plainWeek` gives in a hundredth of the time for its shape. */
export function readWithPackage(text: string): ParsedOpeningHours {
  let hours: OpeningHours
  try {
    hours = new OpeningHours(text, null, {
      mode: 0,
      tag_key: 'opening_hours',
      map_value: false,
      warnings_severity: 4,
      locale: 'en',
    })
  } catch (error) {
    return { ok: false, message: String(error).replace(/\s+/g, ' ').trim() }
  }
  return { ok: true, week: hours.isWeekStable() ? weekOf(hours) : null }
}

/** The open intervals of the reference week as minutes of the week, joined where they touch (also across Sunday). */
function weekOf(hours: OpeningHours): WeekHours {
  const minute = (date: Date) => Math.round((date.getTime() - WEEK_START.getTime()) / 60_000)
  const week: WeekHours = []
  for (const [from, to, unknown] of hours.getOpenIntervals(WEEK_START, WEEK_END)) {
    if (unknown) continue
    const start = minute(from)
    const end = minute(to)
    if (week.length && week[week.length - 1] === start) week[week.length - 1] = end
    else week.push(start, end)
  }
  // Sunday night that runs into Monday morning is one interval, ending in the next week.
  if (week.length > 2 && week[0] === 0 && week[week.length - 1] === MINUTES_PER_WEEK) {
    week[week.length - 1] = MINUTES_PER_WEEK + week[1]!
    week.splice(0, 2)
  }
  return week
}

/** The example the message for unreadable hours shows: short, and the shape most arcades need. */
export const OPENING_HOURS_WRITE_LIKE = 'Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00'

/**
 * The admin form's (and API's) message for hours the package cannot read: a sentence for a person, with where the
 * package stopped reading when it says so. Its own text ("wh <--- (Unexpected token: "w" …)") is for programmers.
 */
export function openingHoursProblem(text: string): string | undefined {
  const parsed = parseOpeningHours(text)
  if (parsed.ok) return undefined
  const spot = problemSpot(text.trim(), parsed.message)
  const where = spot
    ? spot.rule === spot.word
      ? ` Check "${spot.word}".`
      : ` Check "${spot.word}" in "${spot.rule}".`
    : ''
  return `We couldn't read these hours. Write them like "${OPENING_HOURS_WRITE_LIKE}".${where}`
}

/**
 * The word the package stopped at and the rule (between `;` or `,`) around it. Its message starts with the text
 * read up to just past that point, then ` <--- (`; anything else gives no spot.
 */
function problemSpot(text: string, message: string): { word: string; rule: string } | undefined {
  const marker = message.indexOf(' <--- ')
  if (marker < 0) return undefined
  const read = message.slice(0, marker)
  if (!text.startsWith(read)) return undefined
  const at = Math.max(0, Math.min(text.length - 1, read.length - 1))
  const edge = (from: number, step: 1 | -1, stop: RegExp) => {
    let i = from
    while (i + step >= 0 && i + step < text.length && !stop.test(text[i + step]!)) i += step
    return i
  }
  const word = text.slice(edge(at, -1, /\s/), edge(at, 1, /\s/) + 1).trim()
  const rule = text
    .slice(edge(at, -1, /[;,]/), edge(at, 1, /[;,]/) + 1)
    .replace(/^[;,]/, '')
    .trim()
  return word ? { word, rule: rule || word } : undefined
}

const DAYS: Record<string, string> = { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' }
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?'
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)|noon|midnight'
const SEGMENT = new RegExp(
  `^(?:(daily|every day)|${DAY}(?:\\s*[-–]\\s*${DAY})?)\\s*:?\\s+(?:(closed)|(${TIME})\\s*[-–]\\s*(${TIME}))$`,
  'i',
)

/** "5pm" → "17:00"; an end at midnight is "24:00", the OpenStreetMap way to say "until the day ends". */
function osmTime(text: string, end: boolean): string | undefined {
  const t = text.toLowerCase()
  if (t === 'noon') return '12:00'
  if (t === 'midnight') return end ? '24:00' : '00:00'
  const [, h, m = '00', half] = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/.exec(t) ?? []
  if (h === undefined || Number(h) < 1 || Number(h) > 12 || Number(m) > 59) return undefined
  const hour = (Number(h) % 12) + (half === 'pm' ? 12 : 0)
  if (end && hour === 0 && m === '00') return '24:00'
  return `${String(hour).padStart(2, '0')}:${m}`
}

/**
 * The OpenStreetMap form of hours written the way the sample generator and most people write them ("Mon-Thu
 * 12pm-11pm, Fri-Sat 10am-1am, Sun 12pm-9pm", "Mon Closed, …", "Daily 10am-2am") or already in that syntax, or
 * undefined for any other text, which then stays as it was written.
 */
export function openingHoursFromText(text: string): string | undefined {
  const rules: string[] = []
  for (const segment of text.trim().split(/\s*[,;]\s*/)) {
    const match = SEGMENT.exec(segment)
    if (!match) return parseOpeningHours(text.trim()).ok ? text.trim() : undefined
    const [, daily, first, last, closed, open, , , , close] = match
    const days = daily ? 'Mo-Su' : `${DAYS[first!.toLowerCase()]}${last ? `-${DAYS[last.toLowerCase()]}` : ''}`
    if (closed) {
      rules.push(`${days} off`, '; ')
      continue
    }
    const from = osmTime(open!, false)
    const to = osmTime(close!, true)
    if (!from || !to) return undefined
    // After hours that run past midnight, "," (an additional rule): with ";" the next day's rule would replace
    // that day whole, the early hours included.
    rules.push(`${days} ${from}-${to}`, to < from ? ', ' : '; ')
  }
  const osm = rules.slice(0, -1).join('')
  return parseOpeningHours(osm).ok ? osm : undefined
}
