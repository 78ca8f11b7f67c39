import { createFileRoute } from '@tanstack/react-router'
import { SITE_NAME } from '../../shared/constants'
import { GamesAdminPage } from '../../ui/admin/GamesAdminPage'

export const Route = createFileRoute('/admin/games')({
  head: () => ({
    meta: [{ title: `Games Catalogue | ${SITE_NAME} Admin` }],
  }),
  component: GamesAdminPage,
})
