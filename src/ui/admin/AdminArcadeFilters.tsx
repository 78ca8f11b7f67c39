import { Button, Group, Select, TextInput } from '@mantine/core'
import { ALL_TYPES, typeName } from '../../shared/arcade-types'
import type { AdminListAddress } from '../../shared/admin-list-address'
import { US_STATES } from '../../shared/us-states'

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.slug, label: s.name }))
const TYPE_OPTIONS = ALL_TYPES.map((t) => ({ value: t, label: typeName(t) }))
/** Which arcades the table shows: the listed ones, or those closed for good (they leave every public list). */
const SHOW_OPTIONS = [
  { value: 'listed', label: 'Listed arcades' },
  { value: 'permanently_closed', label: 'Closed for good' },
]

/**
 * The dashboard's search box and its state, type and status filters. The filters are the address's (`state`, `type`,
 * `status`),
 * chosen by the page; the search text is the page's own (debounced there).
 */
export function AdminArcadeFilters({
  search,
  onSearch,
  address,
  onFilters,
}: {
  search: string
  onSearch: (text: string) => void
  address: AdminListAddress
  onFilters: (changes: Partial<Pick<AdminListAddress, 'state' | 'type' | 'status'>>) => void
}) {
  // A type typed into the address that is not one of the site's shows as an option too, so the filter shows it.
  const typeOptions =
    address.type && !ALL_TYPES.some((t) => t === address.type)
      ? [...TYPE_OPTIONS, { value: address.type, label: address.type }]
      : TYPE_OPTIONS
  return (
    <Group align="flex-end" gap="sm" mb="sm" className="admin-filters">
      <TextInput
        label="Search arcades"
        placeholder="Search by name, city, state or ZIP"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        className="admin-filters-search"
      />
      <Select
        label="State"
        placeholder="All states"
        data={STATE_OPTIONS}
        value={address.state ?? null}
        onChange={(state) => onFilters({ state: state ?? undefined })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear state filter' }}
        nothingFoundMessage="No such state"
        className="admin-filters-select"
      />
      <Select
        label="Type"
        placeholder="All types"
        data={typeOptions}
        value={address.type ?? null}
        onChange={(type) => onFilters({ type: type ?? undefined })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear type filter' }}
        className="admin-filters-select"
      />
      <Select
        label="Show"
        data={SHOW_OPTIONS}
        value={address.status ?? 'listed'}
        onChange={(show) => onFilters({ status: show === 'permanently_closed' ? show : undefined })}
        allowDeselect={false}
        className="admin-filters-select"
      />
      {(address.state || address.type || address.status) && (
        <Button variant="subtle" onClick={() => onFilters({ state: undefined, type: undefined, status: undefined })}>
          Clear filters
        </Button>
      )}
    </Group>
  )
}
