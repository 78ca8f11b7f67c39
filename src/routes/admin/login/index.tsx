import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginPage } from '../../../ui/admin/AdminLoginPage'

export const Route = createFileRoute('/admin/login/')({
  head: () => ({
    meta: [
      { title: 'Admin Login | Arcade Atlas' },
      { name: 'description', content: 'Sign in to the Arcade Atlas admin panel to manage arcade listings.' },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: AdminLoginPage,
})
