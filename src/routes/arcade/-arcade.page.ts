import type { RouterContext } from '../../router'
import { validCoordinates } from '../../lib/geo'
import type { PhoneDisplay } from '../../lib/phone'
import { absoluteUrl, breadcrumbJsonLd, pageHead, type Crumb } from '../../lib/seo'
import type { PublicOutputs } from '../../lib/trpc'
import type { PublicArcade } from '../../shared/arcade'
import { splitTypes } from '../../shared/arcade-types'
import { FALLBACK_IMAGE_URL } from '../../shared/constants'
import { withHome } from '../../lib/crumbs'
import type { PageWidgetTarget } from '../-page/widgets'

/** The arcade detail page (/arcade/{slug}): everything it knows about its address, data and head. */

export const arcadeQuery = (trpc: RouterContext['trpc'], slug: string) => trpc.public.arcadePage.queryOptions({ slug })

/** "Nearby arcades": the closest others, with distances (none when the arcade has no place on the map). */
export const nearbyQuery = (trpc: RouterContext['trpc'], slug: string) =>
  trpc.public.nearbyArcades.queryOptions({ slug })

export const arcadeWidgets = (a: Pick<PublicArcade, 'slug' | 'type' | 'city_slug'>): PageWidgetTarget => ({
  path: `/arcade/${a.slug}`,
  tags: ['arcade', ...splitTypes(a.type), a.city_slug],
})

export function arcadeCrumbs(a: PublicArcade): Crumb[] {
  return [
    { label: 'Browse Arcades', to: '/search' },
    { label: a.state, to: `/arcades/${a.state_slug}` },
    { label: a.city, to: `/arcades/${a.state_slug}/${a.city_slug}` },
    { label: a.name, to: `/arcade/${a.slug}` },
  ]
}

/** schema.org local-business data; an aggregate rating only when there are real reviews. */
function localBusinessJsonLd(
  siteUrl: string,
  a: PublicArcade,
  phone: PhoneDisplay | null,
  week: PublicOutputs['arcadePage']['week'],
) {
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
    ...(phone ? { telephone: phone.e164 } : {}),
    ...(a.website ? { sameAs: a.website } : {}),
    ...(coords ? { geo: { '@type': 'GeoCoordinates', latitude: coords.lat, longitude: coords.lng } } : {}),
    priceRange: a.price_range,
    // Hours are a claim that it opens: none while it is closed.
    ...(week && a.status === 'open' ? { openingHoursSpecification: week.specification } : {}),
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

/**
 * The head. A permanently closed arcade's page stays for visitors with old links, but is `noindex` and claims no
 * business (issue 20): search engines drop it, and nothing tells them it still trades.
 */
export function arcadeHead(siteUrl: string, data: PublicOutputs['arcadePage']) {
  const a = data.arcade
  const gone = a.status === 'permanently_closed'
  return pageHead({
    siteUrl,
    path: `/arcade/${a.slug}`,
    title: `${a.name}${gone ? ' (closed)' : ''} — ${a.city}, ${a.state_code} | Arcade Atlas`,
    // pageHead cuts it to a search result's length, at a word.
    description: gone
      ? `${a.name} in ${a.city}, ${a.state} has closed for good. Arcades open nearby.`
      : `${a.name} in ${a.city}, ${a.state}: ${a.review_count > 0 ? `rated ${a.rating.toFixed(1)} of 5` : 'no reviews yet'}. Hours, address, map and directions. ${a.description}`,
    image: a.image_url || undefined,
    noindex: gone,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, withHome(arcadeCrumbs(a))),
      ...(gone ? [] : [localBusinessJsonLd(siteUrl, a, data.phone, data.week)]),
    ],
  })
}
