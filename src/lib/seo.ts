import { SITE_NAME } from '../shared/constants'
import { ATOM_TYPE } from '../shared/feed-paths'

export interface PageSeo {
  title: string
  description: string
  /** Path of the page's canonical address, e.g. "/arcades/texas". */
  path: string
  siteUrl: string
  /** Structured data objects (schema.org), one script each. */
  jsonLd?: object[]
  noindex?: boolean
  image?: string
  /** Paths of the previous and next page of a paged page (rel=prev/next). */
  prev?: string
  next?: string
  /** The Atom feed that follows the page's changes (`<link rel="alternate" type="application/atom+xml">`). */
  feed?: { title: string; path: string }
}

/** JSON for a <script> element: "<" escaped so the data can never close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString()
}

/** Social sites show raster images only: a page whose own image is SVG shares the site's card instead. */
const RASTER_IMAGE = /\.(png|jpe?g|webp|gif)(\?.*)?$/i
const DEFAULT_SOCIAL_IMAGE = '/images/og-default.png'

/** Search engines show about 160 characters of a description and cut the rest wherever it falls. */
export const META_DESCRIPTION_MAX = 160

/**
 * A description of at most `max` characters: whitespace collapsed and, when too long, cut at the last word
 * that fits, with an ellipsis (a single word longer than that is cut inside it).
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  // The ellipsis takes the place of the space (or, in one long word, the character) after the cut.
  const room = clean.slice(0, max)
  return `${room.includes(' ') ? room.replace(/[\s,;:.\-–—]*\s\S*$/, '') : room.slice(0, -1)}…`
}

/** The head of a page: title, description, canonical address, social tags, robots and structured data. */
export function pageHead(seo: PageSeo) {
  const url = absoluteUrl(seo.siteUrl, seo.path)
  const description = metaDescription(seo.description)
  const image = absoluteUrl(seo.siteUrl, seo.image && RASTER_IMAGE.test(seo.image) ? seo.image : DEFAULT_SOCIAL_IMAGE)
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: description },
      { name: 'robots', content: seo.noindex ? 'noindex, follow' : 'index, follow' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: seo.title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...(seo.prev ? [{ rel: 'prev', href: absoluteUrl(seo.siteUrl, seo.prev) }] : []),
      ...(seo.next ? [{ rel: 'next', href: absoluteUrl(seo.siteUrl, seo.next) }] : []),
      ...(seo.feed
        ? [{ rel: 'alternate', type: ATOM_TYPE, title: seo.feed.title, href: absoluteUrl(seo.siteUrl, seo.feed.path) }]
        : []),
    ],
    scripts: (seo.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: jsonForScript(data) })),
  }
}

/** The head of a not-found page: its own title and description, kept out of search indexes. */
export function notFoundHead(page: { title: string; text: string }) {
  return {
    meta: [
      { title: `${page.title} | ${SITE_NAME}` },
      { name: 'description', content: page.text },
      { name: 'robots', content: 'noindex, follow' },
    ],
  }
}

export interface Crumb {
  label: string
  to?: string
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.to ? { item: absoluteUrl(siteUrl, c.to) } : {}),
    })),
  }
}
