import { notFoundHead } from '../lib/seo'
import { NOT_FOUND } from '../ui/layout/not-found'
import { NotFoundPage } from '../ui/layout/NotFoundPage'
import { usePageWidgets, type PageWidgetTarget } from './-page/widgets'

/**
 * The not-found page (both variants: /404 and any address no route answers): its widget target and head. The
 * state, city and arcade pages' own not-found views use their page modules' texts.
 */

export const notFoundWidgets = (): PageWidgetTarget => ({ path: '/404', tags: ['not-found'] })

export const notFoundPageHead = () => notFoundHead(NOT_FOUND.page)

/** The not-found page with its widgets, for the router's and the root route's not-found views and /404. */
export function NotFoundRoute({ variant }: { variant: 'simple' | 'rich' }) {
  return <NotFoundPage variant={variant} widgets={usePageWidgets(notFoundWidgets())} />
}
