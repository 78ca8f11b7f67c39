import type { RouterContext } from '../../router'
import { WIDGET_CACHE_MS } from '../../shared/constants'
import { widgetQueryInput } from './page-tags'

/**
 * Route loaders call this so a page's widgets are server-rendered: on the server it waits for them (the SSR query
 * integration sends them to the browser); in the browser it only starts the request and never holds navigation.
 * prefetchQuery never throws, so a widgets failure never breaks the page.
 */
export async function prefetchPageWidgets(
  context: Pick<RouterContext, 'queryClient' | 'trpc'>,
  path: string,
  tags: readonly (string | null | undefined)[],
): Promise<void> {
  const prefetch = context.queryClient.prefetchQuery({
    ...context.trpc.widgets.forPage.queryOptions(widgetQueryInput(path, tags)),
    staleTime: WIDGET_CACHE_MS,
  })
  if (typeof window === 'undefined') await prefetch
}
