import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../../shared/constants'
import { AdminLoginPage } from '../../../ui/admin/AdminLoginPage'

export const Route = createFileRoute('/admin/login/')({
  head: () => ({
    meta: [
      { title: `Admin Login | ${SITE_NAME}` },
      { name: 'description', content: `Sign in to the ${SITE_NAME} admin panel to manage arcade listings.` },
    ],
  }),
  component: AdminLoginPage,
})
