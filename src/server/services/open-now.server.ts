import { minuteOfWeek, weekState, type WeekHours } from '../../shared/week-hours'
import type { OpenAt } from './search-index.server'

/**
 * The search filter "open now" (docs/decisions/0023-opening-hours-and-time-zones.md): whether an arcade is open at
 * an instant, on the wall clock of its own time zone. Per query each zone's clock is read once, and the zones come
 * down to a handful of groups sharing a local time; the search index asks once per (hours, group) pair, so 100,000
 * arcades cost a table lookup each.
 */

/** Parsed `weekly_hours` values: a few hundred distinct weeks in a directory; emptied if edits make it large. */
const parsed = new Map<string, WeekHours>()
const MAX_PARSED = 10_000

function weekOf(weeklyHours: string): WeekHours {
  let week = parsed.get(weeklyHours)
  if (!week) {
    if (parsed.size >= MAX_PARSED) parsed.clear()
    parsed.set(weeklyHours, (week = JSON.parse(weeklyHours) as WeekHours))
  }
  return week
}

export function openAt(instant: number): OpenAt {
  // Each group's minute of the week (undefined: a zone Intl does not know).
  const minutes: (number | undefined)[] = []
  return {
    group(timeZone) {
      const minute = minuteOfWeek(instant, timeZone)
      const group = minutes.indexOf(minute)
      return group >= 0 ? group : minutes.push(minute) - 1
    },
    open(weeklyHours, group) {
      const minute = minutes[group]
      return minute !== undefined && weekState(weekOf(weeklyHours), minute).open
    },
  }
}
