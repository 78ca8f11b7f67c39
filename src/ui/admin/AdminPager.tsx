import { Button, Group, Text } from '@mantine/core'
import { ADMIN_PAGE_SIZE } from '../../shared/constants'
import { formatCount, plural } from '../../lib/plural'

/** SPEC's pager: 'Showing a to b of n arcades', 'Page x of y', Previous and Next; only above one page. */
export function AdminPager({
  page,
  total,
  onPage,
  noun = ['arcade', 'arcades'],
}: {
  page: number
  total: number
  onPage: (page: number) => void
  /** What is counted, singular and plural. */
  noun?: [string, string]
}) {
  if (total <= ADMIN_PAGE_SIZE) return null
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1
  const last = Math.min(page * ADMIN_PAGE_SIZE, total)
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm">
        Showing {formatCount(first)} to {formatCount(last)} of {plural(total, ...noun)}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text size="sm">
          Page {formatCount(page)} of {formatCount(pages)}
        </Text>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  )
}
