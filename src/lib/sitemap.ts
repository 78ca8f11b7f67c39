import { PUBLIC_CACHE_CONTROL } from '../shared/constants'
import { escapeXml, XML_DECLARATION } from './xml'
/**
 * The files crawlers read: robots.txt, the sitemap index and the sitemaps it lists
 * (https://www.sitemaps.org/protocol.html). Pure functions, so the output is unit-tested.
 */

export interface SitemapUrl {
  /** Absolute address. */
  loc: string
  /** Last change, any text that starts with a date (YYYY-MM-DD…); left out when unknown. */
  lastmod?: string
}

/** Paths the sitemap files live at, shared by the index and the route that serves them. */
const SITEMAP_INDEX_PATH = '/sitemap.xml'
export const PAGES_SITEMAP = 'pages'
/** games.xml: the pages of the games that some arcade has (issue 19). */
export const GAMES_SITEMAP = 'games'

export function sitemapPath(name: string): string {
  return `/sitemaps/${name}.xml`
}

/**
 * The date part (W3C "YYYY-MM-DD") of a stored timestamp. Day precision is all crawlers use, and it
 * stays valid whichever of ISO or SQLite's "YYYY-MM-DD HH:MM:SS" form a row was written in.
 */
export function w3cDate(timestamp: string | undefined): string | undefined {
  return timestamp?.match(/^\d{4}-\d{2}-\d{2}/)?.[0]
}

/** The newest of several timestamps of the same format (they compare as text). */
export function newest(timestamps: Iterable<string>): string | undefined {
  let latest: string | undefined
  for (const t of timestamps) if (t && (latest === undefined || t > latest)) latest = t
  return latest
}

function entries(tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  return items
    .map((item) => {
      const lastmod = w3cDate(item.lastmod)
      return `  <${tag}>\n    <loc>${escapeXml(item.loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </${tag}>\n`
    })
    .join('')
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A sitemap: the pages themselves. */
export function urlSet(urls: SitemapUrl[]): string {
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${entries('url', urls)}</urlset>\n`
}

/** A sitemap index: the addresses of other sitemaps. */
export function sitemapIndex(sitemaps: SitemapUrl[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries('sitemap', sitemaps)}</sitemapindex>\n`
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n')
}

// Like every public answer: shareable, kept by the render cache until the data changes.
const CRAWLER_CACHE = PUBLIC_CACHE_CONTROL

export function xmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CRAWLER_CACHE },
  })
}

export function textResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CRAWLER_CACHE },
  })
}
