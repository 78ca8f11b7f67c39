import { ActionIcon, Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconPencil, IconTrash } from '@tabler/icons-react'
import type { AdminArcade } from '../../shared/admin-arcade'
import { splitTypes, typeName } from '../../shared/arcade-types'
import { FIRST_DIRECTION, type AdminSort, type SortDirection } from '../../shared/admin-list-address'
import { reviewText } from '../arcade/StarRating'
import { TypeBadge } from '../arcade/TypeBadge'

const COLUMNS: { sort: AdminSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'city', label: 'City' },
  { sort: 'state', label: 'State' },
  { sort: 'type', label: 'Type' },
  { sort: 'rating', label: 'Rating' },
  { sort: 'updated', label: 'Updated' },
]

export interface TableSort {
  sort?: AdminSort
  dir: SortDirection
}

/** The direction a click on `column` asks for: the other one on the sorted column, else the column's first. */
export function nextSort(current: TableSort, column: AdminSort): TableSort {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { sort: column, dir: FIRST_DIRECTION[column] }
}

function SortHeader({
  column,
  label,
  current,
  onSort,
}: {
  column: AdminSort
  label: string
  current: TableSort
  onSort: (next: TableSort) => void
}) {
  const active = current.sort === column
  const Icon = !active ? IconArrowsSort : current.dir === 'asc' ? IconArrowUp : IconArrowDown
  return (
    <Table.Th aria-sort={active ? (current.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className="admin-sort-button" onClick={() => onSort(nextSort(current, column))}>
        {label}
        <Icon size={14} aria-hidden stroke={active ? 2.5 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  )
}

/** The main type's badge, then the others: a type filter also finds arcades where it is not the main type. */
function TypeTags({ type }: { type: string }) {
  const others = splitTypes(type).slice(1)
  return (
    <Group gap={6} wrap="nowrap">
      <TypeBadge type={type} />
      {others.length > 0 && (
        <Text span size="xs" c="dimmed">
          + {others.map(typeName).join(', ')}
        </Text>
      )}
    </Group>
  )
}

/**
 * The arcades of one page as a compact table, sorted by the server. Column headers are buttons that sort; the
 * table scrolls sideways in its own box on narrow screens, never the page (admin.css).
 */
export function AdminArcadeTable({
  arcades,
  sort,
  onSort,
  onEdit,
  onDelete,
}: {
  arcades: AdminArcade[]
  sort: TableSort
  onSort: (next: TableSort) => void
  onEdit: (arcade: AdminArcade) => void
  onDelete: (arcade: AdminArcade) => void
}) {
  return (
    <div className="admin-table-scroll" role="region" aria-label="Arcades" tabIndex={0}>
      <Table striped highlightOnHover verticalSpacing={6} className="admin-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.sort} column={c.sort} label={c.label} current={sort} onSort={onSort} />
            ))}
            <Table.Th>
              <span className="visually-hidden">Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {arcades.map((a) => (
            <Table.Tr key={a.id} data-testid="admin-arcade-row">
              <Table.Td className="admin-table-name">{a.name}</Table.Td>
              <Table.Td>{a.city}</Table.Td>
              <Table.Td>{a.state}</Table.Td>
              <Table.Td>
                <TypeTags type={a.type} />
              </Table.Td>
              <Table.Td>
                {a.reviewCount === 0 ? 'No reviews yet' : `${a.rating.toFixed(1)} ${reviewText(a.reviewCount)}`}
              </Table.Td>
              <Table.Td>
                {/* The date as stored (UTC): the same text on the server and in the browser. */}
                <time dateTime={a.updatedAt}>{a.updatedAt.slice(0, 10)}</time>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <ActionIcon variant="light" aria-label={`Edit ${a.name}`} onClick={() => onEdit(a)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="light" color="red" aria-label={`Delete ${a.name}`} onClick={() => onDelete(a)}>
                    <IconTrash size={18} aria-hidden />
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
