import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTRPC } from '../../lib/trpc'
import type { RouterContext } from '../../router'
import { WIDGET_CACHE_MS } from '../../shared/constants'
import type { Widget } from '../../shared/widget-types'

/**
 * What each public page asks the widgets query for: its path and its tags (README.md, "Widget targeting").
 * Each page module (the -*.page.ts files beside the routes) says its own.
 */
export interface PageWidgetTarget {
  path: string
  tags: readonly (string | null | undefined)[]
}

/**
 * The page's one widgets query (SPEC §2 "Widgets are fetched per page"): a stable input (tags lower-cased,
 * de-duplicated, blanks dropped), cached in the browser for WIDGET_CACHE_MS.
 */
function pageWidgetsQueryOptions(trpc: RouterContext['trpc'], target: PageWidgetTarget) {
  const tags = [...new Set(target.tags.map((t) => (t ?? '').trim().toLowerCase()).filter(Boolean))]
  return { ...trpc.widgets.forPage.queryOptions({ path: target.path, tags }), staleTime: WIDGET_CACHE_MS }
}

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

const NO_WIDGETS: Widget[] = []

/**
 * The page's widgets for its components, from the query its loader already awaited. A search filter change does
 * not wait for the new selection: the old one stays until it arrives.
 */
export function usePageWidgets(target: PageWidgetTarget): Widget[] {
  const trpc = useTRPC()
  const query = useQuery({
    ...pageWidgetsQueryOptions(trpc, target),
    gcTime: WIDGET_CACHE_MS,
    placeholderData: keepPreviousData,
  })
  const { error } = query
  useEffect(() => {
    // SPEC §8's message; a page never fails because of its widgets, it just shows none.
    if (error) console.warn('Failed to fetch widgets', error)
  }, [error])
  return query.data ?? NO_WIDGETS
}
