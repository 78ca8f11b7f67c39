import { Checkbox, Table, Text, TextInput } from '@mantine/core'
import type { AcceptableField, ProposedChange } from '../../../shared/admin-report'
import { EDITABLE_FIELDS } from '../../../shared/report-fields'

/**
 * What a report would change, field by field: today's value, the value the visitor saw, and the proposed one (an
 * edit's can be changed before accepting). Each row's box says whether it is taken.
 */
export function ProposedChanges({
  changes,
  chosen,
  onChoose,
  values,
  onValue,
  readOnly,
}: {
  changes: ProposedChange[]
  chosen: Set<AcceptableField>
  onChoose: (field: AcceptableField, on: boolean) => void
  values: Partial<Record<AcceptableField, string>>
  onValue: (field: AcceptableField, value: string) => void
  readOnly: boolean
}) {
  const editable = (field: string) => !readOnly && (EDITABLE_FIELDS as readonly string[]).includes(field)
  return (
    <div className="admin-table-scroll" role="region" aria-label="Proposed changes" tabIndex={0}>
      <Table verticalSpacing={6} className="admin-table" data-testid="proposed-changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Accept</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Today</Table.Th>
            <Table.Th>The visitor saw</Table.Th>
            <Table.Th>Proposed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field}>
              <Table.Td>
                <Checkbox
                  aria-label={`Accept ${c.label}`}
                  checked={chosen.has(c.field)}
                  disabled={readOnly}
                  onChange={(e) => onChoose(c.field, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{c.label}</Table.Td>
              <Table.Td className="admin-report-value">{c.today ?? '—'}</Table.Td>
              <Table.Td className="admin-report-value">
                {c.seen === null ? (
                  '—'
                ) : c.seen === c.today ? (
                  <Text c="dimmed" size="sm">
                    same
                  </Text>
                ) : (
                  c.seen
                )}
              </Table.Td>
              <Table.Td className="admin-report-value">
                {editable(c.field) ? (
                  <TextInput
                    aria-label={`Proposed ${c.label}`}
                    value={values[c.field] ?? c.proposed}
                    onChange={(e) => onValue(c.field, e.currentTarget.value)}
                  />
                ) : (
                  c.proposed || (
                    <Text c="dimmed" size="sm">
                      (none)
                    </Text>
                  )
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
