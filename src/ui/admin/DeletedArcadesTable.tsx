import { Button, Table } from '@mantine/core'
import type { AdminArcade } from '../../shared/admin-arcade'
import { formatMoment } from './format'

/**
 * The Deleted screen's arcades: name, city and state, when each was deleted, and Restore. Four columns that wrap, so
 * Restore stays in view on a phone.
 */
export function DeletedArcadesTable({
  arcades,
  restoringId,
  onRestore,
}: {
  arcades: AdminArcade[]
  /** The arcade being restored, whose button waits; null when none is. */
  restoringId: number | null
  onRestore: (arcade: AdminArcade) => void
}) {
  return (
    <div className="admin-table-scroll" role="region" aria-label="Deleted arcades" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing={6} className="admin-table admin-table-narrow">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>City, state</Table.Th>
            <Table.Th>Deleted</Table.Th>
            <Table.Th>Restore</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {arcades.map((a) => (
            <Table.Tr key={a.id} data-testid="deleted-arcade-row">
              <Table.Td className="admin-table-name">{a.name}</Table.Td>
              <Table.Td>{`${a.city}, ${a.state}`}</Table.Td>
              <Table.Td>{a.deletedAt && formatMoment(Date.parse(a.deletedAt))}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Restore ${a.name}`}
                  disabled={restoringId !== null}
                  onClick={() => onRestore(a)}
                >
                  {restoringId === a.id ? 'Restoring...' : 'Restore'}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
