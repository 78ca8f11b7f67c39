import { createFileRoute, redirect } from '@tanstack/react-router'
import { ADMIN_LOGIN_PATH, authCheckOptions } from '../../ui/admin/auth'
import { AdminLayout } from '../../ui/admin/AdminLayout'
import { AdminMantine } from '../../ui/admin/AdminMantine'
import { CenteredLoader } from '../../ui/admin/CenteredLoader'
import adminCss from '../../ui/admin/admin.css?url'

/**
 * Guard for every page under /admin except /admin/login. On the server the check
 * runs in-process before any markup is sent, so a visitor without a valid session gets a redirect to /admin/login.
 */

export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => {
    if (location.pathname === ADMIN_LOGIN_PATH || location.pathname === `${ADMIN_LOGIN_PATH}/`) return { admin: null }
    try {
      const admin = await context.queryClient.fetchQuery(authCheckOptions(context.trpc))
      return { admin }
    } catch {
      // 401, or the check itself failing: either way no admin markup without a confirmed session.
      throw redirect({ to: ADMIN_LOGIN_PATH })
    }
  },
  head: () => ({
    meta: [{ name: 'robots', content: 'noindex, nofollow' }],
    links: [{ rel: 'stylesheet', href: adminCss }],
  }),
  pendingComponent: () => <CenteredLoader label="Checking authentication..." />,
  component: () => (
    <AdminMantine>
      <AdminLayout />
    </AdminMantine>
  ),
})
