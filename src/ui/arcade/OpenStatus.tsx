import { useEffect, useState, useSyncExternalStore } from 'react'
import type { WeekHours } from '../../shared/week-hours'

type WeekHoursModule = typeof import('./week-reader')

const subscribeToMinutes = (tick: () => void) => {
  const timer = setInterval(tick, 60_000)
  return () => clearInterval(timer)
}
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000

let loading: Promise<WeekHoursModule> | undefined

/**
 * The time to the minute and the code that reads a week on an arcade's clock (week-reader.ts), in the
 * browser only: undefined on the server, while hydrating and until that code has loaded. Pages come from a cache,
 * so whatever depends on the time is worked out here, after hydration (server and browser markup agree), and again
 * each minute. The code is fetched once, after the page: it is not part of any page's first JavaScript.
 */
export function useWeekClock(): { hours: WeekHoursModule; now: number } | undefined {
  const now = useSyncExternalStore(subscribeToMinutes, currentMinute, () => undefined)
  const [hours, setHours] = useState<WeekHoursModule>()
  useEffect(() => {
    let live = true
    void (loading ??= import('./week-reader')).then((loaded) => live && setHours(loaded))
    return () => {
      live = false
    }
  }, [])
  return hours && now !== undefined ? { hours, now } : undefined
}

/**
 * "Open now · closes 11 pm" / "Closed · opens Tue 5 pm", on the arcade's own clock, filled in the browser
 * (useWeekClock). The line keeps its height while empty (app.css), so nothing moves when it fills.
 */
export function OpenStatus({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const clock = useWeekClock()
  const text = (clock && clock.hours.openNowText(week, timeZone, clock.now)) ?? ''
  return (
    <p className="open-status" data-open={text ? text.startsWith('Open') : undefined} data-testid="open-status">
      {text}
    </p>
  )
}
