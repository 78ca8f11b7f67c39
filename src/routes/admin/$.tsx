import { createFileRoute, notFound } from '@tanstack/react-router'

/**
 * Any other address under /admin. Matching it puts the /admin guard (route.tsx) in front of the not-found answer:
 * without a session it redirects to the sign-in like every admin address, so the admin area's addresses are not
 * told apart from outside; with one it answers 404.
 */
export const Route = createFileRoute('/admin/$')({
  loader: () => {
    throw notFound()
  },
})
