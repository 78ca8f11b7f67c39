import { createFileRoute } from '@tanstack/react-router'
import { absoluteUrl, pageHead } from '../lib/seo'
import { SITE_NAME } from '../shared/constants'
import { HomePage } from '../ui/home/HomePage'
import { HomeSkeleton } from '../ui/home/HomeSkeleton'
import { homeWidgets } from '../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../ui/widgets/prefetch'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [data] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.public.home.queryOptions()),
      prefetchPageWidgets(context, homeWidgets()),
    ])
    return data
  },
  head: ({ match }) => {
    const { siteUrl } = match.context
    return pageHead({
      siteUrl,
      path: '/',
      title: `${SITE_NAME} — Find Arcades Near You Across the United States`,
      description:
        'Find retro arcades, VR experiences, barcades and pinball halls in every US state. Search by city, ZIP code or name, compare ratings and get directions.',
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
  },
  component: HomePage,
  pendingComponent: HomeSkeleton,
})
