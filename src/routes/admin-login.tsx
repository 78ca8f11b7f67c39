import { createFileRoute, redirect } from '@tanstack/react-router'
import { ADMIN_LOGIN_PATH } from '../ui/admin/auth'

/** An old address of the login screen (SPEC §2), kept working as a permanent redirect. */
export const Route = createFileRoute('/admin-login')({
  // A real HTTP 301 for visitors and crawlers arriving from outside…
  server: {
    handlers: {
      GET: () => new Response(null, { status: 301, headers: { Location: ADMIN_LOGIN_PATH } }),
    },
  },
  // …and the same redirect when the router navigates here in the browser.
  beforeLoad: () => {
    throw redirect({ href: ADMIN_LOGIN_PATH, statusCode: 301 })
  },
})
