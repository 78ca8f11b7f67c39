import { createFileRoute, redirect } from '@tanstack/react-router'

const LOGIN_PATH = '/admin/login'

/** An old address of the login screen (SPEC §2), kept working as a permanent redirect. */
export const Route = createFileRoute('/admin-login')({
  // A real HTTP 301 for visitors and crawlers arriving from outside…
  server: {
    handlers: {
      GET: () => new Response(null, { status: 301, headers: { Location: LOGIN_PATH } }),
    },
  },
  // …and the same redirect when the router navigates here in the browser.
  beforeLoad: () => {
    throw redirect({ href: LOGIN_PATH, statusCode: 301 })
  },
})
