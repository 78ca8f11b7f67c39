import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { NotFoundPage } from '../ui/layout/NotFoundPage'
import { NOT_FOUND_WIDGET_PATH, notFoundWidgetTags } from '../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../ui/widgets/prefetch'

/** The simple not-found variant at its own address (DECISIONS.md); unknown paths get the rich one with a 404. */
export const Route = createFileRoute('/404')({
  loader: ({ context }) => prefetchPageWidgets(context, NOT_FOUND_WIDGET_PATH, notFoundWidgetTags()),
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
