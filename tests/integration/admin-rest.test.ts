import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

const USER = 'rest-admin'
const PASSWORD = 'rest-password-1234'
let server: RunningServer
let ipCounter = 0
// The test server trusts X-Forwarded-For (TRUST_PROXY=1) so each test can act from its own client address.
const freshIp = () => `203.0.113.${++ipCounter}`

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' })
}, 90_000)
afterAll(() => server?.stop())

function send(
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; origin?: string | null; type?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? freshIp() }
  if (opts.origin !== null) headers.origin = opts.origin ?? server.url
  if (opts.type !== undefined) headers['content-type'] = opts.type
  else if (method !== 'GET') headers['content-type'] = 'application/json'
  if (opts.cookie) headers.cookie = opts.cookie
  const body =
    opts.body === undefined
      ? method === 'GET'
        ? undefined
        : '{}'
      : typeof opts.body === 'string'
        ? opts.body
        : JSON.stringify(opts.body)
  return fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' })
}

async function login(username = USER, password = PASSWORD, ip?: string) {
  const res = await send('POST', '/api/admin/login', { body: { username, password }, ip })
  const setCookie = res.headers.get('set-cookie') ?? ''
  const cookie = /aa_session=[^;]*/.exec(setCookie)?.[0] ?? ''
  return { res, setCookie, cookie, body: (await res.json()) as Record<string, unknown> }
}

const arcade = {
  name: 'REST Made Arcade',
  type: 'pinball',
  description: 'Created over REST.',
  address: '9 Flipper Rd',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0199',
  website: 'https://example.com/rest',
  rating: 4.2,
  reviewCount: 0,
  priceRange: '$$',
  hours: 'Daily 12-12',
  latitude: '30.2672',
  longitude: '-97.7431',
  imageUrl: '',
}

const MUTATIONS: [string, string][] = [
  ['POST', '/api/admin/login'],
  ['POST', '/api/admin/logout'],
  ['POST', '/api/admin/arcades'],
  ['PUT', '/api/admin/arcades/1'],
  ['DELETE', '/api/admin/arcades/1'],
  ['POST', '/api/trpc/admin.logout'],
]

describe('sign-in over HTTP', () => {
  it('answers success with an HttpOnly, SameSite=Lax, Path=/ session cookie', async () => {
    const { res, setCookie, body } = await login()
    expect(res.status).toBe(200)
    expect(body).toEqual({ success: true, message: expect.any(String) })
    expect(setCookie).toMatch(/^aa_session=[a-z2-7]{32}; HttpOnly; SameSite=Lax; Path=\//)
  })

  it('wrong credentials: success false with a message', async () => {
    const { res, body, setCookie } = await login(USER, 'not the password')
    expect(res.status).toBe(200)
    expect(body).toEqual({ success: false, message: 'Invalid credentials' })
    expect(setCookie).toBe('')
  })

  it('empty fields: 400 naming the field with SPEC messages', async () => {
    const res = await send('POST', '/api/admin/login', { body: { username: '', password: '' } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { issues: { field: string; message: string }[] } }
    expect(body.error.issues).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ])
  })

  it('auth check, then logout kills the cookie', async () => {
    const { cookie } = await login()
    const check = await send('GET', '/api/admin/auth/check', { cookie })
    expect(await check.json()).toEqual({ username: USER })
    const out = await send('POST', '/api/admin/logout', { cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect((await send('GET', '/api/admin/auth/check', { cookie })).status).toBe(401)
  })

  it('throttles after 5 failures per address: 429 with Retry-After, even for the right password', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await login(`user${i}`, 'wrong', ip)).body.success).toBe(false)
    const { res } = await login(USER, PASSWORD, ip)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(USER, PASSWORD, freshIp())).res.status).toBe(200)
  })
})

describe('request protection', () => {
  it('refuses a foreign or missing Origin with 403 on every mutation', async () => {
    for (const [method, path] of MUTATIONS) {
      const foreign = await send(method, path, { origin: 'https://evil.example' })
      expect(foreign.status, `${method} ${path}`).toBe(403)
      expect(foreign.headers.get('content-type')).toMatch(/json/)
      expect((await send(method, path, { origin: null })).status, `${method} ${path} without Origin`).toBe(403)
    }
  })

  it('refuses form and text content types with 415 on every mutation', async () => {
    for (const [method, path] of MUTATIONS) {
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
        const res = await send(method, path, { type, body: 'username=a&password=b' })
        expect(res.status, `${method} ${path} ${type}`).toBe(415)
      }
    }
  })

  it('answers 401 on every admin path without a session', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/admin/auth/check'],
      ['GET', '/api/admin/arcades'],
      ['POST', '/api/admin/arcades'],
      ['PUT', '/api/admin/arcades/1'],
      ['DELETE', '/api/admin/arcades/1'],
    ]
    for (const [method, path] of paths) {
      const res = await send(method, path, { body: method === 'GET' ? undefined : arcade })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
  })

  it('sends /admin to /admin/login before any admin markup', async () => {
    const res = await send('GET', '/admin')
    expect([302, 303, 307]).toContain(res.status)
    expect(res.headers.get('location')).toMatch(/\/admin\/login$/)
    expect(await res.text()).not.toContain('Admin Panel')
  })
})

describe('arcade management over REST', () => {
  it('lists in the admin shape with public search semantics', async () => {
    const { cookie } = await login()
    const res = await send('GET', '/api/admin/arcades?limit=50&offset=0&query=houston', { cookie })
    const body = (await res.json()) as { data: Record<string, unknown>[]; total: number }
    const pub = (await (await fetch(`${server.url}/api/arcades?query=houston&limit=50`)).json()) as { total: number }
    expect(body.total).toBe(pub.total)
    expect(body.data.length).toBeLessThanOrEqual(50)
    expect(Object.keys(body.data[0] ?? {})).toEqual(
      expect.arrayContaining(['zipCode', 'reviewCount', 'priceRange', 'imageUrl']),
    )
  })

  it('validation errors name fields', async () => {
    const { cookie } = await login()
    const res = await send('POST', '/api/admin/arcades', { cookie, body: { ...arcade, rating: 7, latitude: 'abc' } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { issues: { field: string }[] } }
    expect(body.error.issues.map((i) => i.field).sort()).toEqual(['latitude', 'rating'])
  })

  it('create, update and delete show on the public API', async () => {
    const { cookie } = await login()
    const created = await send('POST', '/api/admin/arcades', { cookie, body: arcade })
    expect(created.status).toBe(201)
    const a = (await created.json()) as { id: number; slug: string }
    const pub = () => fetch(`${server.url}/api/arcades/slug/${a.slug}`)
    expect(((await (await pub()).json()) as { name: string }).name).toBe(arcade.name)

    const upd = await send('PUT', `/api/admin/arcades/${a.id}`, {
      cookie,
      body: { ...arcade, name: 'REST Renamed Arcade' },
    })
    expect(upd.status).toBe(200)
    expect(((await (await pub()).json()) as { name: string }).name).toBe('REST Renamed Arcade')
    const found = (await (await fetch(`${server.url}/api/arcades?query=rest%20renamed`)).json()) as { total: number }
    expect(found.total).toBe(1)

    expect((await send('DELETE', `/api/admin/arcades/${a.id}`, { cookie })).status).toBe(200)
    expect((await pub()).status).toBe(404)
    expect((await send('DELETE', `/api/admin/arcades/${a.id}`, { cookie })).status).toBe(404)
  })
})

describe('https site', () => {
  it('marks the cookie Secure when SITE_URL is https', async () => {
    const secure = await startServer({
      ADMIN_USERNAME: USER,
      ADMIN_PASSWORD: PASSWORD,
      SITE_URL: 'https://arcades.example',
    })
    try {
      const res = await fetch(`${secure.url}/api/admin/login`, {
        method: 'POST',
        headers: { origin: 'https://arcades.example', 'content-type': 'application/json' },
        body: JSON.stringify({ username: USER, password: PASSWORD }),
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('set-cookie')).toMatch(/; Secure/)
    } finally {
      await secure.stop()
    }
  }, 90_000)
})
