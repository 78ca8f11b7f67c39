import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { ReportsAdminPage } from '../../ui/admin/reports/ReportsAdminPage'

export const Route = createFileRoute('/admin/reports/')({
  head: () => ({ meta: [{ title: `Reports | ${SITE_NAME} Admin` }] }),
  component: ReportsAdminPage,
})
