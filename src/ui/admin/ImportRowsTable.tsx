import { Badge, Table, Text } from '@mantine/core'
import type { ImportOutputs } from '../../lib/trpc'
import type { ImportOutcome } from '../../shared/import'

type Row = ImportOutputs['rows']['data'][number]

const OUTCOME_COLOURS: Record<ImportOutcome, string> = {
  new: 'green',
  changed: 'blue',
  unchanged: 'gray',
  duplicate: 'orange',
  rejected: 'red',
}

/** A long value (a description, a lineup) cut to what a table cell can show. */
const cut = (v: unknown) => {
  const text = v === null || v === undefined || v === '' ? '(empty)' : String(v)
  return text.length > 120 ? `${text.slice(0, 117)}…` : text
}

function Details({ row }: { row: Row }) {
  switch (row.outcome) {
    case 'changed':
      return (
        <ul className="import-changes">
          {row.changes?.map((c) => (
            <li key={c.field}>
              <strong>{c.field}</strong>: {cut(c.from)} → {cut(c.to)}
            </li>
          ))}
        </ul>
      )
    case 'duplicate':
      return (
        <Text size="sm">
          {row.name}: possibly {row.arcade?.name} ({row.arcade?.slug}): {row.duplicateReason}
        </Text>
      )
    case 'rejected':
      return (
        <ul className="import-changes">
          {row.issues?.map((i) => (
            <li key={`${i.field}:${i.message}`}>
              <strong>{i.field}</strong>: {i.message}
            </li>
          ))}
        </ul>
      )
    default:
      return <Text size="sm">{row.arcade?.name ?? row.name}</Text>
  }
}

/** A page of the dry run: each row's number in the file, what names it, its outcome and what it would do. */
export function ImportRowsTable({ rows }: { rows: Row[] }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label="Rows of the file" tabIndex={0}>
      <Table striped verticalSpacing={6} className="admin-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Arcade</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-testid="import-row">
              <Table.Td>{row.row}</Table.Td>
              <Table.Td className="admin-table-name">{row.label}</Table.Td>
              <Table.Td className="import-outcome">
                <Badge color={OUTCOME_COLOURS[row.outcome]} variant="light">
                  {row.outcome}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Details row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
