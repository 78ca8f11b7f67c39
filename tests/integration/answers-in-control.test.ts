import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

// Issue 17: answers that left the site's control — redirects off the site, 500s for odd input, a batch failed by
// one odd procedure name, and client addresses that a proxy may spell several ways (docs/decisions/0030-…).

const ADMIN = { ADMIN_USERNAME: 'control-admin', ADMIN_PASSWORD: 'control-password-1234' }
const RATE = 5

let server: RunningServer
/** A server that trusts X-Forwarded-For and limits each client to RATE requests a minute. */
let limited: RunningServer
beforeAll(async () => {
  ;[server, limited] = await Promise.all([
    startServer({ ...ADMIN, TRUST_PROXY: '1' }),
    startServer({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(RATE) }),
  ])
}, 90_000)
afterAll(() => Promise.all([server?.stop(), limited?.stop()]))

/** A request whose path is sent exactly as written (fetch would resolve `/\evil` or `/./`). */
function rawRequest(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(base)
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = ''
      res.on('data', (d) => (body += String(d)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers })
const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input))

describe('every redirect stays on SITE_URL', () => {
  it.each([
    '//evil.example/',
    '//evil.example',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/.//evil.example/',
    '//evil.example/?next=1',
    '//evil.example/arcades/Texas/',
    '//Arcades/Texas/',
    '/arcades//texas',
    '//a%20b/',
    '//x:y/',
    '//[::1/',
    '//%2F%2Fevil.example/',
    '//evil.example/api/arcades/',
    '/Arcades/Texas/',
    '/search/',
    '/arcades/texas?page=1',
    '/admin-login',
  ])('%s answers a 4xx or a redirect on the site, never elsewhere or a 500', async (path) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await rawRequest(server.url, method, path)
      expect(res.status, `${method} ${path}`).toBeLessThan(500)
      if (res.status >= 300 && res.status < 400) {
        const location = res.headers.location ?? ''
        expect(new URL(location).origin, `${method} ${path} → ${location}`).toBe(server.url)
        // Read as a browser would: relative to the request's own address, it names the site too.
        expect(new URL(location, `${server.url}/`).origin).toBe(server.url)
        // One hop, at most two, lands on an answer that is not another redirect off the site.
        const next = await rawRequest(server.url, method, new URL(location).pathname + new URL(location).search)
        expect(next.status, `${location}`).toBeLessThan(500)
        if (next.status >= 300 && next.status < 400)
          expect(new URL(next.headers.location ?? '').origin).toBe(server.url)
      }
    }
  })

  it('`//evil.example/` is the path /evil.example on the site (which no page has)', async () => {
    const res = await rawRequest(server.url, 'GET', '//evil.example/')
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(`${server.url}/evil.example`)
  })
})

describe('text that is not well-formed (a lone UTF-16 surrogate) answers 400, never 500', () => {
  const loneSurrogate = 'ab\ud800'

  it.each([
    ['public.suggest', { query: loneSurrogate }, 'query'],
    ['public.search', { query: loneSurrogate }, 'query'],
    ['public.arcadeBySlug', { slug: loneSurrogate }, 'slug'],
    ['public.cityPage', { state: 'texas', city: `hou${'\udc00'}` }, 'city'],
    ['widgets.forPage', { path: '/', tags: ['home', loneSurrogate] }, 'tags.1'],
  ])('tRPC %s names the field', async (procedure, input, field) => {
    const res = await get(`/api/trpc/${procedure}?input=${trpcInput(input)}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { data: { code: string; issues: { field: string }[] } } }
    expect(body.error.data.code).toBe('BAD_REQUEST')
    expect(body.error.data.issues).toEqual([{ field, message: expect.stringMatching(/well-formed text/) }])
  })

  it('a mutation and a key of an input are checked too', async () => {
    const headers = { origin: server.url, 'content-type': 'application/json' }
    for (const body of [
      { username: `admin${'\ud83d'}`, password: 'x' },
      { username: 'admin', password: 'x', [`extra${'\udfff'}`]: 1 },
    ]) {
      const res = await fetch(`${server.url}/api/trpc/admin.login`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(400)
      const rest = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers, body: JSON.stringify(body) })
      expect(rest.status).toBe(400)
      expect(await rest.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', issues: [{ field: expect.any(String) }] },
      })
    }
  })

  it('a surrogate pair (an emoji) is well-formed and answers as usual', async () => {
    const res = await get(`/api/trpc/public.suggest?input=${trpcInput({ query: 'ab 🎮' })}`)
    expect(res.status).toBe(200)
  })

  it('REST /api/suggest: percent-encoded bytes that are not UTF-8 answer 400 naming the parameter', async () => {
    for (const query of ['ab%ED%A0%80', 'ab%FF', 'ab%C3']) {
      const res = await get(`/api/suggest?query=${query}`)
      expect(res.status, query).toBe(400)
      expect(await res.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: expect.stringMatching(/^query: .*well-formed text/),
          issues: [{ field: 'query', message: expect.stringMatching(/well-formed text/) }],
        },
      })
    }
    // A `%` that starts no escape is text, as before; a valid escape is its character.
    expect((await get('/api/suggest?query=ab%')).status).toBe(200)
    expect((await get('/api/suggest?query=%C3%A9co')).status).toBe(200)
    expect((await get('/api/arcades?query=ab%ED%A0%80')).status).toBe(400)
  })
})

describe('a tRPC batch naming an inherited property', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    '%s is a 404 for that call only; the other calls answer',
    async (name) => {
      const res = await get(`/api/trpc/${name},public.states,public.search?batch=1&input=${trpcInput({ 2: {} })}`)
      expect(res.status).toBeLessThan(500)
      const body = (await res.json()) as {
        error?: { data: { code: string; httpStatus: number } }
        result?: { data: unknown }
      }[]
      expect(body).toHaveLength(3)
      expect(body[0]!.error?.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 })
      expect(body[1]!.result?.data).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'texas' })]))
      expect(body[2]!.result?.data).toMatchObject({ total: expect.any(Number) })

      const alone = await get(`/api/trpc/${name}?input=${trpcInput({})}`)
      expect(alone.status).toBe(404)
    },
  )
})

describe('client addresses from X-Forwarded-For (TRUST_PROXY=1) are normalised', () => {
  const fromLimited = (forwardedFor: string | undefined) =>
    fetch(`${limited.url}/api/arcades/featured`, {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    })

  /** Every spelling counts against one bucket: RATE requests pass, the next is refused whichever spelling it uses. */
  async function expectOneBucket(spellings: string[]) {
    expect(spellings.length).toBeGreaterThan(RATE)
    const statuses: number[] = []
    for (const spelling of spellings) statuses.push((await fromLimited(spelling)).status)
    expect(statuses).toEqual([...Array<number>(RATE).fill(200), ...Array<number>(spellings.length - RATE).fill(429)])
  }

  it('IPv4 with a port, in brackets, with leading zeros, in hex or IPv4-mapped is one address', async () => {
    await expectOneBucket([
      '203.0.113.5',
      '203.0.113.5:1234',
      '[203.0.113.5]',
      '203.0.113.005',
      '0xcb.0x0.0x71.0x5',
      '::ffff:203.0.113.5',
      '[::FFFF:CB00:7105]:443',
    ])
  })

  it('IPv6 compressed, expanded, in upper case or with a port is one address', async () => {
    await expectOneBucket([
      '2001:db8:17::5',
      '2001:DB8:17::5',
      '2001:0db8:0017:0000:0000:0000:0000:0005',
      '[2001:db8:17::5]',
      '[2001:db8:17:0::5]:8080',
      'proxy.example, 2001:db8:17::5',
    ])
  })

  it('a value that is no address counts as the socket address', async () => {
    await expectOneBucket(['unknown', 'evil', '999.1.1.1', 'example.com', '1.2.3.4.5', '203.0.113.7, nonsense', ''])
    // The socket address (127.0.0.1) is what those used up.
    expect((await fromLimited(undefined)).status).toBe(429)
    expect((await fromLimited('127.0.0.1')).status).toBe(429)
  })

  it('sign-in throttling counts the spellings of one address as one', async () => {
    const attempt = (ip: string) =>
      fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: 'wrong-password-123' }),
      })
    // Five free failures per (username, address) pair (docs/decisions/0015-abuse-limits.md), then back-off.
    const spellings = [
      '198.51.100.77',
      '198.51.100.77:5000',
      '[198.51.100.77]',
      '0xc6.0x33.0x64.0x4d',
      '10.0.0.1, 198.51.100.77',
    ]
    for (const ip of spellings) expect((await attempt(ip)).status, ip).toBe(200)
    const refused = await attempt('[::ffff:c633:644d]:80')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      error: { message: expect.stringMatching(/Too many failed sign-ins/) },
    })
  })
})
