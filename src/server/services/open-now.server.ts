import { minuteOfWeek, weekState } from '../../shared/week-hours'
import type { OpenAt } from './search-index.server'

/**
 * The search filter "open now" (docs/decisions/0023-opening-hours-and-time-zones.md): whether an arcade is open at
 * an instant, on the wall clock of its own time zone. Per query each zone's clock is read once, and the zones come
 * down to a handful of groups sharing a local time; the search index asks once per (week, group) pair, with the week's
 * intervals it read once, so 100,000 arcades cost a table lookup each.
 */

export function openAt(instant: number): OpenAt {
  // Each group's minute of the week (undefined: a zone Intl does not know).
  const minutes: (number | undefined)[] = []
  return {
    group(timeZone) {
      const minute = minuteOfWeek(instant, timeZone)
      const group = minutes.indexOf(minute)
      return group >= 0 ? group : minutes.push(minute) - 1
    },
    open(week, from, to, group) {
      const minute = minutes[group]
      return minute !== undefined && weekState(week, minute, from, to).open
    },
  }
}
