import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

const USER = 'cache-admin'
const PASSWORD = 'cache-password-1234'
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
const PRIVATE = 'private, no-store'
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
}, 90_000)
afterAll(() => server?.stop())

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request whose body arrives as sent (fetch would decode it), for checking encodings and 304s. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString()
  return res.body.toString()
}

const signIn = () => signInCookie(server, USER, PASSWORD)

async function admin(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>)
}

describe('compression', () => {
  it('sends HTML, JSON and XML as br or gzip, as the client accepts, and plain otherwise', async () => {
    for (const path of ['/arcades/texas', '/api/arcades?query=austin', '/sitemaps/texas.xml']) {
      const br = await raw(path, { 'accept-encoding': 'gzip, deflate, br' })
      const gz = await raw(path, { 'accept-encoding': 'gzip' })
      const plain = await raw(path)
      expect([path, br.headers['content-encoding'], gz.headers['content-encoding']]).toEqual([path, 'br', 'gzip'])
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(br.headers.vary).toContain('Accept-Encoding')
      expect(decoded(br)).toBe(plain.body.toString())
      expect(decoded(gz)).toBe(plain.body.toString())
      expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3)
    }
  })

  it('compresses what is not cached: an admin answer whole with its length, the directory export as a gzip stream', async () => {
    const cookie = await signIn()
    const path = '/api/admin/arcades?limit=100'
    const plain = await raw(path, { cookie })
    expect(plain.body.byteLength).toBeGreaterThan(4096)
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await raw(path, { cookie, 'accept-encoding': accept! })
      expect([res.status, res.headers['content-encoding'], res.headers['content-length']]).toEqual([
        200,
        encoding,
        String(res.body.byteLength),
      ])
      expect(decoded(res)).toBe(plain.body.toString())
    }
    expect(plain.headers['content-encoding']).toBeUndefined()

    const exported = await raw('/api/admin/export.csv', { cookie, 'accept-encoding': 'br, gzip' })
    const plainExport = await raw('/api/admin/export.csv', { cookie })
    expect(plainExport.body.byteLength).toBeGreaterThan(1024 * 1024)
    expect([exported.headers['content-encoding'], exported.headers['transfer-encoding']]).toEqual(['gzip', 'chunked'])
    expect(decoded(exported)).toBe(plainExport.body.toString())
  })

  it('serves built assets compressed at build time, as immutable', async () => {
    const html = (await raw('/')).body.toString()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const res = await raw(script, { 'accept-encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(decoded(res)).toBe((await raw(script)).body.toString())
  })
})

describe('validators and cache headers', () => {
  it('answers If-None-Match with 304 for pages, API answers and static files', async () => {
    for (const path of ['/', '/api/arcades/featured', '/favicon.svg']) {
      const first = await raw(path, { 'accept-encoding': 'br' })
      const etag = first.headers.etag!
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await raw(path, { 'accept-encoding': 'br', 'if-none-match': etag })
      expect([path, again.status, again.body.byteLength, again.headers.etag]).toEqual([path, 304, 0, etag])
      // The validator names the content, whatever encoding the client's copy was in.
      expect((await raw(path, { 'if-none-match': etag })).status).toBe(304)
      expect((await raw(path, { 'if-none-match': '"something-else"' })).status).toBe(200)
    }
  })

  it('lets a CDN share public pages and API answers, never admin ones or signed-in answers', async () => {
    for (const path of ['/', '/arcades/texas', '/search?q=austin', '/api/arcades?query=a', '/sitemap.xml']) {
      expect([path, (await raw(path)).headers['cache-control']]).toEqual([path, PUBLIC])
    }
    const trpc = await raw(`/api/trpc/public.featured?batch=1&input=${encodeURIComponent('{}')}`)
    expect(trpc.headers['cache-control']).toBe(PUBLIC)
    expect((await raw('/admin/login')).headers['cache-control']).toBe(PRIVATE)
    expect((await raw('/api/admin/auth/check')).headers['cache-control']).toBe(PRIVATE)
    const cookie = await signIn()
    const signedIn = await raw('/arcades/texas', { cookie })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers['cache-control']).toBe(PRIVATE)
    expect(signedIn.headers.etag).toBeUndefined()
  })
})

describe('an admin change is on the public site at the next request', () => {
  it('after an arcade is created, updated and deleted: pages, API and 304s alike', async () => {
    const cookie = await signIn()
    const searchPath = '/api/arcades?query=zanzibar'
    const before = await raw(searchPath)
    expect(JSON.parse(before.body.toString())).toMatchObject({ total: 0 })

    const created = (await admin(cookie, 'POST', '/api/admin/arcades', {
      name: 'Zanzibar Cache Arcade',
      type: 'retro',
      description: 'Made to test the render cache.',
      address: '1 Main St',
      city: 'Austin',
      state: 'Texas',
      zipCode: '78701',
      rating: 4.5,
      reviewCount: 3,
      priceRange: '$$',
      hours: 'Daily 10-10',
      imageUrl: '',
    })) as { id: number; slug: string }
    const afterCreate = await raw(searchPath, { 'if-none-match': before.headers.etag! })
    expect(afterCreate.status).toBe(200)
    expect(JSON.parse(afterCreate.body.toString())).toMatchObject({ total: 1 })

    const detail = `/arcade/${created.slug}`
    const page = await raw(detail)
    expect(page.body.toString()).toContain('Zanzibar Cache Arcade')
    await admin(cookie, 'PUT', `/api/admin/arcades/${created.id}`, {
      ...(await admin(cookie, 'GET', `/api/admin/arcades?query=zanzibar`).then((r) => (r!.data as object[])[0])),
      name: 'Zanzibar Renamed Arcade',
    })
    const renamed = await raw(detail, { 'if-none-match': page.headers.etag! })
    expect(renamed.status).toBe(200)
    expect(renamed.body.toString()).toContain('Zanzibar Renamed Arcade')

    await admin(cookie, 'DELETE', `/api/admin/arcades/${created.id}`)
    expect((await raw(detail)).status).toBe(404)
    expect(JSON.parse((await raw(searchPath)).body.toString())).toMatchObject({ total: 0 })
  })

  it('after a widget is created, updated and deleted', async () => {
    const cookie = await signIn()
    const home = await raw('/')
    expect(home.body.toString()).not.toContain('Cache Test Widget')
    const widget = {
      name: 'Cache Test Widget',
      targetType: 'tag',
      targetValue: 'home',
      affiliateLink: 'https://www.amazon.com/dp/B000000001',
      productName: 'Cache Test Joystick',
      position: 'top',
      isActive: true,
    }
    const created = (await admin(cookie, 'POST', '/api/admin/widgets', widget)) as { id: number }
    const withWidget = await raw('/', { 'if-none-match': home.headers.etag! })
    expect(withWidget.status).toBe(200)
    expect(withWidget.body.toString()).toContain('Cache Test Joystick')

    await admin(cookie, 'PUT', `/api/admin/widgets/${created.id}`, { ...widget, productName: 'Cache Test Gamepad' })
    const updated = (await raw('/')).body.toString()
    expect(updated).toContain('Cache Test Gamepad')
    expect(updated).not.toContain('Cache Test Joystick')

    await admin(cookie, 'DELETE', `/api/admin/widgets/${created.id}`)
    expect((await raw('/')).body.toString()).not.toContain('Cache Test Gamepad')
  })
})

describe('bounded pages', () => {
  const links = (html: string) => ({
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    prev: /<link rel="prev" href="([^"]+)"/.exec(html)?.[1],
    next: /<link rel="next" href="([^"]+)"/.exec(html)?.[1],
  })

  it('pages a state and a city with real links, one canonical address each, all in the sitemap', async () => {
    for (const path of ['/arcades/texas', '/arcades/california/los-angeles']) {
      const first = (await raw(path)).body.toString()
      expect(links(first)).toEqual({
        canonical: `${server.url}${path}`,
        prev: undefined,
        next: `${server.url}${path}?page=2`,
      })
      expect(first).toContain(`href="${path}?page=2"`)
      const second = (await raw(`${path}?page=2`)).body.toString()
      expect(links(second)).toMatchObject({ canonical: `${server.url}${path}?page=2`, prev: `${server.url}${path}` })
      expect(second).toContain('Page 2 of')
      const one = await raw(`${path}?page=1`)
      expect([one.status, one.headers.location?.replace(server.url, '')]).toEqual([301, path])
      expect((await raw(`${path}?page=999`)).status).toBe(404)
    }
    const texas = (await raw('/sitemaps/texas.xml')).body.toString()
    expect(texas).toContain(`<loc>${server.url}/arcades/texas?page=2</loc>`)
    const california = (await raw('/sitemaps/california.xml')).body.toString()
    expect(california).toContain(`<loc>${server.url}/arcades/california/los-angeles?page=2</loc>`)
  })

  it('renders at most 100 cards on a search page, whatever limit its address asks for', async () => {
    const asked = await raw('/search?q=a&limit=2000')
    expect(asked.status).toBe(301)
    expect(asked.headers.location).toMatch(/^(http:\/\/[^/]+)?\/search\?q=a&limit=100$/)
    const page = (await raw('/search?q=a&limit=100')).body.toString()
    expect(page.match(/data-testid="arcade-card"/g)).toHaveLength(100)
  })

  it('refuses a tRPC batch whose calls ask for more than 2,000 rows in all', async () => {
    const batch = (limits: number[]) =>
      raw(
        `/api/trpc/${limits.map(() => 'public.search').join(',')}?batch=1&input=${encodeURIComponent(
          JSON.stringify(Object.fromEntries(limits.map((limit, i) => [i, { query: 'a', limit }]))),
        )}`,
      )
    const refused = await batch([1500, 1500])
    expect(refused.status).toBe(400)
    expect(refused.body.toString()).toContain('at most 2000 rows in all')
    expect((await batch([1000, 1000])).status).toBe(200)
    // One call may still ask for SPEC's full 2,000.
    expect((await raw('/api/arcades?query=a&limit=2000')).status).toBe(200)
  })
})

describe('X-Cache and answers rendered for one request', () => {
  /** Asks again until `done` holds: the cache compresses a repeated answer at its best in the background. */
  async function eventually(path: string, headers: Record<string, string>, done: (res: Raw) => boolean) {
    for (let i = 0; i < 100; i++) {
      const res = await raw(path, headers)
      if (done(res)) return res
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`${path} never reached the expected answer`)
  }

  it('says miss for a rendered answer and hit for a stored one, 304s included', async () => {
    const path = '/search?q=xcache'
    const first = await raw(path, { 'accept-encoding': 'br' })
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'miss'])
    const again = await raw(path, { 'accept-encoding': 'br' })
    expect([again.status, again.headers['x-cache']]).toEqual([200, 'hit'])
    const notModified = await raw(path, { 'if-none-match': again.headers.etag! })
    expect([notModified.status, notModified.headers['x-cache']]).toEqual([304, 'hit'])
    // An answer that is not stored (a redirect) is a miss every time; signed-in and admin answers are not the cache's.
    const redirected = await raw('/search?q=xcache&limit=2000')
    expect([redirected.status, redirected.headers['x-cache']]).toEqual([301, 'miss'])
    expect((await raw('/admin/login')).headers['x-cache']).toBeUndefined()
  })

  it('compresses an answer quickly for the request that missed, and at its best once it is asked for again', async () => {
    const path = '/search?q=quickly'
    const plain = (await raw(path)).body.toString()
    const quick = await raw(path, { 'accept-encoding': 'br' })
    expect(quick.headers['content-encoding']).toBe('br')
    // A different byte sequence has a different strong validator; both name the same content.
    expect(quick.headers.etag).toMatch(/-brq"$/)
    expect(decoded(quick)).toBe(plain)
    const best = await eventually(path, { 'accept-encoding': 'br' }, (res) => /-br"$/.test(res.headers.etag ?? ''))
    expect(decoded(best)).toBe(plain)
    expect(best.body.byteLength).toBeLessThanOrEqual(quick.body.byteLength)
    expect((await raw(path, { 'if-none-match': quick.headers.etag! })).status).toBe(304)
    const gzip = await raw(path, { 'accept-encoding': 'gzip' })
    expect([gzip.headers['content-encoding'], decoded(gzip)]).toEqual(['gzip', plain])
  })
})
