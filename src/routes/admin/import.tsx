import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { ImportAdminPage } from '../../ui/admin/ImportAdminPage'

export const Route = createFileRoute('/admin/import')({
  head: () => ({
    meta: [{ title: `Import Arcades | ${SITE_NAME} Admin` }],
  }),
  component: ImportAdminPage,
})
