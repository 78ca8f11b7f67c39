import { createFileRoute } from '@tanstack/react-router'
import { stateBySlug } from '../../../../server/services/arcades.server'
import { cityFeed } from '../../../../server/services/feeds.server'
import { feedHandlers, xmlName } from '../../-feed'

/** `/feeds/arcades/{state}/{city}.xml`: a city's changes; 404 for a state or city the directory does not know. */
export const Route = createFileRoute('/feeds/arcades/$state/$city')({
  server: {
    handlers: feedHandlers((db, siteUrl, _url, params) => {
      const state = stateBySlug(params.state!)
      const city = xmlName(params.city!)
      return state && city ? cityFeed(db, siteUrl, state, city) : undefined
    }),
  },
})
