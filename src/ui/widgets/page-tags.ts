import type { RouterContext } from '../../router'
import { WIDGET_CACHE_MS } from '../../shared/constants'

/**
 * What each public page asks the widgets query for: its path and its tags (README.md, "Widget targeting").
 * Each page module (the -*.page.ts files beside the routes) says its own; the information and not-found pages' are here.
 */
export interface PageWidgetTarget {
  path: string
  tags: readonly (string | null | undefined)[]
}

/** The site's information pages share `info`; each adds its own short tag. */
const INFO_PAGE_TAGS = { '/about': 'about', '/terms-of-service': 'terms', '/privacy-policy': 'privacy' } as const
export const infoWidgets = (path: keyof typeof INFO_PAGE_TAGS): PageWidgetTarget => ({
  path,
  tags: ['info', INFO_PAGE_TAGS[path]],
})

/** Both not-found variants share one widget selection: path `/404`, tag `not-found`. */
export const notFoundWidgets = (): PageWidgetTarget => ({ path: '/404', tags: ['not-found'] })

/**
 * The page's one widgets query: a stable input (tags lower-cased, de-duplicated, blanks dropped), cached in
 * the browser for WIDGET_CACHE_MS.
 */
export function pageWidgetsQueryOptions(trpc: RouterContext['trpc'], target: PageWidgetTarget) {
  const tags = [...new Set(target.tags.map((t) => (t ?? '').trim().toLowerCase()).filter(Boolean))]
  return { ...trpc.widgets.forPage.queryOptions({ path: target.path, tags }), staleTime: WIDGET_CACHE_MS }
}
