import type { WeekRow } from '../../shared/week-table'
import { useWeekClock } from './OpenStatus'

/**
 * The week, Monday first, from its rows (src/shared/week-table.ts weekRows, worked out by the server or the admin
 * form); with a time zone, today on that clock is marked once the browser knows it (useWeekClock, OpenStatus.tsx).
 */
export function WeekTable({ rows, timeZone }: { rows: WeekRow[]; timeZone?: string }) {
  const clock = useWeekClock()
  const minute = clock && timeZone !== undefined ? clock.hours.minuteOfWeek(clock.now, timeZone) : undefined
  const today = minute === undefined ? undefined : clock!.hours.dayOf(minute)
  return (
    <table className="week-table" data-testid="week-table">
      <tbody>
        {rows.map(({ day, times }, i) => (
          <tr key={day} aria-current={i === today ? 'date' : undefined}>
            <th scope="row">{day}</th>
            <td>{times.length ? times.join(', ') : 'Closed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
