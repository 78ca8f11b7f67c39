import { Text } from '@mantine/core'
import { parseOpeningHours } from '../../shared/opening-hours'
import { weekRows } from '../../shared/week-table'
import { WeekTable } from '../arcade/WeekTable'

/** The admin form's preview of opening hours, the week as the detail page will show it; nothing until they parse. */
export function WeekPreview({ openingHours }: { openingHours: string }) {
  const text = openingHours.trim()
  const parsed = text ? parseOpeningHours(text) : undefined
  if (!parsed?.ok) return null
  return (
    <div data-testid="week-preview" aria-label="Week preview" role="group">
      {parsed.week ? (
        <WeekTable rows={weekRows(parsed.week)} />
      ) : (
        <Text size="sm" c="dimmed">
          These hours change by date, so visitors see them as written and no “Open now”.
        </Text>
      )}
    </div>
  )
}
