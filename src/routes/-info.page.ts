import { withHome } from '../lib/crumbs'
import { breadcrumbJsonLd, pageHead, type Crumb } from '../lib/seo'
import type { RouterContext } from '../router'
import { SITE_NAME } from '../shared/constants'
import type { PageWidgetTarget } from './-page/widgets'
import { prefetchPageWidgets } from './-page/widgets'

/**
 * The site's own information pages (About and the two legal pages): their addresses, titles, widget targets,
 * breadcrumbs, heads and loader. Kept apart from the page components so those stay in the pages' own chunks.
 */
export type InfoPagePath = '/about' | '/terms-of-service' | '/privacy-policy'

export interface InfoPage {
  title: string
  path: InfoPagePath
  description: string
}

export const ABOUT_PAGE: InfoPage = {
  title: `About ${SITE_NAME}`,
  path: '/about',
  description: `What ${SITE_NAME} is, how to find arcades with it, where its data comes from (a sample directory, GeoNames and OpenStreetMap), how the site earns money, and how to contact us.`,
}

export const TERMS_PAGE: InfoPage = {
  title: 'Terms of Service',
  path: '/terms-of-service',
  description: `The terms that apply when you use ${SITE_NAME}, the directory of arcades across the United States: acceptable use, sample listings, affiliate links, liability and changes.`,
}

export const PRIVACY_PAGE: InfoPage = {
  title: 'Privacy Policy',
  path: '/privacy-policy',
  description: `How ${SITE_NAME} handles information: server logs, a single sign-in cookie for administrators, no tracking cookies, third-party maps and affiliate links, and your rights including under the CCPA.`,
}

/** The information pages share the widget tag `info`; each adds its own short tag. */
const INFO_PAGE_TAGS: Record<InfoPagePath, string> = {
  '/about': 'about',
  '/terms-of-service': 'terms',
  '/privacy-policy': 'privacy',
}
export const infoWidgets = (path: InfoPagePath): PageWidgetTarget => ({ path, tags: ['info', INFO_PAGE_TAGS[path]] })

export function infoPageCrumbs(page: InfoPage): Crumb[] {
  return [{ label: page.title, to: page.path }]
}

/** Head of an information page: its own title, description and canonical address, plus breadcrumb data. */
export function infoPageHead(siteUrl: string, page: InfoPage) {
  return pageHead({
    siteUrl,
    path: page.path,
    title: `${page.title} | ${SITE_NAME}`,
    description: page.description,
    jsonLd: [breadcrumbJsonLd(siteUrl, withHome(infoPageCrumbs(page)))],
  })
}

const LAST_UPDATED_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/**
 * Loader of the legal pages: SPEC dates them "today". Formatted once in the loader, whose result the
 * server hands to the browser, so the hydrated page shows the same day even across time zones.
 */
function lastUpdatedToday() {
  return { lastUpdated: LAST_UPDATED_FORMAT.format(new Date()) }
}

/** Loader of every information page: its widgets, so the slots render with the page (prefetchPageWidgets). */
export const infoPageLoader =
  (path: InfoPagePath) =>
  async ({ context }: { context: Pick<RouterContext, 'queryClient' | 'trpc'> }) => {
    await prefetchPageWidgets(context, infoWidgets(path))
    return lastUpdatedToday()
  }
