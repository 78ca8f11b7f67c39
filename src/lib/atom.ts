import { PUBLIC_CACHE_CONTROL, SITE_NAME } from '../shared/constants'
import { ATOM_TYPE } from '../shared/feed-paths'
import { escapeXml, XML_DECLARATION } from './xml'

/**
 * Atom 1.0 feeds (RFC 4287): pure functions from entries to the document, so the output is unit-tested. Every text
 * goes through escapeXml (the five special characters escaped, characters XML does not allow dropped), and every
 * text construct is `type="text"`: a feed reader shows it as it is, never as markup.
 */

export interface AtomEntry {
  /** A permanent, unique IRI (a `tag:` URI, RFC 4151): the same entry keeps it in every feed and at every read. */
  id: string
  title: string
  /** RFC 3339 date-time. */
  updated: string
  /** The absolute address of the page the entry is about. */
  link: string
  summary: string
}

export interface AtomFeed {
  id: string
  title: string
  subtitle: string
  /** The feed's own absolute address (rel="self"). */
  self: string
  /** The page of the site the feed follows (rel="alternate"). */
  alternate: string
  /** Newest first. The feed's `updated` is the newest entry's (EMPTY_FEED_UPDATED without entries). */
  entries: AtomEntry[]
}

/** The year in the site's tag URIs: the date the site began minting them (RFC 4151 §2.1). It never changes. */
export const TAG_YEAR = '2026'

/** A feed's or an entry's id: `tag:{host},2026:{specific}`, the host of SITE_URL without its port. */
export function tagUri(siteUrl: string, specific: string): string {
  return `tag:${new URL(siteUrl).hostname},${TAG_YEAR}:${specific}`
}

/** When nothing has happened yet: the start of TAG_YEAR, a fixed date, so an empty feed's answer stays the same. */
export const EMPTY_FEED_UPDATED = `${TAG_YEAR}-01-01T00:00:00Z`

/**
 * A stored timestamp (ISO, or SQLite's "YYYY-MM-DD HH:MM:SS", both UTC) as an RFC 3339 date-time in UTC, to the
 * second: "2026-11-27T09:30:00Z".
 */
export function rfc3339(timestamp: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})/.exec(timestamp)
  if (!match) throw new Error(`Not a timestamp: ${timestamp}`)
  return `${match[1]}T${match[2]}Z`
}

const text = (tag: string, value: string) => `<${tag} type="text">${escapeXml(value)}</${tag}>`

function entry(e: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${escapeXml(e.id)}</id>`,
    `    ${text('title', e.title)}`,
    `    <updated>${e.updated}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
    `    ${text('summary', e.summary)}`,
    '  </entry>',
  ].join('\n')
}

/** The feed document. Its author is the site (RFC 4287 §4.1.1: a feed without per-entry authors must name one). */
export function atomFeed(feed: AtomFeed): string {
  const updated = feed.entries.reduce((latest, e) => (e.updated > latest ? e.updated : latest), '')
  return [
    `${XML_DECLARATION}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">`,
    `  <id>${escapeXml(feed.id)}</id>`,
    `  ${text('title', feed.title)}`,
    `  ${text('subtitle', feed.subtitle)}`,
    `  <updated>${updated || EMPTY_FEED_UPDATED}</updated>`,
    `  <author><name>${escapeXml(SITE_NAME)}</name><uri>${escapeXml(feed.alternate)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    ...feed.entries.map(entry),
    '</feed>',
    '',
  ].join('\n')
}

const ATOM_CONTENT_TYPE = `${ATOM_TYPE}; charset=utf-8`

/** A feed answer: shareable and kept by the render cache until the data it shows changes, like a page. */
export function atomResponse(body: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': ATOM_CONTENT_TYPE, 'Cache-Control': PUBLIC_CACHE_CONTROL },
  })
}
