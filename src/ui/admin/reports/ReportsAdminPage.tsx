import { Container, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { plural } from '../../../lib/plural'
import { useTRPC } from '../../../lib/trpc'
import { REPORT_STATUSES, type ReportStatus } from '../../../shared/revision-kinds'
import { ADMIN_PAGE_SIZE } from '../../../shared/constants'
import { AdminPager } from '../AdminPager'
import { useLoginOnUnauthorized } from '../auth'
import { BackToAdmin } from '../BackToAdmin'
import { CenteredLoader } from '../CenteredLoader'
import { ReportsTable } from './ReportsTable'

const STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  rejected: 'Rejected',
  duplicate: 'Duplicates',
}

/** The review queue (/admin/reports, issue 20): visitors' reports waiting, then those decided. */
export function ReportsAdminPage() {
  const trpc = useTRPC()
  const [status, setStatus] = useState<ReportStatus>('pending')
  const [paging, setPaging] = useState({ status, page: 1 })
  const page = paging.status === status ? paging.page : 1
  const list = useQuery({
    ...trpc.admin.reports.list.queryOptions({ status, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
  useLoginOnUnauthorized(list.error)
  const total = list.data?.total ?? 0
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <BackToAdmin />
        <div>
          <Title order={1}>Reports</Title>
          <Text c="dimmed">Visitors’ suggestions. Nothing reaches the site until you accept it.</Text>
        </div>
        <SegmentedControl
          aria-label="Show reports"
          value={status}
          onChange={(value) => setStatus(value as ReportStatus)}
          data={REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
        {list.isPending ? (
          <CenteredLoader label="Loading reports..." />
        ) : list.isError ? (
          <Text c="red">Failed to load reports: {list.error.message}</Text>
        ) : (
          <>
            <Text fw={500} data-testid="report-count">
              {plural(total, 'report', 'reports')}
            </Text>
            {total === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                {status === 'pending' ? 'No reports are waiting for review.' : 'No reports here.'}
              </Text>
            ) : (
              <ReportsTable reports={list.data.data} />
            )}
            <AdminPager
              page={page}
              total={total}
              onPage={(p) => setPaging({ status, page: p })}
              noun={['report', 'reports']}
            />
          </>
        )}
      </Stack>
    </Container>
  )
}
