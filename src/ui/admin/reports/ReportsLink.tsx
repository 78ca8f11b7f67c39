import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../lib/trpc'
import { ButtonLink } from '../../links'

/** "Reports" in the admin's toolbar, with how many visitors' reports wait for review (issue 20). */
export function ReportsLink() {
  const trpc = useTRPC()
  const pending = useQuery({ ...trpc.admin.reports.pendingCount.queryOptions(), staleTime: 0 })
  const count = pending.data?.count ?? 0
  return (
    <ButtonLink to="/admin/reports" variant="light" data-testid="reports-link">
      {count > 0 ? `Reports (${count} waiting)` : 'Reports'}
    </ButtonLink>
  )
}
