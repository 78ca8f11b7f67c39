import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * Closures on the public pages as the production server sends them (issue 20,
 * docs/decisions/0043-closures-freshness-feeds.md): a temporarily closed arcade keeps its place in search with a
 * mark and never counts as open now; a permanently closed one keeps its page (200) with the banner, its closing day,
 * arcades open nearby and `noindex`, and claims no business in its structured data. The sample directory's Houston
 * arcades are the neighbours.
 */

const USER = 'closures-admin'
const PASSWORD = 'closures-password-1234'
let server: RunningServer
let cookie: string

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
  cookie = await signInCookie(server, USER, PASSWORD)
}, 90_000)
afterAll(() => server?.stop())

async function create(fields: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const res = await fetch(`${server.url}/api/admin/arcades`, {
    method: 'POST',
    headers: { origin: server.url, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'retro',
      description: 'Made to test closures.',
      address: '1 Main St',
      city: 'Houston',
      state: 'Texas',
      zipCode: '77002',
      rating: 4,
      reviewCount: 3,
      // Open around the clock: only its closure can keep it from being open now.
      hours: 'Mo-Su 00:00-24:00',
      latitude: 29.7604,
      longitude: -95.3698,
      imageUrl: '',
      ...fields,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as { id: number; slug: string }
}

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}`)
  return { status: res.status, html: await res.text() }
}
const json = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T

/** The page's JSON-LD objects. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

describe('a temporarily closed arcade', () => {
  let slug: string
  beforeAll(async () => {
    ;({ slug } = await create({ name: 'Pause Screen Arcade', status: 'temporarily_closed', closedOn: '2026-11-01' }))
  })

  it('has the banner on its page, says so where the hours say open now, and claims no hours', async () => {
    const { status, html } = await page(`/arcade/${slug}`)
    expect(status).toBe(200)
    expect(html).toContain('Pause Screen Arcade is temporarily closed since Nov 1, 2026.')
    expect(html).toMatch(/data-testid="open-status">Temporarily closed</)
    expect(html).not.toContain('Open now')
    expect(html).toContain('<meta name="robots" content="index, follow"/>')
    const business = jsonLd(html).find((d) => d['@type'] === 'EntertainmentBusiness')!
    expect(business).toBeDefined()
    expect(business.openingHoursSpecification).toBeUndefined()
  })

  it('stays in search with a mark, and is never open now', async () => {
    const { html } = await page('/search?q=pause+screen')
    expect(html).toMatch(/data-testid="closed-badge">Temporarily closed</)
    // Its twin, open around the clock too, is open now whatever the time: only the closure keeps this one out.
    const twin = await create({ name: 'Pause Screen Twin' })
    const open = await json<{ arcades: { slug: string }[] }>('/api/arcades?query=pause+screen&openNow=true')
    expect(open.arcades.map((a) => a.slug)).toEqual([twin.slug])
  })

  it('carries its status and closing day in the public JSON', async () => {
    const arcade = await json<{ status: string; closed_on: string }>(`/api/arcades/slug/${slug}`)
    expect([arcade.status, arcade.closed_on]).toEqual(['temporarily_closed', '2026-11-01'])
  })
})

describe('a permanently closed arcade', () => {
  let slug: string
  let unplaced: string
  beforeAll(async () => {
    ;({ slug } = await create({ name: 'Game Over Arcade', status: 'permanently_closed', closedOn: '2026-10-15' }))
    ;({ slug: unplaced } = await create({
      name: 'Lost Signal Arcade',
      status: 'permanently_closed',
      closedOn: '2026-09-01',
      latitude: null,
      longitude: null,
    }))
  })

  it('keeps its page with the banner, the closing day, arcades open nearby and noindex', async () => {
    const { status, html } = await page(`/arcade/${slug}`)
    expect(status).toBe(200)
    expect(html).toContain('Game Over Arcade closed for good on Oct 15, 2026.')
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(html).not.toContain('Open now')
    expect(html).not.toContain('Call Now')
    const alternatives = /data-testid="alternatives">([\s\S]*?)<\/ul>/.exec(html)![1]!
    const links = [...alternatives.matchAll(/href="\/arcade\/([a-z0-9-]+)"/g)].map((m) => m[1]!)
    expect(links.length).toBeGreaterThan(0)
    // Each is a listed arcade in Houston, nearest first, never the closed one itself.
    expect(links).not.toContain(slug)
    for (const other of links) {
      const a = await json<{ status: string; city: string }>(`/api/arcades/slug/${other}`)
      expect([other, a.status, a.city]).toEqual([other, 'open', 'Houston'])
    }
    const miles = [...alternatives.matchAll(/· ([\d.]+) mi/g)].map((m) => Number(m[1]))
    expect(miles).toEqual([...miles].sort((x, y) => x - y))
  })

  it('claims no business in its structured data', async () => {
    const { html } = await page(`/arcade/${slug}`)
    expect(jsonLd(html).map((d) => d['@type'])).toEqual(['BreadcrumbList'])
  })

  it('without a place on the map, offers the other arcades of its city', async () => {
    const { status, html } = await page(`/arcade/${unplaced}`)
    expect(status).toBe(200)
    expect(html).toContain('Lost Signal Arcade closed for good on Sep 1, 2026.')
    const alternatives = /data-testid="alternatives">([\s\S]*?)<\/ul>/.exec(html)![1]!
    expect(alternatives).toMatch(/href="\/arcade\/[a-z0-9-]+"/)
    expect(alternatives).toContain('Houston, TX')
  })
})

describe('freshness on the page', () => {
  it('says when the listing was last checked: an admin change checks it', async () => {
    const { arcades } = await json<{ arcades: { slug: string }[] }>('/api/arcades?query=houston&limit=1')
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    )
    expect((await page(`/arcade/${arcades[0]!.slug}`)).html).toContain(`Last checked ${month}`)
    const { slug } = await create({ name: 'Fresh Coat Arcade' })
    const { html } = await page(`/arcade/${slug}`)
    expect(html).toContain(`Last checked ${month}`)
    expect(html).not.toContain('data-testid="stale-notice"')
  })
})
