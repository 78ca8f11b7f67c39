import { useEffect, useState } from 'react'
import { dayOf, minuteOfWeek, openNowText, WEEKDAYS, weekRows, type WeekHours } from '../../shared/week-hours'

/**
 * "Open now · closes 11 pm" / "Closed · opens Tue 5 pm", on the arcade's own clock. Pages come from a cache, so the
 * browser works it out after hydration (the server renders the line empty: no mismatch) and again every minute. The
 * line keeps its height while empty (app.css), so nothing moves when it fills.
 */
export function OpenStatus({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const [text, setText] = useState('')
  useEffect(() => {
    const update = () => setText(openNowText(week, timeZone, Date.now()) ?? '')
    update()
    const timer = setInterval(update, 60_000)
    return () => clearInterval(timer)
  }, [week, timeZone])
  return (
    <p className="open-status" data-open={text ? text.startsWith('Open') : undefined} data-testid="open-status">
      {text}
    </p>
  )
}

/** The week, Monday first, with today (on the arcade's clock, known only in the browser) marked. */
export function WeekTable({ week, timeZone }: { week: WeekHours; timeZone: string }) {
  const [today, setToday] = useState<number>()
  useEffect(() => {
    const minute = minuteOfWeek(Date.now(), timeZone)
    setToday(minute === undefined ? undefined : dayOf(minute))
  }, [timeZone])
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
