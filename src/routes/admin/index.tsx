import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { AdminDashboardPage } from '../../ui/admin/AdminDashboardPage'

export const Route = createFileRoute('/admin/')({
  head: () => ({
    meta: [
      { title: `Admin Panel | ${SITE_NAME}` },
      { name: 'description', content: 'Manage arcade listings and information.' },
    ],
  }),
  component: AdminDashboardPage,
})
