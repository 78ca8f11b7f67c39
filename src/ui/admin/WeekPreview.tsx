import { Table, Text } from '@mantine/core'
import { parseOpeningHours } from '../../shared/opening-hours'
import { WEEKDAYS, weekRows } from '../../shared/week-hours'

/** The admin form's preview of opening hours as the detail page will show the week; nothing until they parse. */
export function WeekPreview({ openingHours }: { openingHours: string }) {
  const text = openingHours.trim()
  const parsed = text ? parseOpeningHours(text) : undefined
  if (!parsed?.ok) return null
  if (!parsed.week) {
    return (
      <Text size="sm" c="dimmed" data-testid="week-preview">
        These hours change by date, so visitors see them as written and no “Open now”.
      </Text>
    )
  }
  const rows = weekRows(parsed.week)
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="week-preview" aria-label="Week preview">
      <Table.Tbody>
        {WEEKDAYS.map((day, i) => (
          <Table.Tr key={day}>
            <Table.Th scope="row" w={80}>
              {day}
            </Table.Th>
            <Table.Td>{rows[i]!.length ? rows[i]!.join(', ') : 'Closed'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
