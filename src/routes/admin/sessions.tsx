import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { AdminSessionsPage } from '../../ui/admin/AdminSessionsPage'

export const Route = createFileRoute('/admin/sessions')({
  head: () => ({
    meta: [{ title: `Sessions and Password | ${SITE_NAME} Admin` }],
  }),
  component: AdminSessionsPage,
})
