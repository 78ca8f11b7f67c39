import { createFileRoute } from '@tanstack/react-router'
import { absoluteUrl } from '../lib/seo'
import { GAMES_SITEMAP, PAGES_SITEMAP, newest, sitemapIndex, sitemapPath, xmlResponse } from '../lib/sitemap'
import { readWhenFree } from '../server/db/busy.server'
import { getDb } from '../server/db/client.server'
import { env } from '../server/env.server'
import { stateLastModified } from '../server/services/directory.server'
import { US_STATES } from '../shared/us-states'
import { methodNotAllowed } from '../server/http/rest.server'

/** The sitemap index: the general pages, the games, then one sitemap per state that has arcades. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const siteUrl = env().SITE_URL
        const modified = await readWhenFree(() => stateLastModified(getDb()))
        return xmlResponse(
          sitemapIndex([
            { loc: absoluteUrl(siteUrl, sitemapPath(PAGES_SITEMAP)), lastmod: newest(modified.values()) },
            // Game pages list arcades, so they change with the directory.
            { loc: absoluteUrl(siteUrl, sitemapPath(GAMES_SITEMAP)), lastmod: newest(modified.values()) },
            ...US_STATES.filter((s) => modified.has(s.slug)).map((s) => ({
              loc: absoluteUrl(siteUrl, sitemapPath(s.slug)),
              lastmod: modified.get(s.slug),
            })),
          ]),
        )
      },
      ANY: () => methodNotAllowed('GET, HEAD'),
    },
  },
})
