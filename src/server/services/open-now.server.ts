import { minuteOfWeek, weekState, type WeekHours } from '../../shared/week-hours'
import type { SearchIndex } from './search-index.server'

/**
 * The search filter "open now" (docs/decisions/0023-opening-hours-and-time-zones.md): whether an arcade of the search
 * index is open at an instant, on the wall clock of its own time zone. Per query each zone's clock is read once; the
 * zones come down to a handful of distinct local times, and each (week, local time) pair is decided once, so 100,000
 * arcades cost a table lookup each.
 */

/** The weeks of an index's distinct `weekly_hours` values, by value number ('' is an arcade without a week). */
const weeksOf = new WeakMap<SearchIndex, (WeekHours | null)[]>()

export function openAtFilter(index: SearchIndex, instant: number): (arcade: number) => boolean {
  let weeks = weeksOf.get(index)
  if (!weeks) {
    weeks = [...index.weeks.numbers.keys()].map((text) => (text ? (JSON.parse(text) as WeekHours) : null))
    weeksOf.set(index, weeks)
  }
  // Each zone's minute of the week, numbered by distinct value (undefined: a zone Intl does not know).
  const minutes: (number | undefined)[] = []
  const slotOfZone = Uint32Array.from(index.zones.numbers.keys(), (zone) => {
    const minute = minuteOfWeek(instant, zone)
    const slot = minutes.indexOf(minute)
    return slot >= 0 ? slot : minutes.push(minute) - 1
  })
  const slots = minutes.length
  // 0: not decided yet, 1: open, 2: closed.
  const decided = new Uint8Array(weeks.length * slots)
  const weekOf = index.weeks.of
  const zoneOf = index.zones.of
  return (arcade) => {
    const key = weekOf[arcade]! * slots + slotOfZone[zoneOf[arcade]!]!
    if (decided[key] === 0) {
      const week = weeks[weekOf[arcade]!]
      const minute = minutes[slotOfZone[zoneOf[arcade]!]!]
      decided[key] = week && minute !== undefined && weekState(week, minute).open ? 1 : 2
    }
    return decided[key] === 1
  }
}
