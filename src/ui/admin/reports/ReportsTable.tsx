import { Badge, Table, Text } from '@mantine/core'
import type { AdminReportSummary } from '../../../shared/admin-report'
import { AnchorLink } from '../../links'
import { formatMoment } from '../format'

/** The queue's reports: when, which arcade, what about, how many sent it; each opens its review. */
export function ReportsTable({ reports }: { reports: AdminReportSummary[] }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label="Reports" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing={6} className="admin-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Received</Table.Th>
            <Table.Th>Arcade</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Sent by</Table.Th>
            <Table.Th>Review</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((r) => (
            <Table.Tr key={r.id} data-testid="admin-report-row">
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>{formatMoment(Date.parse(r.createdAt))}</Table.Td>
              <Table.Td className="admin-table-name">
                {r.arcade ? (
                  `${r.arcade.name} (${r.arcade.city}, ${r.arcade.stateCode})`
                ) : (
                  <Badge variant="light">New arcade</Badge>
                )}
              </Table.Td>
              <Table.Td>{r.summary}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.foldCount === 1 ? '1 visitor' : `${r.foldCount} visitors`}</Text>
              </Table.Td>
              <Table.Td>
                <AnchorLink to="/admin/reports/$id" params={{ id: String(r.id) }} aria-label={`Review report ${r.id}`}>
                  Review
                </AnchorLink>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
