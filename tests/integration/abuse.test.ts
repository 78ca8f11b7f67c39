import http from 'node:http'
import net from 'node:net'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'
import { logLines } from '../support/log'

let server: RunningServer
let ipCounter = 0
// The server trusts X-Forwarded-For (TRUST_PROXY=1), so each test acts from its own client address.
const freshIp = () => `198.51.100.${++ipCounter}`
const RATE = 5

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(RATE) })
}, 90_000)
afterAll(() => server?.stop())

const from = (ip: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { 'x-forwarded-for': ip, ...init.headers }, redirect: 'manual' })

/** A request with any method (fetch refuses TRACE), answered as status, headers and body text. */
function rawRequest(method: string, path: string, ip: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const url = new URL(server.url)
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { 'x-forwarded-for': ip, origin: server.url, 'content-type': 'application/json' },
      },
      (res) => {
        let body = ''
        res.on('data', (d) => (body += String(d)))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

// First in the file: the server keeps some page data in memory once read, and these tests need the database.
describe('unexpected failures', () => {
  /** Runs `fn` while the server's database has lost a table (renamed away and back). */
  async function withoutTable<T>(table: string, fn: () => Promise<T>): Promise<T> {
    const db = new Database(server.databasePath)
    try {
      db.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`)
      return await fn()
    } finally {
      db.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`)
      db.close()
    }
  }

  it('a 500 from the API names a request id that its one log line carries', async () => {
    await withoutTable('affiliate_widgets', async () => {
      const rest = await from(freshIp(), '/api/widgets?path=/failing')
      expect(rest.status).toBe(500)
      const body = (await rest.json()) as { error: { code: string; message: string; requestId: string } }
      expect(body.error.code).toBe('INTERNAL_SERVER_ERROR')
      expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/)
      expect(body.error.message).toBe(`Internal server error (reference ${body.error.requestId})`)
      expect(body.error.message).not.toMatch(/affiliate_widgets|SQL/i)

      const trpc = await from(
        freshIp(),
        `/api/trpc/widgets.forPage?input=${encodeURIComponent('{"path":"/x","tags":[]}')}`,
      )
      expect(trpc.status).toBe(500)
      const trpcBody = (await trpc.json()) as { error: { data: { requestId: string } } }
      const ids = [body.error.requestId, trpcBody.error.data.requestId]
      for (const requestId of ids) {
        await expect
          .poll(() => logLines(server).filter((l) => l.requestId === requestId))
          .toEqual([
            expect.objectContaining({
              level: 'error',
              event: 'server.error',
              err: expect.objectContaining({ message: expect.stringContaining('no such table') }),
            }),
          ])
      }
    })
  })

  it('a page that fails answers 500 with its reference on the error page', async () => {
    await withoutTable('arcades', async () => {
      const res = await from(freshIp(), '/search?query=houston')
      expect(res.status).toBe(500)
      const html = (await res.text()).replace(/<!-- -->/g, '')
      const requestId = /Reference: ([0-9a-f-]{36})/.exec(html)?.[1]
      expect(requestId).toBeDefined()
      await expect
        .poll(() => logLines(server).filter((l) => l.requestId === requestId))
        .toEqual([expect.objectContaining({ event: 'server.error', path: '/search' })])
    })
  })

  /** Sends `body` (all of what the headers announce, or less) to the login path and hangs up after `ms`. */
  async function hangUp(body: string, contentLength: number, ms: number) {
    const url = new URL(server.url)
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /api/admin/login HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${server.url}\r\n` +
            `X-Forwarded-For: ${freshIp()}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${contentLength}\r\n\r\n${body}`,
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, ms)
      })
    })
  }

  it.each([
    ['mid-upload', '{"username":"', 100_000],
    ['while its sign-in is checked', '{"username":"someone","password":"a wrong password"}', 0],
  ])('a client that hangs up %s leaves one log line, no stack trace', async (_, body, length) => {
    const before = server.output().length
    await hangUp(body, length || body.length, 50)
    // Hashing a password takes a while on a busy machine.
    await expect.poll(() => server.output().slice(before), { timeout: 20_000 }).toContain('request.aborted')
    // The sign-in, if it ran, finishes and logs its own outcome; nothing else is printed.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const printed = server
      .output()
      .slice(before)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string })
      .filter((line) => !line.event.startsWith('sign-in.'))
    expect(printed).toEqual([
      expect.objectContaining({ level: 'warn', event: 'request.aborted', method: 'POST', path: '/api/admin/login' }),
    ])
  })
})

describe('request rate limit', () => {
  it(`lets ${RATE} requests a minute through, then answers 429 with Retry-After: HTML for pages, JSON for the API`, async () => {
    const ip = freshIp()
    for (let i = 0; i < RATE; i++) expect((await from(ip, '/about')).status, `request ${i + 1}`).toBe(200)
    const page = await from(ip, '/about')
    expect(page.status).toBe(429)
    // One request refills every 60 / RATE seconds.
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(page.headers.get('retry-after'))).toBeLessThanOrEqual(60 / RATE)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('Too many requests came from your address in a short time')

    const api = await from(ip, '/api/arcades?query=austin')
    expect(api.status).toBe(429)
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await api.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many requests from your address/) },
    })
    // Mutations are counted too, before anything else happens.
    expect((await from(ip, '/api/admin/logout', { method: 'POST', headers: { origin: server.url } })).status).toBe(429)

    // Built files are exempt; other addresses are not affected.
    expect((await from(ip, '/favicon.svg')).status).toBe(200)
    expect((await from(freshIp(), '/about')).status).toBe(200)

    // One log line when the address starts being refused, not one per refused request.
    const refusals = logLines(server).filter((l) => l.event === 'rate-limit.refused' && l.address === ip)
    expect(refusals).toEqual([expect.objectContaining({ level: 'info', perMinute: RATE })])
  })
})

describe('methods the server does not serve', () => {
  it.each(['TRACE', 'PATCH', 'OPTIONS', 'PUT', 'DELETE', 'POST', 'PROPFIND'])(
    '%s on pages and files answers 405 with Allow: GET, HEAD',
    async (method) => {
      for (const path of ['/', '/about', '/arcades/texas', '/search?query=austin', '/robots.txt', '/sitemap.xml']) {
        const res = await rawRequest(method, path, freshIp())
        expect(res.status, `${method} ${path}`).toBe(405)
        expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
        expect(JSON.parse(res.body), `${method} ${path}`).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
      }
    },
  )

  it('TRACE on the API answers 405 in JSON with Allow', async () => {
    for (const path of ['/api/arcades', '/api/trpc/public.search', '/api/admin/login']) {
      const res = await rawRequest('TRACE', path, freshIp())
      expect(res.status, path).toBe(405)
      expect(res.headers.allow, path).toBe('GET, HEAD, POST, PUT, DELETE')
      expect(JSON.parse(res.body), path).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
    }
  })

  it('other methods on the API answer 405 naming what each path serves', async () => {
    const expected: [string, string, string][] = [
      ['PATCH', '/api/arcades', 'GET, HEAD, OPTIONS'],
      ['OPTIONS', '/api/admin/login', 'POST'],
      ['PATCH', '/api/admin/arcades/1', 'PUT, DELETE'],
      ['PATCH', '/api/trpc/public.search', 'GET, POST'],
    ]
    for (const [method, path, allow] of expected) {
      const res = await rawRequest(method, path, freshIp())
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow, `${method} ${path}`).toBe(allow)
    }
    const paths = expected.map(([, path]) => path)
    expect(logLines(server).filter((l) => l.level === 'error' && paths.includes(String(l.path)))).toEqual([])
  })
})

describe('rows per request', () => {
  it('no REST path returns more than 2,000 rows, however its limit is written', async () => {
    for (const path of [
      '/api/arcades?limit=2000&limit=2000',
      '/api/arcades?limit=2001',
      '/api/arcades/state/texas?limit=5000',
      '/api/arcades/state/texas/city/houston?limit=2001',
    ]) {
      const res = await from(freshIp(), path)
      expect(res.status, path).toBe(400)
      expect(await res.json(), path).toMatchObject({ error: { issues: [{ field: 'limit' }] } })
    }
  })

  it('sitemaps take no paging or limit from the address', async () => {
    const plain = await (await from(freshIp(), '/sitemaps/texas.xml')).text()
    expect(await (await from(freshIp(), '/sitemaps/texas.xml?limit=99999&page=2')).text()).toBe(plain)
  })
})
