import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '../../ui/admin/AdminDashboardPage'

export const Route = createFileRoute('/admin/')({
  head: () => ({
    meta: [
      { title: 'Admin Panel | Arcade Atlas' },
      { name: 'description', content: 'Manage arcade listings and information.' },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: AdminDashboardPage,
})
