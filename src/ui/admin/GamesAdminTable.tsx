import { ActionIcon, Group, Table, Text } from '@mantine/core'
import { IconArrowMerge, IconPencil } from '@tabler/icons-react'
import { formatCount } from '../../lib/plural'
import { GAME_KIND_LABELS } from '../../shared/game-kinds'
import type { AdminGame } from '../../shared/lineup'

/** The catalogue's entries: title, maker, year, kind, short names, how many arcades have it, edit and merge. */
export function GamesAdminTable({
  games,
  onEdit,
  onMerge,
}: {
  games: AdminGame[]
  onEdit: (game: AdminGame) => void
  onMerge: (game: AdminGame) => void
}) {
  return (
    <div className="admin-table-scroll" role="region" aria-label="Games" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing={6} className="admin-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Manufacturer</Table.Th>
            <Table.Th>Year</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Short names</Table.Th>
            <Table.Th>Arcades</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((g) => (
            <Table.Tr key={g.id} data-testid="admin-game-row">
              <Table.Td className="admin-table-name">{g.title}</Table.Td>
              <Table.Td>{g.manufacturer ?? '—'}</Table.Td>
              <Table.Td>{g.year ?? '—'}</Table.Td>
              <Table.Td>{GAME_KIND_LABELS[g.kind]}</Table.Td>
              <Table.Td>
                <Text size="sm" c={g.aliases.length ? undefined : 'dimmed'}>
                  {g.aliases.join(', ') || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{formatCount(g.arcadeCount)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${g.title}`} onClick={() => onEdit(g)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Merge ${g.title}`} onClick={() => onMerge(g)}>
                    <IconArrowMerge size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
