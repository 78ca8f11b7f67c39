import { createFileRoute } from '@tanstack/react-router'
import { NotFoundRoute, notFoundPageHead, notFoundWidgets } from './-not-found.page'
import { prefetchPageWidgets } from './-page/widgets'

/** The simple not-found variant at its own address (DECISIONS.md); unknown paths get the rich one with a 404. */
export const Route = createFileRoute('/404')({
  loader: ({ context }) => prefetchPageWidgets(context, notFoundWidgets()),
  head: notFoundPageHead,
  component: () => <NotFoundRoute variant="simple" />,
})
