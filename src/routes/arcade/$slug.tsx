import { createFileRoute } from '@tanstack/react-router'
import { arcadeCrumbs, withHome } from '../../lib/crumbs'
import { validCoordinates } from '../../lib/geo'
import { orNotFound } from '../../lib/route-data'
import { absoluteUrl, breadcrumbJsonLd, pageHead, notFoundHead } from '../../lib/seo'
import type { PublicArcade } from '../../shared/arcade'
import { FALLBACK_IMAGE_URL } from '../../shared/constants'
import { ArcadeDetailPage } from '../../ui/arcade/ArcadeDetailPage'
import { ArcadeDetailSkeleton } from '../../ui/arcade/ArcadeDetailSkeleton'
import { MessagePage } from '../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../ui/layout/not-found'
import { arcadeWidgets } from '../../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../../ui/widgets/prefetch'

const ARCADE_NOT_FOUND = <MessagePage {...NOT_FOUND.arcade} />

/** schema.org local-business data; an aggregate rating only when there are real reviews. */
function localBusinessJsonLd(siteUrl: string, a: PublicArcade) {
  const coords = validCoordinates(a.latitude, a.longitude)
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    name: a.name,
    url: absoluteUrl(siteUrl, `/arcade/${a.slug}`),
    image: absoluteUrl(siteUrl, a.image_url || FALLBACK_IMAGE_URL),
    description: a.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.address,
      addressLocality: a.city,
      addressRegion: a.state_code,
      postalCode: a.zip,
      addressCountry: 'US',
    },
    ...(a.phone ? { telephone: a.phone } : {}),
    ...(a.website ? { sameAs: a.website } : {}),
    ...(coords ? { geo: { '@type': 'GeoCoordinates', latitude: coords.lat, longitude: coords.lng } } : {}),
    priceRange: a.price_range,
    // Only real reviews make an aggregate rating (DECISIONS.md), and only with a rating on its 1-5 scale.
    ...(a.review_count > 0 && a.rating >= 1
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: a.rating,
            reviewCount: a.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

export const Route = createFileRoute('/arcade/$slug')({
  loader: async ({ context, params }) => {
    const data = await orNotFound(
      context.queryClient.ensureQueryData(context.trpc.public.arcadePage.queryOptions({ slug: params.slug })),
    )
    await prefetchPageWidgets(context, arcadeWidgets(data.arcade))
    return data
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return notFoundHead(NOT_FOUND.arcade)
    const { siteUrl } = match.context
    const a = loaderData.arcade
    return pageHead({
      siteUrl,
      path: `/arcade/${a.slug}`,
      title: `${a.name} — ${a.city}, ${a.state_code} | Arcade Atlas`,
      description:
        `${a.name} in ${a.city}, ${a.state}: rated ${a.rating.toFixed(1)} of 5. Hours, address, map and directions. ${a.description}`.slice(
          0,
          300,
        ),
      image: a.image_url || undefined,
      jsonLd: [breadcrumbJsonLd(siteUrl, withHome(arcadeCrumbs(a))), localBusinessJsonLd(siteUrl, a)],
    })
  },
  component: ArcadeDetailPage,
  pendingComponent: ArcadeDetailSkeleton,
  notFoundComponent: () => ARCADE_NOT_FOUND,
  errorComponent: () => ARCADE_NOT_FOUND,
})
