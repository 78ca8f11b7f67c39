import { withHome } from '../../lib/crumbs'
import { breadcrumbJsonLd, pageHead, type Crumb } from '../../lib/seo'
import type { RouterContext } from '../../router'
import { SITE_NAME } from '../../shared/constants'

/** The REST API's reference (/api/docs): its data, breadcrumbs and head. */

export const API_DOCS_PATH = '/api/docs'

export const apiReferenceQuery = (trpc: RouterContext['trpc']) => trpc.public.apiReference.queryOptions()

export const apiDocsCrumbs = (): Crumb[] => [{ label: 'API', to: API_DOCS_PATH }]

export function apiDocsHead(siteUrl: string) {
  return pageHead({
    siteUrl,
    path: API_DOCS_PATH,
    title: `API Reference | ${SITE_NAME}`,
    description: `The ${SITE_NAME} REST API: search US arcades as JSON or GeoJSON, read states, cities, arcades and games, from any site; every path, parameter and answer, from its OpenAPI 3.1 document.`,
    jsonLd: [breadcrumbJsonLd(siteUrl, withHome(apiDocsCrumbs()))],
  })
}
