import type { RouterContext } from '../../router'
import { pageWidgetsQueryOptions, type PageWidgetTarget } from './page-tags'

/**
 * Route loaders await this so a page renders with its widgets already in place, on the server (the SSR query
 * integration sends them to the browser) and on client navigation alike: a slot never fills in after the page
 * has painted and pushes the content down (docs/decisions/0006-widget-caching.md). The selection is cached on
 * the server and for WIDGET_CACHE_MS in the browser, so the wait is short. prefetchQuery never throws, so a
 * widgets failure never breaks the page; it just shows none.
 */
export async function prefetchPageWidgets(
  context: Pick<RouterContext, 'queryClient' | 'trpc'>,
  target: PageWidgetTarget,
): Promise<void> {
  await context.queryClient.prefetchQuery(pageWidgetsQueryOptions(context.trpc, target))
}
