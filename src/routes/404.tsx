import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { NotFoundPage } from '../ui/layout/NotFoundPage'

/** The simple not-found variant at its own address (DECISIONS.md); unknown paths get the rich one with a 404. */
export const Route = createFileRoute('/404')({
  head: ({ match }) =>
    pageHead({
      siteUrl: match.context.siteUrl,
      path: '/404',
      title: 'Page Not Found | Arcade Atlas',
      description: "The page you're looking for doesn't exist or has been moved.",
      noindex: true,
    }),
  component: () => <NotFoundPage variant="simple" />,
})
