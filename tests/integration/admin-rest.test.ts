import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logLines } from '../support/log'
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

const widget = {
  name: 'REST Guard Widget',
  targetType: 'tag',
  targetValue: 'arcade',
  affiliateLink: 'https://www.amazon.com/dp/B000000000',
  productName: 'Guarded Joystick',
  position: 'bottom',
  isActive: true,
}

const hijackedLineup = { entries: [{ game: 'pac-man', count: 9 }], confirm: true }

/** Every state-changing request, as REST and as tRPC over HTTP, aimed at a real arcade and widget. */
function mutations(arcadeId: number, widgetId: number): [method: string, path: string, body: unknown][] {
  return [
    ['POST', '/api/admin/login', { username: USER, password: PASSWORD }],
    ['POST', '/api/admin/logout', {}],
    ['POST', '/api/admin/arcades', arcade],
    ['PUT', `/api/admin/arcades/${arcadeId}`, { ...arcade, name: 'Hijacked' }],
    ['DELETE', `/api/admin/arcades/${arcadeId}`, {}],
    ['PUT', `/api/admin/arcades/${arcadeId}/lineup`, hijackedLineup],
    ['POST', '/api/admin/widgets', widget],
    ['PUT', `/api/admin/widgets/${widgetId}`, { ...widget, name: 'Hijacked' }],
    ['DELETE', `/api/admin/widgets/${widgetId}`, {}],
    ['POST', '/api/trpc/admin.login', { username: USER, password: PASSWORD }],
    ['POST', '/api/trpc/admin.logout', {}],
    ['POST', '/api/trpc/admin.arcades.create', arcade],
    ['POST', '/api/trpc/admin.arcades.update', { ...arcade, id: arcadeId, name: 'Hijacked' }],
    ['POST', '/api/trpc/admin.arcades.delete', { id: arcadeId }],
    ['POST', '/api/trpc/admin.arcades.setLineup', { ...hijackedLineup, id: arcadeId }],
    ['POST', '/api/trpc/widgets.create', widget],
  ]
}

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

  it('wrong passwords from one address do not lock the administrator out: the right one from another signs in', async () => {
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) expect((await login(USER, 'wrong password', attacker)).body.success).toBe(false)
    const { res, body } = await login(USER, PASSWORD, attacker)
    expect(res.status).toBe(429)
    // A minute from the last failure, which was a moment ago.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(30)
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(body).toMatchObject({ error: { message: 'Too many failed sign-ins. Try again in 1 minute.' } })

    const admin = freshIp()
    const signedIn = await login(USER, PASSWORD, admin)
    expect(signedIn.res.status).toBe(200)
    expect(signedIn.body).toMatchObject({ success: true })

    await expect
      .poll(() => logLines(server).filter((l) => l.address === attacker || l.address === admin))
      .toEqual([
        ...Array.from({ length: 5 }, () =>
          expect.objectContaining({
            event: 'sign-in.failure',
            username: USER,
            address: attacker,
            reason: 'wrong-password',
          }),
        ),
        expect.objectContaining({
          event: 'sign-in.throttled',
          username: USER,
          address: attacker,
          scope: 'pair',
          retryAfter: Number(res.headers.get('retry-after')),
        }),
        expect.objectContaining({ event: 'sign-in.success', username: USER, address: admin }),
      ])
    expect(server.output()).not.toContain(PASSWORD)
  }, 120_000)

  it('tRPC login over HTTP is throttled the same way: 429 with Retry-After', async () => {
    const ip = freshIp()
    const trpcLogin = (username: string, password: string) =>
      send('POST', '/api/trpc/admin.login', { body: { username, password }, ip })
    for (let i = 0; i < 5; i++) {
      const res = await trpcLogin(USER, 'wrong')
      expect(res.status).toBe(200)
      expect(((await res.json()) as { result: { data: { success: boolean } } }).result.data.success).toBe(false)
    }
    const blocked = await trpcLogin(USER, PASSWORD)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(30)
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(blocked.headers.get('set-cookie')).toBeNull()
    const body = (await blocked.json()) as { error: { message: string; data: { code: string } } }
    expect(body.error.data.code).toBe('TOO_MANY_REQUESTS')
    expect(body.error.message).toBe('Too many failed sign-ins. Try again in 1 minute.')
  }, 120_000)

  it('logs sign-out with who and from where', async () => {
    const ip = freshIp()
    const { cookie } = await login(USER, PASSWORD, ip)
    expect((await send('POST', '/api/admin/logout', { cookie, ip })).status).toBe(200)
    await expect
      .poll(() =>
        logLines(server)
          .filter((l) => l.address === ip)
          .map((l) => l.event),
      )
      .toEqual(['sign-in.success', 'sign-out'])
  })
})

describe('request protection', () => {
  // A signed-in browser and a real arcade and widget: a refused request must change none of them.
  let cookie: string
  let target: { arcadeId: number; arcadeSlug: string; widgetId: number }

  beforeAll(async () => {
    cookie = (await login()).cookie
    const a = (await (await send('POST', '/api/admin/arcades', { cookie, body: arcade })).json()) as {
      id: number
      slug: string
    }
    const w = (await (await send('POST', '/api/admin/widgets', { cookie, body: widget })).json()) as { id: number }
    target = { arcadeId: a.id, arcadeSlug: a.slug, widgetId: w.id }
  })

  /** The arcade, the widget and the session are as they were, and no arcade or widget was added. */
  async function expectNothingChanged(what: string) {
    const check = await send('GET', '/api/admin/auth/check', { cookie })
    expect(check.status, `${what}: session still valid`).toBe(200)
    const pub = await fetch(`${server.url}/api/arcades/slug/${target.arcadeSlug}`)
    expect(pub.status, `${what}: arcade still there`).toBe(200)
    const shown = (await pub.json()) as { name: string; lineup: { entries: unknown[]; checked_on: string | null } }
    expect(shown.name, what).toBe(arcade.name)
    expect(shown.lineup, `${what}: no games added`).toEqual({ entries: [], checked_on: null })
    const sameName = (await (
      await send('GET', `/api/admin/arcades?query=${encodeURIComponent(arcade.name)}`, { cookie })
    ).json()) as { total: number }
    expect(sameName.total, `${what}: no arcade added`).toBe(1)
    const widgets = (await (await send('GET', '/api/admin/widgets', { cookie })).json()) as {
      id: number
      name: string
    }[]
    expect(
      widgets.map((w) => [w.id, w.name]),
      `${what}: widgets unchanged`,
    ).toEqual([[target.widgetId, widget.name]])
  }

  it('refuses a foreign or missing Origin with 403 on every mutation, changing nothing', async () => {
    for (const [method, path, body] of mutations(target.arcadeId, target.widgetId)) {
      const what = `${method} ${path}`
      const foreign = await send(method, path, { origin: 'https://evil.example', cookie, body })
      expect(foreign.status, what).toBe(403)
      expect(foreign.headers.get('content-type'), what).toMatch(/json/)
      expect(foreign.headers.get('set-cookie'), what).toBeNull()
      const missing = await send(method, path, { origin: null, cookie, body })
      expect(missing.status, `${what} without Origin`).toBe(403)
      expect(missing.headers.get('set-cookie'), what).toBeNull()
    }
    await expectNothingChanged('after foreign-Origin requests')
  })

  it('takes an import file as the body of its upload path, and refuses one declared over 400 MB with a 413', async () => {
    const csv =
      'name,address,city,state,zip,phone,rating,type,description\nStreamed,1 Elm St,Dallas,TX,75201,,4,retro,Sent.'
    const upload = (type: string) =>
      fetch(`${server.url}/api/admin/imports/upload?format=csv&fileName=streamed.csv`, {
        method: 'POST',
        headers: { origin: server.url, cookie, 'content-type': type, 'x-forwarded-for': freshIp() },
        body: csv,
      })
    const res = await upload('application/octet-stream')
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ fileName: 'streamed.csv', size: csv.length })
    expect((await upload('application/json')).status).toBe(415)
    // A body declared larger than the limit is refused before it is read.
    const tooLarge = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/admin/imports/upload?format=csv&fileName=huge.csv`, {
        method: 'POST',
        headers: {
          origin: server.url,
          cookie,
          'content-type': 'application/octet-stream',
          'content-length': String(401 * 1024 * 1024),
          'x-forwarded-for': freshIp(),
        },
      })
      req.on('response', (answer) => {
        let body = ''
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()))
        answer.on('end', () => {
          req.destroy()
          resolve({ status: answer.statusCode!, body })
        })
      })
      req.on('error', reject)
      req.write(csv)
    })
    expect(tooLarge.status).toBe(413)
    expect(JSON.parse(tooLarge.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
  })

  it('refuses form and text content types with 415 on every mutation, changing nothing', async () => {
    for (const [method, path, body] of mutations(target.arcadeId, target.widgetId)) {
      // A bodyless logout or DELETE needs no type (tested below); with a body, it must be JSON.
      const form =
        new URLSearchParams(
          Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        ).toString() || 'confirm=yes'
      // The import's upload alone takes a file (application/octet-stream).
      for (const type of [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
        'application/octet-stream',
      ]) {
        const res = await send(method, path, { type, cookie, body: form })
        expect(res.status, `${method} ${path} ${type}`).toBe(415)
        expect(res.headers.get('set-cookie'), `${method} ${path} ${type}`).toBeNull()
      }
    }
    await expectNothingChanged('after form requests')
  })

  it('a GET to a mutation path changes nothing', async () => {
    const attempts = [
      '/api/admin/logout',
      '/api/admin/login',
      `/api/admin/arcades/${target.arcadeId}`,
      `/api/admin/widgets/${target.widgetId}`,
      '/api/trpc/admin.logout',
      `/api/trpc/admin.arcades.delete?input=${encodeURIComponent(JSON.stringify({ id: target.arcadeId }))}`,
      `/api/trpc/widgets.delete?input=${encodeURIComponent(JSON.stringify({ id: target.widgetId }))}`,
    ]
    for (const path of attempts) {
      const res = await send('GET', path, { cookie })
      expect(res.status, `GET ${path}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `GET ${path}`).toBeLessThan(500)
      expect(res.headers.get('set-cookie') ?? '', `GET ${path}`).not.toMatch(/Max-Age=0/)
    }
    expect((await send('GET', '/api/admin/logout', { cookie })).status).toBe(405)
    expect((await send('GET', '/api/trpc/admin.logout', { cookie })).status).toBe(405)
    await expectNothingChanged('after GET requests')
  })

  it('answers 401 on every admin path without a session', async () => {
    const paths: [string, string][] = [
      ['GET', '/api/admin/auth/check'],
      ['GET', '/api/admin/arcades'],
      ['POST', '/api/admin/arcades'],
      ['PUT', '/api/admin/arcades/1'],
      ['DELETE', '/api/admin/arcades/1'],
      ['GET', '/api/admin/arcades/1/lineup'],
      ['PUT', '/api/admin/arcades/1/lineup'],
    ]
    for (const [method, path] of paths) {
      const res = await send(method, path, { body: method === 'GET' ? undefined : arcade })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
  })

  it('sends /admin and /admin/widgets to /admin/login before any admin markup', async () => {
    for (const [path, markup] of [
      ['/admin', 'Admin Panel'],
      ['/admin/widgets', 'Affiliate Widgets'],
      // An address no admin page has is not told apart from one that exists.
      ['/admin/nope', 'Admin Panel'],
      ['/admin/widgets/nope/deeper', 'Affiliate Widgets'],
    ]) {
      const res = await send('GET', path!)
      expect([302, 303, 307], path).toContain(res.status)
      expect(res.headers.get('location'), path).toMatch(/\/admin\/login$/)
      expect(await res.text(), path).not.toContain(markup)
    }
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

  it('sorts and filters the list on the server as the query string asks', async () => {
    const { cookie } = await login()
    type Listed = { data: { name: string; state: string; rating: number }[]; total: number }
    const list = async (query: string) => {
      const res = await send('GET', `/api/admin/arcades?${query}`, { cookie })
      expect(res.status, query).toBe(200)
      return (await res.json()) as Listed
    }
    const texas = await list('state=TX&sort=rating&dir=desc&limit=100')
    const pub = (await (await fetch(`${server.url}/api/arcades?state=TX&limit=1`)).json()) as { total: number }
    expect(texas.total).toBe(pub.total)
    expect(texas.data.every((a) => a.state === 'Texas')).toBe(true)
    const ratings = texas.data.map((a) => a.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const names = (await list('sort=name&dir=asc&limit=100&offset=50')).data.map((a) => a.name.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const retro = await list('type=retro&limit=1')
    const pubRetro = (await (await fetch(`${server.url}/api/arcades?type=retro&limit=1`)).json()) as { total: number }
    expect(retro.total).toBe(pubRetro.total)
  })

  it('a sort, direction, state or type outside its rule: 400 naming the field', async () => {
    const { cookie } = await login()
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['sort=name&dir=up', 'dir'],
      ['state=Atlantis', 'state'],
      ['type=Laser%20Tag!', 'type'],
    ]) {
      const res = await send('GET', `/api/admin/arcades?${query}`, { cookie })
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as { error: { code: string; issues: { field: string; message: string }[] } }
      expect(body.error.code).toBe('BAD_REQUEST')
      expect(
        body.error.issues.map((i) => i.field),
        query,
      ).toEqual([field])
    }
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

describe('strict arcade input over REST', () => {
  /** Each field's rule: a value it refuses, and the start of the message naming the rule. */
  const refused: [field: string, value: unknown, message: string][] = [
    ['rating', 7, 'Rating must be at most 5'],
    ['rating', 0, 'Rating must be at least 1'],
    ['rating', 'five', 'Rating must be a number'],
    ['rating', 4.25, 'Rating must use steps of 0.1'],
    ['reviewCount', -3, 'Review count must be at least 0'],
    ['reviewCount', 2.5, 'Review count must be a whole number'],
    ['reviewCount', 'many', 'Review count must be a number'],
    ['latitude', 200, 'Latitude must be at most 90'],
    ['latitude', '-91', 'Latitude must be at least -90'],
    ['latitude', 'abc', 'Latitude must be a number'],
    ['longitude', 181, 'Longitude must be at most 180'],
    ['longitude', 'abc', 'Longitude must be a number'],
    ['phone', 'call me maybe', 'Phone must be a US phone number'],
    ['phone', '555-0123', 'Phone must be a US phone number'],
    ['type', '', 'Type is required'],
    ['type', ' , ', 'Type is required'],
    ['type', 'vr!', 'Each type must be words of letters a-z and digits'],
  ]

  it.each(refused)('POST with %s %j: 400 naming the field, nothing saved', async (field, value, message) => {
    const { cookie } = await login()
    const name = `Refused ${field} ${String(value)}`
    const res = await send('POST', '/api/admin/arcades', { cookie, body: { ...arcade, name, [field]: value } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { issues: { field: string; message: string }[] } }
    expect(body.error.issues).toEqual([{ field, message: expect.stringContaining(message) }])
    const list = await send('GET', `/api/admin/arcades?query=${encodeURIComponent(name)}`, { cookie })
    expect(((await list.json()) as { total: number }).total).toBe(0)
  })

  it('PUT with any refused value: 400 naming the field, the arcade unchanged', async () => {
    const { cookie } = await login()
    const created = (await (await send('POST', '/api/admin/arcades', { cookie, body: arcade })).json()) as {
      id: number
      slug: string
    }
    try {
      const before = await (await fetch(`${server.url}/api/arcades/slug/${created.slug}`)).json()
      for (const [field, value] of refused) {
        const res = await send('PUT', `/api/admin/arcades/${created.id}`, {
          cookie,
          body: { ...arcade, [field]: value },
        })
        expect(res.status, `${field} ${String(value)}`).toBe(400)
        const body = (await res.json()) as { error: { issues: { field: string }[] } }
        expect(body.error.issues.map((i) => i.field)).toEqual([field])
      }
      expect(await (await fetch(`${server.url}/api/arcades/slug/${created.slug}`)).json()).toEqual(before)
    } finally {
      await send('DELETE', `/api/admin/arcades/${created.id}`, { cookie })
    }
  })

  it('stores the phone in one form and the type normalised; the page shows the national form and Call Now', async () => {
    const { cookie } = await login()
    const body = { ...arcade, name: 'Phone Form Arcade', phone: '512.555.0142', type: ' Laser  Tag, RETRO,retro' }
    const res = await send('POST', '/api/admin/arcades', { cookie, body })
    expect(res.status).toBe(201)
    const created = (await res.json()) as { id: number; slug: string; phone: string; type: string }
    try {
      expect(created).toMatchObject({ phone: '+15125550142', type: 'laser tag,retro' })
      const pub = (await (await fetch(`${server.url}/api/arcades/slug/${created.slug}`)).json()) as object
      expect(pub).toMatchObject({ phone: '+15125550142', type: 'laser tag,retro' })
      const html = await (await fetch(`${server.url}/arcade/${created.slug}`)).text()
      expect(html).toContain('(512) 555-0142')
      expect(html).toMatch(/<a[^>]*href="tel:\+15125550142"[^>]*>.*?Call Now/)
      expect(html).toContain('"telephone":"+15125550142"')

      // Without a phone there is nothing to call.
      await send('PUT', `/api/admin/arcades/${created.id}`, { cookie, body: { ...body, phone: '' } })
      const without = await (await fetch(`${server.url}/arcade/${created.slug}`)).text()
      expect(without).toContain('Get Directions')
      expect(without).not.toContain('Call Now')
      expect(without).not.toContain('tel:')
    } finally {
      await send('DELETE', `/api/admin/arcades/${created.id}`, { cookie })
    }
  })

  it("an admin edit of a sample listing makes it the admin's: the Sample listing mark goes", async () => {
    const { cookie } = await login()
    const sample = (
      (await (await fetch(`${server.url}/api/arcades?query=houston&limit=1`)).json()) as {
        arcades: { id: number; slug: string; name: string; source: string }[]
      }
    ).arcades[0]!
    expect(sample.source).toBe('sample')
    expect(await (await fetch(`${server.url}/arcade/${sample.slug}`)).text()).toContain('Sample listing')

    const list = await send('GET', `/api/admin/arcades?query=${encodeURIComponent(sample.name)}`, { cookie })
    const { data } = (await list.json()) as { data: { id: number }[] }
    const { id, slug: _slug, ...fields } = data.find((a) => a.id === sample.id) as Record<string, unknown>
    const res = await send('PUT', `/api/admin/arcades/${String(id)}`, {
      cookie,
      body: { ...fields, hours: 'Daily 1-11' },
    })
    expect(res.status).toBe(200)

    const pub = (await (await fetch(`${server.url}/api/arcades/slug/${sample.slug}`)).json()) as object
    expect(pub).toMatchObject({ source: 'admin', hours: 'Daily 1-11' })
    const html = await (await fetch(`${server.url}/arcade/${sample.slug}`)).text()
    expect(html).toContain('Daily 1-11')
    expect(html).not.toContain('Sample listing')
  })
})

describe('bodyless requests and the change log', () => {
  /** A request with no body and no Content-Type, as `fetch(url, { method: 'DELETE' })` sends it. */
  const bare = (method: string, path: string, cookie: string, origin = server.url) =>
    fetch(`${server.url}${path}`, { method, headers: { cookie, origin, 'x-forwarded-for': freshIp() } })

  it('a bodyless DELETE and logout need no Content-Type; the Origin rule still holds; every change is logged', async () => {
    const { cookie } = await login()
    const created = (await (await send('POST', '/api/admin/arcades', { cookie, body: arcade })).json()) as {
      id: number
    }
    const updated = await send('PUT', `/api/admin/arcades/${created.id}`, {
      cookie,
      body: { ...arcade, name: 'Logged' },
    })
    expect(updated.status).toBe(200)

    const foreign = await bare('DELETE', `/api/admin/arcades/${created.id}`, cookie, 'https://evil.example')
    expect(foreign.status).toBe(403)
    const deleted = await bare('DELETE', `/api/admin/arcades/${created.id}`, cookie)
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ success: true })

    const changes = () =>
      logLines(server).filter((l) => l.event === 'admin.change' && l.entity === 'arcade' && l.id === created.id)
    await expect
      .poll(changes)
      .toEqual(
        (['create', 'update', 'delete'] as const).map((action) =>
          expect.objectContaining({ level: 'info', username: USER, action, entity: 'arcade', id: created.id }),
        ),
      )

    const out = await bare('POST', '/api/admin/logout', cookie)
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect((await send('GET', '/api/admin/auth/check', { cookie })).status).toBe(401)
  })

  it('widget changes are logged with who, what and which id', async () => {
    const { cookie } = await login()
    const w = (await (await send('POST', '/api/admin/widgets', { cookie, body: widget })).json()) as { id: number }
    expect((await bare('DELETE', `/api/admin/widgets/${w.id}`, cookie)).status).toBe(200)
    await expect
      .poll(() => logLines(server).filter((l) => l.event === 'admin.change' && l.entity === 'widget' && l.id === w.id))
      .toEqual([
        expect.objectContaining({ username: USER, action: 'create', id: w.id }),
        expect.objectContaining({ username: USER, action: 'delete', id: w.id }),
      ])
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
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    } finally {
      await secure.stop()
    }
  }, 90_000)
})
