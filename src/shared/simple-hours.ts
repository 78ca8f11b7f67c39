import { MINUTES_PER_DAY, MINUTES_PER_WEEK, type WeekHours } from './week-hours'

/**
 * The week of opening hours written in the plain shape nearly every listing uses ("Mo off; Tu-Th 12:00-21:00;
 * Fr-Sa 10:00-01:00, Su 12:00-20:00"), read without the `opening_hours` package, whose first reading of a text costs
 * milliseconds (it compiles a pattern per rule and word): an import of 100,000 real listings brings as many distinct
 * texts. Undefined for anything else, which the package then reads (docs/decisions/0055-plain-hours.md).
 *
 * The shape: rules separated by `;` (a rule replaces what earlier rules said of the days it names, the hours that
 * ran past midnight into them included) or `,` before a day (an additional rule, which adds). A rule is days
 * (`Mo`, ranges such as `Tu-Th` or `Sa-Mo`, lists such as `Mo,We-Fr`; none, in the first rule only, for every day) and either `off` or
 * `closed` (after `;` only), or times `HH:MM-HH:MM` separated by `,`. An end at or before its start runs into the next
 * day; `24:00` ends at midnight. The week is the package's, as `parseOpeningHours` gives it (a test compares them on
 * random texts of this shape): sorted open intervals in minutes of the week, joined where they touch, a Sunday night
 * into Monday one interval ending past the week's end.
 */
export function plainWeek(text: string): WeekHours | undefined {
  const open = new Uint8Array(MINUTES_PER_WEEK)
  let rest = text.trim()
  if (!rest) return undefined
  let additional = false
  for (let first = true; rest; first = false) {
    const rule = RULE.exec(rest)
    if (!rule) return undefined
    const [whole, dayList, off, times, separator] = rule
    // A rule without days adds to what rules before it said rather than replacing it: only the first may lack them.
    const days = dayList !== undefined ? daysOf(dayList) : first ? EVERY_DAY : undefined
    if (!days || (off && additional)) return undefined
    if (!additional) for (const day of days) open.fill(0, day * MINUTES_PER_DAY, (day + 1) * MINUTES_PER_DAY)
    if (times)
      for (const range of times.split(',')) {
        const [start, end] = range.split('-').map(minuteOfDay) as [number | undefined, number | undefined]
        if (start === undefined || end === undefined || start >= MINUTES_PER_DAY) return undefined
        const length = end > start ? end - start : end + MINUTES_PER_DAY - start
        for (const day of days) openFor(open, day * MINUTES_PER_DAY + start, length)
      }
    rest = rest.slice(whole.length)
    // A "," must be followed by a rule with days: after times, a bare time would extend the list instead.
    additional = separator === ','
    if (additional && !/^[A-Z][a-z]/.test(rest)) return undefined
    if (separator && !rest) return undefined
  }
  return intervalsOf(open)
}

const DAY_NAMES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6]
const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)'
const TIME = '\\d\\d:\\d\\d'
/** One rule and the separator after it: days (optional), then `off`/`closed` or a list of time ranges. */
const RULE = new RegExp(
  `^(?:(${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*) +)?(?:(off|closed)|(${TIME}-${TIME}(?:,${TIME}-${TIME})*))` +
    `(?: *([;,]) *|$)`,
)

/** The days (0 = Monday) a list such as `Mo,We-Fr` or `Sa-Mo` names, in order; undefined when one repeats. */
function daysOf(list: string): number[] | undefined {
  const days: number[] = []
  for (const part of list.split(',')) {
    const [first, last = first] = part.split('-').map((d) => DAY_NAMES.indexOf(d!))
    for (let day = first!; ; day = (day + 1) % 7) {
      if (days.includes(day)) return undefined
      days.push(day)
      if (day === last) break
    }
  }
  return days
}

/** `HH:MM` as minutes of the day, up to 24:00; undefined past it. */
function minuteOfDay(time: string): number | undefined {
  const hours = Number(time.slice(0, 2))
  const minutes = Number(time.slice(3))
  const minute = hours * 60 + minutes
  return minutes < 60 && minute <= MINUTES_PER_DAY ? minute : undefined
}

/** Marks `length` minutes open from `from`, round the week's end to its start. */
function openFor(open: Uint8Array, from: number, length: number): void {
  const end = from + length
  open.fill(1, from, Math.min(end, MINUTES_PER_WEEK))
  if (end > MINUTES_PER_WEEK) open.fill(1, 0, end - MINUTES_PER_WEEK)
}

/** The open minutes as intervals, as `weekOf` gives the package's (src/shared/opening-hours.ts). */
function intervalsOf(open: Uint8Array): WeekHours {
  const week: WeekHours = []
  for (let minute = 0; minute < MINUTES_PER_WEEK;) {
    const start = open.indexOf(1, minute)
    if (start < 0) break
    let end = open.indexOf(0, start)
    if (end < 0) end = MINUTES_PER_WEEK
    week.push(start, end)
    minute = end
  }
  if (week.length > 2 && week[0] === 0 && week[week.length - 1] === MINUTES_PER_WEEK) {
    week[week.length - 1] = MINUTES_PER_WEEK + week[1]!
    week.splice(0, 2)
  }
  return week
}
