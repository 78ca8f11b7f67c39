import { useSyncExternalStore } from 'react'
import { dayOf, minuteOfWeek, openNowText, WEEKDAYS, weekRows, type WeekHours } from '../../shared/week-hours'

const subscribeToMinutes = (tick: () => void) => {
  const timer = setInterval(tick, 60_000)
  return () => clearInterval(timer)
}
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000

/**
 * The time, to the minute, in the browser; undefined on the server and while hydrating. Pages come from a cache, so
 * whatever depends on the time is worked out here, after hydration (server and browser markup agree), and again
 * each minute.
 */
function useMinute(): number | undefined {
  return useSyncExternalStore(subscribeToMinutes, currentMinute, () => undefined)
}

/**
 * "Open now · closes 11 pm" / "Closed · opens Tue 5 pm", on the arcade's own clock. The line keeps its height while
 * empty (app.css), so nothing moves when it fills.
 */
export function OpenStatus({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const now = useMinute()
  const text = now === undefined ? '' : (openNowText(week, timeZone, now) ?? '')
  return (
    <p className="open-status" data-open={text ? text.startsWith('Open') : undefined} data-testid="open-status">
      {text}
    </p>
  )
}

/** The week, Monday first; with a time zone, today (on that clock, known only in the browser) is marked. */
export function WeekTable({ week, timeZone }: { week: WeekHours; timeZone?: string }) {
  const now = useMinute()
  const minute = now === undefined || timeZone === undefined ? undefined : minuteOfWeek(now, timeZone)
  const today = minute === undefined ? undefined : dayOf(minute)
  const rows = weekRows(week)
  return (
    <table className="week-table" data-testid="week-table">
      <tbody>
        {WEEKDAYS.map((day, i) => (
          <tr key={day} aria-current={i === today ? 'date' : undefined}>
            <th scope="row">{day}</th>
            <td>{rows[i]!.length ? rows[i]!.join(', ') : 'Closed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
