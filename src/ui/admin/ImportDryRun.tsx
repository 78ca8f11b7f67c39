import { Badge, SegmentedControl, Stack, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatCount } from '../../lib/plural'
import { useTRPC, type ImportOutputs } from '../../lib/trpc'
import { ADMIN_PAGE_SIZE } from '../../shared/constants'
import { IMPORT_OUTCOMES, type ImportOutcome } from '../../shared/import'
import { AdminPager } from './AdminPager'
import { ImportRowsTable } from './ImportRowsTable'

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
  duplicate: 'Possible duplicate',
  rejected: 'Rejected',
}

/** What applying the file would do: its rows counted by outcome, and a page of them, all or of one outcome. */
export function ImportDryRun({ job }: { job: ImportOutputs['get'] }) {
  const trpc = useTRPC()
  const [outcome, setOutcome] = useState<ImportOutcome | 'all'>(job.counts.rejected > 0 ? 'rejected' : 'all')
  const [page, setPage] = useState(1)
  const rows = useQuery({
    ...trpc.admin.imports.rows.queryOptions({
      id: job.id,
      outcome: outcome === 'all' ? undefined : outcome,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
      limit: ADMIN_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  })
  const total = job.progress.total ?? 0
  return (
    <Stack gap="sm">
      <Text fw={500} data-testid="import-summary">
        {job.fileName}: {formatCount(total)} rows — {formatCount(job.counts.new)} new, {formatCount(job.counts.changed)}{' '}
        changed, {formatCount(job.counts.unchanged)} unchanged, {formatCount(job.counts.duplicate)} possible duplicates,{' '}
        {formatCount(job.counts.rejected)} rejected
      </Text>
      <SegmentedControl
        aria-label="Show rows"
        value={outcome}
        onChange={(v) => {
          setOutcome(v as ImportOutcome | 'all')
          setPage(1)
        }}
        data={[
          { value: 'all', label: `All (${formatCount(total)})` },
          ...IMPORT_OUTCOMES.map((o) => ({ value: o, label: `${OUTCOME_LABELS[o]} (${formatCount(job.counts[o])})` })),
        ]}
        style={{ alignSelf: 'flex-start', flexWrap: 'wrap' }}
      />
      {rows.data && rows.data.total === 0 ? (
        <Text c="dimmed">No rows</Text>
      ) : rows.data ? (
        <>
          <ImportRowsTable rows={rows.data.data} />
          <AdminPager page={page} total={rows.data.total} onPage={setPage} noun={['row', 'rows']} />
        </>
      ) : (
        <Badge variant="light">Loading rows...</Badge>
      )}
    </Stack>
  )
}
