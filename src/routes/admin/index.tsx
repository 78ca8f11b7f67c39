import { createFileRoute } from '@tanstack/react-router'
import { adminListQueryInput, readAdminListAddress, type AdminListAddress } from '../../shared/admin-list-address'
import { SITE_NAME } from '../../shared/constants'
import { AdminDashboardPage } from '../../ui/admin/AdminDashboardPage'

/** The address without its empty values: `/admin?sort=name&dir=asc`, never `?state=undefined`. */
function cleanAddress({ sort, dir, state, type, status }: AdminListAddress): AdminListAddress {
  return {
    ...(sort && { sort }),
    ...(dir && { dir }),
    ...(state && { state }),
    ...(type && { type }),
    ...(status && { status }),
  }
}

export const Route = createFileRoute('/admin/')({
  // Sort and filters live in the address (docs/decisions/0031-admin-table.md), read leniently: a value the
  // list cannot use is left out, not an error.
  validateSearch: (search) => cleanAddress(readAdminListAddress(search)),
  loaderDeps: ({ search }) => readAdminListAddress(search),
  // The first page is rendered on the server; in the browser the dashboard shows its own loading line.
  loader: async ({ context, deps }) => {
    if (typeof window !== 'undefined') return
    await context.queryClient.prefetchQuery(
      context.trpc.admin.arcades.list.queryOptions(adminListQueryInput(deps, '', 1)),
    )
  },
  head: () => ({
    meta: [
      { title: `Admin Panel | ${SITE_NAME}` },
      { name: 'description', content: 'Manage arcade listings and information.' },
    ],
  }),
  component: AdminRoute,
})

function AdminRoute() {
  // The router lays validateSearch's answer over the raw address: read it again, so only known parameters count.
  const address = readAdminListAddress(Route.useSearch())
  const navigate = Route.useNavigate()
  return (
    <AdminDashboardPage
      address={address}
      onAddress={(changes) => void navigate({ search: cleanAddress(readAdminListAddress({ ...address, ...changes })) })}
    />
  )
}
