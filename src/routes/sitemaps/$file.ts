import { createFileRoute } from '@tanstack/react-router'
import { absoluteUrl } from '../../lib/seo'
import {
  GAMES_SITEMAP,
  PAGES_SITEMAP,
  newest,
  textResponse,
  urlSet,
  xmlResponse,
  type SitemapUrl,
} from '../../lib/sitemap'
import { gamesWithArcades } from '../../server/services/games.server'
import { readWhenFree } from '../../server/db/busy.server'
import { getDb } from '../../server/db/client.server'
import { env } from '../../server/env.server'
import { sitemapOfState, stateLastModified } from '../../server/services/directory.server'
import { US_STATES } from '../../shared/us-states'
import { methodNotAllowed } from '../../server/http/rest.server'

/** Site pages that are not part of any state's directory. */
const GENERAL_PAGES = ['/', '/search', '/games', '/about', '/terms-of-service', '/privacy-policy']

/** Pages whose content follows the whole directory, so they change whenever any listing does. */
const DIRECTORY_WIDE = new Set(['/', '/search'])

/** pages.xml: the general pages and all 50 state pages (every state page answers 200, even without arcades). */
function pagesSitemap(siteUrl: string): SitemapUrl[] {
  const modified = stateLastModified(getDb())
  const latest = newest(modified.values())
  return [
    ...GENERAL_PAGES.map((path) => ({
      loc: absoluteUrl(siteUrl, path),
      lastmod: DIRECTORY_WIDE.has(path) ? latest : undefined,
    })),
    ...US_STATES.map((s) => ({ loc: absoluteUrl(siteUrl, `/arcades/${s.slug}`), lastmod: modified.get(s.slug) })),
  ]
}

/** games.xml: the page of every game at least one arcade has (a page listing no arcade is no page to index). */
function gamesSitemap(siteUrl: string): SitemapUrl[] {
  return gamesWithArcades(getDb()).map((g) => ({ loc: absoluteUrl(siteUrl, `/games/${g.slug}`) }))
}

/** {state}.xml: that state's city and arcade pages (its state page is in pages.xml); undefined for an unknown state or one without arcades. */
function stateSitemap(siteUrl: string, slug: string): SitemapUrl[] | undefined {
  // Only the exact slug the index links to: no second address for the same file via a code or name.
  const state = US_STATES.find((s) => s.slug === slug)
  if (!state) return undefined
  const pages = sitemapOfState(getDb(), state)
  if (pages.length === 0) return undefined
  return pages.map((p) => ({ loc: absoluteUrl(siteUrl, p.path), lastmod: p.lastModified }))
}

export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const siteUrl = env().SITE_URL
        const name = params.file.endsWith('.xml') ? params.file.slice(0, -'.xml'.length) : undefined
        const urls = await readWhenFree(() =>
          name === PAGES_SITEMAP
            ? pagesSitemap(siteUrl)
            : name === GAMES_SITEMAP
              ? gamesSitemap(siteUrl)
              : name !== undefined
                ? stateSitemap(siteUrl, name)
                : undefined,
        )
        return urls ? xmlResponse(urlSet(urls)) : textResponse('Sitemap not found', 404)
      },
      ANY: () => methodNotAllowed('GET, HEAD'),
    },
  },
})
