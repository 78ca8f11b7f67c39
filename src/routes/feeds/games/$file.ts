import { createFileRoute } from '@tanstack/react-router'
import { gameFeed } from '../../../server/services/feeds.server'
import { feedHandlers, xmlName } from '../-feed'

/**
 * `/feeds/games/{slug}.xml?near=78701&radius=50`: where a game has arrived within the radius of a place; 404 for a
 * game not in the catalogue, 400 naming a bad `near` or `radius`.
 */
export const Route = createFileRoute('/feeds/games/$file')({
  server: {
    handlers: feedHandlers((db, siteUrl, url, params) => {
      const slug = xmlName(params.file!)
      return slug
        ? gameFeed(db, siteUrl, slug, { near: url.searchParams.get('near'), radius: url.searchParams.get('radius') })
        : undefined
    }),
  },
})
