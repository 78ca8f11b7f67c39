import type { PublicArcade } from '../../shared/arcade'
import { splitTypes } from '../../shared/arcade-types'

/**
 * The tags each public page passes to the widgets query (README.md, "Widget targeting"). Lower-case; blanks dropped.
 */
export const arcadeWidgetTags = (a: Pick<PublicArcade, 'type' | 'city_slug'>): string[] => [
  'arcade',
  ...splitTypes(a.type),
  a.city_slug,
]
export const homeWidgetTags = (): string[] => ['home']
export const stateWidgetTags = (stateSlug: string): string[] => ['state', stateSlug]
export const cityWidgetTags = (citySlug: string, stateSlug: string): string[] => ['city', citySlug, stateSlug]
export const searchWidgetTags = (type: string | undefined): string[] => ['search', ...(type ? [type] : [])]

/** The site's information pages share `info`; each adds its own short tag. */
const INFO_PAGE_TAGS = { '/about': 'about', '/terms-of-service': 'terms', '/privacy-policy': 'privacy' } as const
export const infoWidgetTags = (path: keyof typeof INFO_PAGE_TAGS): string[] => ['info', INFO_PAGE_TAGS[path]]

/** Both not-found variants share one widget selection: path `/404`, tag `not-found`. */
export const NOT_FOUND_WIDGET_PATH = '/404'
export const notFoundWidgetTags = (): string[] => ['not-found']

/** Stable input for the page's one widgets query (tags lower-cased, de-duplicated, blanks dropped). */
export function widgetQueryInput(path: string, tags: readonly (string | null | undefined)[]) {
  const clean = [...new Set(tags.map((t) => (t ?? '').trim().toLowerCase()).filter(Boolean))]
  return { path, tags: clean }
}
