import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { DeletedArcadesPage } from '../../ui/admin/DeletedArcadesPage'

export const Route = createFileRoute('/admin/deleted')({
  head: () => ({ meta: [{ title: `Deleted Arcades | ${SITE_NAME} Admin` }] }),
  component: DeletedArcadesPage,
})
