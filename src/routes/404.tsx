import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../lib/seo'
import { NOT_FOUND } from '../ui/layout/not-found'
import { NotFoundPage } from '../ui/layout/NotFoundPage'
import { notFoundWidgets } from '../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../ui/widgets/prefetch'

/** The simple not-found variant at its own address (DECISIONS.md); unknown paths get the rich one with a 404. */
export const Route = createFileRoute('/404')({
  loader: ({ context }) => prefetchPageWidgets(context, notFoundWidgets()),
  head: () => notFoundHead(NOT_FOUND.page),
  component: () => <NotFoundPage variant="simple" />,
})
