import { createFileRoute } from '@tanstack/react-router'
import { stateBySlug } from '../../../../server/services/arcades.server'
import { stateFeed } from '../../../../server/services/feeds.server'
import { feedHandlers, xmlName } from '../../-feed'

/** `/feeds/arcades/{state}.xml`: a state's changes; 404 for anything but a state's slug. */
export const Route = createFileRoute('/feeds/arcades/$state/')({
  server: {
    handlers: feedHandlers((db, siteUrl, _url, params) => {
      const state = stateBySlug(xmlName(params.state!) ?? '')
      return state && stateFeed(db, siteUrl, state)
    }),
  },
})
