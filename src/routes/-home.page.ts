import type { RouterContext } from '../router'
import { absoluteUrl, pageHead } from '../lib/seo'
import { SITE_NAME } from '../shared/constants'
import { CHANGES_FEED_PATH } from '../shared/feed-paths'
import type { PageWidgetTarget } from './-page/widgets'

/** The home page (/): everything it knows about its data and head. */

export const homeQuery = (trpc: RouterContext['trpc']) => trpc.public.home.queryOptions()

export const homeWidgets = (): PageWidgetTarget => ({ path: '/', tags: ['home'] })

export function homeHead(siteUrl: string) {
  return pageHead({
    siteUrl,
    path: '/',
    title: `${SITE_NAME} — Find Arcades Near You Across the United States`,
    description:
      'Find retro arcades, VR experiences, barcades and pinball halls in every US state. Search by city, ZIP code or name, compare ratings and get directions.',
    feed: { title: 'New arcades, closures and changes', path: CHANGES_FEED_PATH },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: absoluteUrl(siteUrl, '/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/search')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  })
}
