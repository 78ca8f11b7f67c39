import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ CONTACT_EMAIL: 'team@atlas.example' })
})
afterAll(() => server?.stop())

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })

/** A GET with a forged Host header (fetch keeps the real one), answering its status and Location. */
function getWithHost(path: string, host: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}${path}`, { headers: { host } }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location })
    })
    req.on('error', reject)
  })
}

/** The <loc> values of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
}

const TODAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date())

describe('legal and information pages (server-rendered, no JavaScript)', () => {
  it.each([
    ['/terms-of-service', 'Terms of Service', 'without notice'],
    ['/privacy-policy', 'Privacy Policy', 'CCPA'],
  ])('%s has 12 numbered sections, today as Last updated, and the contact address', async (path, title, rule) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${title} | Arcade Atlas</title>`)
    expect(html).toContain(`Last updated: <!-- -->${TODAY}`)
    for (let n = 1; n <= 12; n++) expect(html).toContain(`id="section-${n}"`)
    expect(html).not.toContain('id="section-13"')
    expect(html).toContain(rule)
    expect(html).toContain('mailto:team@atlas.example')
    expect(html).toMatch(/aria-label="Explore"/)
  })

  it('the terms promise 30 days notice for material changes; the privacy policy excludes children under 13', async () => {
    expect(await (await get('/terms-of-service')).text()).toContain('30 days')
    expect(await (await get('/privacy-policy')).text()).toContain('under 13')
  })

  it('/about credits the data sources and has a contact section', async () => {
    const res = await get('/about')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('GeoNames')
    expect(html).toContain('CC BY 4.0')
    expect(html).toContain('OpenStreetMap')
    expect(html).toContain('id="contact"')
    expect(html).toContain('mailto:team@atlas.example')
  })

  it('/admin-login redirects permanently to /admin/login', async () => {
    const res = await get('/admin-login')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(`${server.url}/admin/login`)
  })

  it.each([
    ['/no/such/path', 'Page Not Found', 'The page you&#x27;re looking for doesn&#x27;t exist or has been moved.'],
    ['/arcades/atlantis', 'State Not Found', 'The state you&#x27;re looking for doesn&#x27;t exist or has no arcades.'],
    [
      '/arcades/texas/gotham',
      'City Not Found',
      'The city you&#x27;re looking for doesn&#x27;t exist or has no arcades.',
    ],
    ['/arcade/nope', 'Arcade Not Found', 'The arcade you&#x27;re looking for doesn&#x27;t exist or has been removed.'],
  ])('%s answers 404 with its own title, description and noindex', async (path, title, text) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title} | Arcade Atlas</title>`])
    expect(html).toContain(`<meta name="description" content="${text}"/>`)
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
  })

  it('/404 shows the simple not-found page with the 404 status', async () => {
    const res = await get('/404')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Page Not Found')
    expect(html).toContain('Go Back')
    expect(html).toContain('Search our directory of <!-- -->1,800+<!-- --> arcades')
  })
})

describe('first start', () => {
  it('prints the one-time admin password last, framed, after the listening line', () => {
    const lines = server.output().trimEnd().split('\n')
    const listening = lines.findIndex((l) => l.includes('is listening on'))
    const password = lines.findIndex((l) => /one-time password: \S{20,}$/.test(l))
    expect(listening).toBeGreaterThanOrEqual(0)
    expect(password).toBeGreaterThan(listening)
    expect(lines[password - 1]).toMatch(/^=+$/)
    expect(lines[password - 2]).toBe('')
    expect(lines.at(-1)).toMatch(/^=+$/)
  })
})

describe('addresses', () => {
  it.each([
    ['/arcades/texas/', '/arcades/texas'],
    ['/arcades/texas/houston/', '/arcades/texas/houston'],
    ['/search/?q=austin&type=vr', '/search?q=austin&type=vr'],
    ['/about//', '/about'],
    ['/arcades/Texas', '/arcades/texas'],
    ['/arcades/TEXAS/Houston', '/arcades/texas/houston'],
    ['/arcades/Texas/Houston/?ref=home', '/arcades/texas/houston?ref=home'],
  ])('%s redirects permanently (308) to %s on SITE_URL, keeping the query', async (from, to) => {
    const res = await get(from)
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(`${server.url}${to}`)
    expect((await get(to)).status).toBe(200)
  })

  it('a mixed-case arcade address redirects permanently to the lowercase one', async () => {
    const { arcades } = (await (await get('/api/arcades?limit=1')).json()) as { arcades: { slug: string }[] }
    const slug = arcades[0]!.slug
    const res = await get(`/arcade/${slug.toUpperCase()}?from=mail`)
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe(`${server.url}/arcade/${slug}?from=mail`)
    expect((await get(`/arcade/${slug}`)).status).toBe(200)
  })

  it.each([
    ['/arcades/texas/', 308, '/arcades/texas'],
    ['/arcades/Texas', 308, '/arcades/texas'],
    ['/arcades/texas?page=1', 301, '/arcades/texas'],
    ['/search?q=a&limit=500', 301, '/search?q=a&limit=100'],
    ['/admin-login', 301, '/admin/login'],
    ['/admin/nope', 307, '/admin/login'],
  ])('%s redirects on SITE_URL whatever the Host header says', async (path, status, to) => {
    const res = await getWithHost(path, 'evil.example')
    expect(res).toEqual({ status, location: `${server.url}${to}` })
  })

  it('serves /favicon.ico as an icon', async () => {
    const res = await get('/favicon.ico')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/x-icon')
    const bytes = new Uint8Array(await res.arrayBuffer())
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0])
    expect(bytes[4]).toBeGreaterThan(0)
  })

  it('an unknown /admin address without a session redirects to the sign-in, like every admin address', async () => {
    for (const path of ['/admin/nope', '/admin/widgets/nope', '/admin/a/b/c']) {
      const res = await get(path)
      expect(res.status, path).toBe(307)
      expect(res.headers.get('location'), path).toBe(`${server.url}/admin/login`)
    }
  })
})

describe('robots.txt and sitemaps', () => {
  it('robots.txt keeps /admin and /api out and points at the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`)
  })

  it('the sitemap index lists the general pages, the games and one sitemap per state with arcades, with dates', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const xml = await res.text()
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = locs(xml)
    expect(files[0]).toBe(`${server.url}/sitemaps/pages.xml`)
    expect(files[1]).toBe(`${server.url}/sitemaps/games.xml`)
    expect(files).toContain(`${server.url}/sitemaps/texas.xml`)
    // The sample directory covers all 50 states.
    expect(files).toHaveLength(52)
    expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(52)
  })

  it('every page of the directory is listed exactly once, and every listed page answers 200', async () => {
    const index = locs(await (await get('/sitemap.xml')).text())
    const pages: string[] = []
    for (const file of index) {
      const res = await get(new URL(file).pathname)
      expect(res.status).toBe(200)
      pages.push(...locs(await res.text()))
    }
    expect(new Set(pages).size).toBe(pages.length)
    const arcadePages = pages.filter((p) => p.includes('/arcade/'))
    const { total } = (await (await get('/api/arcades?limit=1')).json()) as { total: number }
    expect(arcadePages).toHaveLength(total)
    expect(pages).toContain(`${server.url}/arcades/texas/houston`)
    expect(pages).toContain(`${server.url}/terms-of-service`)
    expect(pages.filter((p) => /\/arcades\/[a-z-]+$/.test(p))).toHaveLength(50)
    // A sample of every kind of page answers 200 (all 1,900-odd would only slow the suite down).
    const sample = [...pages.slice(0, 60), ...arcadePages.filter((_, i) => i % 97 === 0)]
    for (const page of sample) {
      const { pathname, search } = new URL(page)
      expect([page, (await get(pathname + search)).status]).toEqual([page, 200])
    }
    // About 130 pages rendered one after another: on a loaded machine that takes longer than the default 30 s.
  }, 120_000)

  it('an unknown sitemap answers 404 and a POST answers 405', async () => {
    expect((await get('/sitemaps/atlantis.xml')).status).toBe(404)
    expect((await get('/sitemaps/texas')).status).toBe(404)
    const sameOrigin = { origin: server.url, 'content-type': 'application/json' }
    const refused = await get('/sitemap.xml', { method: 'POST', headers: sameOrigin })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('GET, HEAD')
    expect(await refused.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
    // Pages are guarded like the API: a POST without the site's Origin is refused first.
    expect((await get('/sitemap.xml', { method: 'POST' })).status).toBe(403)
  })
})
