import { createFileRoute } from '@tanstack/react-router'
import { changesFeed } from '../../server/services/feeds.server'
import { feedHandlers } from './-feed'

/** The whole country's new arcades, closures, reopenings and accepted changes. */
export const Route = createFileRoute('/feeds/changes.xml')({
  server: { handlers: feedHandlers((db, siteUrl) => changesFeed(db, siteUrl)) },
})
