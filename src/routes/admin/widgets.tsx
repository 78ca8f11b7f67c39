import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { WidgetsAdminPage } from '../../ui/admin/WidgetsAdminPage'

export const Route = createFileRoute('/admin/widgets')({
  head: () => ({
    meta: [{ title: `Affiliate Widgets | ${SITE_NAME} Admin` }],
  }),
  component: WidgetsAdminPage,
})
