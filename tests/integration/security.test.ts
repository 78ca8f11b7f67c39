import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRPC_MAX_BATCH_SIZE } from '../../src/shared/constants'
import { startServer, type RunningServer } from '../support/server'

const ADMIN = { ADMIN_USERNAME: 'security-admin', ADMIN_PASSWORD: 'security-password-1234' }
const MB = 1024 * 1024

let server: RunningServer
beforeAll(async () => {
  server = await startServer(ADMIN)
})
afterAll(() => server?.stop())

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
const sameOrigin = () => ({ origin: server.url, 'content-type': 'application/json' })
const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' }
const login = JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD })

/** A request with headers fetch will not let a caller set (Host). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers }, (res) => {
      let text = ''
      res.on('data', (d) => (text += String(d)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A body of `size` bytes sent in chunks without a Content-Length. */
function chunkedBody(size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const chunk = new TextEncoder().encode(' '.repeat(Math.min(64 * 1024, size - sent)))
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

async function expectServerAlive() {
  expect((await get('/api/arcades/featured')).status).toBe(200)
}

describe('request body limit', () => {
  it.each(['/api/admin/login', '/api/trpc/admin.login'])(
    'a body over 1 MB to %s answers 413 in JSON, declared or not',
    async (path) => {
      const declared = await get(path, { method: 'POST', headers: sameOrigin(), body: `"${'x'.repeat(2 * MB)}"` })
      expect(declared.status).toBe(413)
      expect(declared.headers.get('content-type')).toContain('application/json')
      expect(await declared.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })

      const streamed = await get(path, {
        method: 'POST',
        headers: sameOrigin(),
        body: chunkedBody(2 * MB),
        duplex: 'half',
      } as RequestInit)
      expect(streamed.status).toBe(413)
      expect(await streamed.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
      await expectServerAlive()
    },
  )

  it('a body under the limit is still read in full', async () => {
    const padded = JSON.stringify({ ...JSON.parse(login), padding: 'x'.repeat(MB / 2) })
    const res = await get('/api/admin/login', { method: 'POST', headers: sameOrigin(), body: padded })
    expect(res.status).toBe(200)
  })
})

describe('Origin and content-type guard on every path', () => {
  it.each(['/API/admin/login', '/Api/Admin/Login', '/%61pi/admin/login', '/api/%61dmin/login', '/api/admin/login/'])(
    'POST %s from another site is refused with 403',
    async (path) => {
      const res = await get(path, { method: 'POST', headers: foreign, body: login })
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({
        error: {
          code: 'FORBIDDEN',
          message: `Cross-origin request refused: changes are accepted from ${server.url} only`,
        },
      })
      const noOrigin = await get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: login })
      expect(noOrigin.status).toBe(403)
      expect(noOrigin.headers.get('set-cookie')).toBeNull()
    },
  )

  it('POST to any other path needs the Origin and a JSON body type too', async () => {
    expect((await get('/about', { method: 'POST', headers: foreign, body: '{}' })).status).toBe(403)
    // From the site itself, a page answers no POST at all.
    const page = await get('/about', {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(page.status).toBe(405)
    expect(page.headers.get('allow')).toBe('GET, HEAD')
    const form = { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' }
    expect((await get('/API/admin/login', { method: 'POST', headers: form, body: 'a=b' })).status).toBe(415)
  })

  it('an Origin matching the Host header the client sent is not the site’s origin', async () => {
    const res = await rawRequest(
      'POST',
      '/api/admin/login',
      { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
      login,
    )
    expect(res.status).toBe(403)
  })
})

describe('security headers', () => {
  it('pages carry a Content-Security-Policy, Permissions-Policy and no HSTS over http', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      'frame-src ',
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).toContain("'strict-dynamic'")
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    // The search page's "Use my location" asks for the position; frames may not.
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('static files carry them too', async () => {
    const res = await get('/favicon.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it.each([
    '/admin/login',
    '/admin',
    '/api/admin/auth/check',
    '/api/admin/widgets',
    '/api/trpc/admin.me',
    '/api/trpc/public.featured,widgets.list?batch=1&input={}',
    '/API/Admin/auth/check',
  ])('%s is never stored by a cache', async (path) => {
    expect((await get(path)).headers.get('cache-control')).toBe('private, no-store')
  })

  it('public reads, widgets.forPage included, are not marked private', async () => {
    for (const path of ['/', '/api/arcades/featured', '/api/trpc/widgets.forPage?input={"path":"/"}']) {
      expect((await get(path)).headers.get('cache-control') ?? '', path).not.toContain('private')
    }
  })

  it('a response that sets a cookie is never stored by a cache', async () => {
    const res = await get('/api/trpc/admin.login', { method: 'POST', headers: sameOrigin(), body: login })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeTruthy()
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('odd paths', () => {
  it('GET //anything does not fail with 500', async () => {
    const res = await get('//anything')
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('tRPC batches', () => {
  const batch = (n: number) => {
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))))
    return `/api/trpc/${Array(n).fill('public.featured').join(',')}?batch=1&input=${input}`
  }

  it(`a batch of ${TRPC_MAX_BATCH_SIZE} calls is answered`, async () => {
    const res = await get(batch(TRPC_MAX_BATCH_SIZE))
    expect(res.status).toBe(200)
    expect(await res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE)
  })

  it('a larger batch answers 400 in JSON', async () => {
    const res = await get(batch(TRPC_MAX_BATCH_SIZE + 1))
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/json')
  })
})
