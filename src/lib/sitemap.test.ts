import { describe, expect, it } from 'vitest'
import { newest, robotsTxt, sitemapIndex, sitemapPath, urlSet, w3cDate } from './sitemap'

describe('w3cDate', () => {
  it('keeps the date part of ISO and SQLite timestamps', () => {
    expect(w3cDate('2026-03-04T05:06:07.890Z')).toBe('2026-03-04')
    expect(w3cDate('2026-03-04 05:06:07')).toBe('2026-03-04')
  })

  it('drops values that are not dates', () => {
    expect(w3cDate('')).toBeUndefined()
    expect(w3cDate('yesterday')).toBeUndefined()
    expect(w3cDate(undefined)).toBeUndefined()
  })
})

describe('newest', () => {
  it('returns the latest timestamp, ignoring empty ones', () => {
    expect(newest(['2026-01-02T00:00:00Z', '', '2026-03-01T00:00:00Z', '2025-12-31T00:00:00Z'])).toBe(
      '2026-03-01T00:00:00Z',
    )
    expect(newest([])).toBeUndefined()
  })
})

describe('urlSet', () => {
  it('is a sitemap urlset with one escaped <url> per address', () => {
    const xml = urlSet([
      { loc: 'https://example.com/', lastmod: '2026-01-02T03:04:05.000Z' },
      { loc: 'https://example.com/search?q=a&type=b' },
    ])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml).toContain('<loc>https://example.com/</loc>\n    <lastmod>2026-01-02</lastmod>')
    expect(xml).toContain('<loc>https://example.com/search?q=a&amp;type=b</loc>\n  </url>')
    expect(xml).not.toContain('&type')
  })

  it('is still a valid document when empty', () => {
    expect(urlSet([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    )
  })
})

describe('sitemapIndex', () => {
  it('lists sitemaps in <sitemap> entries, never <url>', () => {
    const xml = sitemapIndex([
      { loc: `https://example.com${sitemapPath('pages')}` },
      { loc: `https://example.com${sitemapPath('texas')}`, lastmod: '2026-05-06T00:00:00Z' },
    ])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml.match(/<sitemap>/g)).toHaveLength(2)
    expect(xml).not.toContain('<url>')
    expect(xml).toContain('<loc>https://example.com/sitemaps/pages.xml</loc>\n  </sitemap>')
    expect(xml).toContain('<loc>https://example.com/sitemaps/texas.xml</loc>\n    <lastmod>2026-05-06</lastmod>')
  })
})

describe('robotsTxt', () => {
  it('keeps crawlers out of admin and API paths and points at the sitemap index', () => {
    const lines = robotsTxt('https://arcades.example').split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Sitemap: https://arcades.example/sitemap.xml',
      ]),
    )
    expect(lines.indexOf('User-agent: *')).toBe(0)
  })
})
