import { createFileRoute } from '@tanstack/react-router'
import { WidgetsAdminPage } from '../../ui/admin/WidgetsAdminPage'

export const Route = createFileRoute('/admin/widgets')({
  head: () => ({
    meta: [{ title: 'Affiliate Widgets | Arcade Atlas Admin' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: WidgetsAdminPage,
})
