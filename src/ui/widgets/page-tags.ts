import type { RouterContext } from '../../router'
import type { PublicArcade } from '../../shared/arcade'
import { splitTypes } from '../../shared/arcade-types'
import { WIDGET_CACHE_MS } from '../../shared/constants'

/**
 * What each public page asks the widgets query for: its path and its tags (README.md, "Widget targeting").
 * One function per page, used by its route loader (prefetchPageWidgets) and by the page (PageWidgets) alike.
 */
export interface PageWidgetTarget {
  path: string
  tags: readonly (string | null | undefined)[]
}

export const homeWidgets = (): PageWidgetTarget => ({ path: '/', tags: ['home'] })
export const searchWidgets = (type: string | undefined): PageWidgetTarget => ({
  path: '/search',
  tags: ['search', type],
})
export const stateWidgets = (stateSlug: string): PageWidgetTarget => ({
  path: `/arcades/${stateSlug}`,
  tags: ['state', stateSlug],
})
export const cityWidgets = (stateSlug: string, citySlug: string): PageWidgetTarget => ({
  path: `/arcades/${stateSlug}/${citySlug}`,
  tags: ['city', citySlug, stateSlug],
})
export const arcadeWidgets = (a: Pick<PublicArcade, 'slug' | 'type' | 'city_slug'>): PageWidgetTarget => ({
  path: `/arcade/${a.slug}`,
  tags: ['arcade', ...splitTypes(a.type), a.city_slug],
})

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
