import { minuteOfWeek, weekState, type WeekHours } from '../../shared/week-hours'
import type { SearchIndex } from './search-index.server'

/**
 * The search filter "open now" (docs/decisions/0023-opening-hours-and-time-zones.md): whether an arcade of the search
 * index is open at an instant, on the wall clock of its own time zone. The clock of each zone is read once per query,
 * and each pair of (week, zone) decided once, so a query over 100,000 arcades costs a table lookup per arcade.
 */

/** The weeks of an index's distinct `weekly_hours` values, by value number ('' is an arcade without a week). */
const weeksOf = new WeakMap<SearchIndex, (WeekHours | null)[]>()

export function openAtFilter(index: SearchIndex, instant: number): (arcade: number) => boolean {
  let weeks = weeksOf.get(index)
  if (!weeks) {
    weeks = [...index.weeks.numbers.keys()].map((text) => (text ? (JSON.parse(text) as WeekHours) : null))
    weeksOf.set(index, weeks)
  }
  const minutes = [...index.zones.numbers.keys()].map((zone) => minuteOfWeek(instant, zone))
  const zoneCount = minutes.length
  // 0: not decided yet, 1: open, 2: closed.
  const decided = new Uint8Array(weeks.length * zoneCount)
  return (arcade) => {
    const week = index.weeks.of[arcade]!
    const zone = index.zones.of[arcade]!
    const key = week * zoneCount + zone
    if (decided[key] === 0) {
      const hours = weeks[week]
      const minute = minutes[zone]
      decided[key] = hours && minute !== undefined && weekState(hours, minute).open ? 1 : 2
    }
    return decided[key] === 1
  }
}
