import { atomFeed, atomResponse, type AtomFeed } from '../../lib/atom'
import { textResponse } from '../../lib/sitemap'
import { readWhenFree } from '../../server/db/busy.server'
import { getDb, type Db } from '../../server/db/client.server'
import { env } from '../../server/env.server'
import { errorResponse, methodNotAllowed } from '../../server/http/rest.server'
import { BadFeedParameter } from '../../server/services/feeds.server'

/**
 * What the feed routes share (/feeds/…, docs/decisions/0043-closures-freshness-feeds.md): the `.xml` of their last
 * path segment, the answer as Atom (kept by the render cache like a page), a 404 for a feed of nothing we know and a
 * 400 naming a bad parameter.
 */

/** `texas.xml` → `texas`; undefined for any other name. */
export function xmlName(segment: string): string | undefined {
  return segment.endsWith('.xml') ? segment.slice(0, -'.xml'.length) : undefined
}

type Build = (db: Db, siteUrl: string, url: URL, params: Record<string, string>) => AtomFeed | undefined

export function feedHandlers(build: Build) {
  return {
    GET: async ({ request, params }: { request: Request; params: Record<string, string> }) => {
      try {
        const feed = await readWhenFree(() => build(getDb(), env().SITE_URL, new URL(request.url), params))
        return feed ? atomResponse(atomFeed(feed)) : textResponse('Feed not found', 404)
      } catch (error) {
        if (!(error instanceof BadFeedParameter)) throw error
        return errorResponse(400, 'BAD_REQUEST', `${error.field}: ${error.message}`, {
          issues: [{ field: error.field, message: error.message }],
        })
      }
    },
    ANY: () => methodNotAllowed('GET, HEAD'),
  }
}
