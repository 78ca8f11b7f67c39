import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundRoute, notFoundPageHead, notFoundWidgets } from './-not-found.page'
import { prefetchPageWidgets } from './-page/widgets'

const SIMPLE_NOT_FOUND = <NotFoundRoute variant="simple" />

/**
 * The simple not-found variant at its own address (DECISIONS.md); unknown paths get the rich one. Its loader
 * reports "not found" so that /404 answers with the 404 status like every other not-found page, and this route's
 * own view shows it.
 */
export const Route = createFileRoute('/404')({
  loader: async ({ context }) => {
    await prefetchPageWidgets(context, notFoundWidgets())
    throw notFound()
  },
  head: notFoundPageHead,
  component: () => SIMPLE_NOT_FOUND,
  notFoundComponent: () => SIMPLE_NOT_FOUND,
})
