import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/** Data out (issue 21): GET /api/arcades.geojson by RFC 7946's rules, and CORS on public reads only. */

const USER = 'open-data-admin'
const PASSWORD = 'open-data-password-1234'
let server: RunningServer
let cookie: string

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
  cookie = await signInCookie(server, USER, PASSWORD)
}, 90_000)
afterAll(() => server?.stop())

interface Feature {
  type: string
  id: number
  geometry: { type: string; coordinates: number[] }
  properties: { id: number; slug: string; url: string; latitude: number | null; longitude: number | null }
}
interface Collection {
  type: string
  features: Feature[]
  total: number
  limit: number
  offset: number
  omitted_without_coordinates: number
  [member: string]: unknown
}

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)

async function geojson(query: string) {
  const res = await get(`/api/arcades.geojson?${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/geo+json')
  return (await res.json()) as Collection
}

async function search(query: string) {
  return (await (await get(`/api/arcades?${query}`)).json()) as {
    arcades: { id: number; latitude: number | null; longitude: number | null }[]
    total: number
  }
}

/** RFC 7946: a FeatureCollection of Features with Point geometries, [longitude, latitude] in range, no `crs`. */
function expectRfc7946(collection: Collection) {
  expect(collection.type).toBe('FeatureCollection')
  expect(Array.isArray(collection.features)).toBe(true)
  expect(collection).not.toHaveProperty('crs')
  for (const feature of collection.features) {
    expect(feature.type).toBe('Feature')
    expect(feature).not.toHaveProperty('crs')
    expect(feature.geometry.type).toBe('Point')
    expect(feature.geometry.coordinates).toHaveLength(2)
    const [longitude, latitude] = feature.geometry.coordinates as [number, number]
    expect(longitude).toBeGreaterThanOrEqual(-180)
    expect(longitude).toBeLessThanOrEqual(180)
    expect(latitude).toBeGreaterThanOrEqual(-90)
    expect(latitude).toBeLessThanOrEqual(90)
    expect(typeof feature.properties).toBe('object')
  }
}

describe('GET /api/arcades.geojson', () => {
  it('is an RFC 7946 FeatureCollection of points in [longitude, latitude] order, with the summary and its URL', async () => {
    const collection = await geojson('state=texas&limit=100')
    expectRfc7946(collection)
    expect(collection.features.length).toBeGreaterThan(10)
    for (const { id, geometry, properties } of collection.features) {
      expect(properties.id).toBe(id)
      // US arcades: a longitude west of Greenwich comes first, a northern latitude second.
      expect(geometry.coordinates[0]).toBeLessThan(-60)
      expect(geometry.coordinates[1]).toBeGreaterThan(15)
      expect(geometry.coordinates).toEqual([properties.longitude, properties.latitude])
      expect(properties.url).toBe(`${server.url}/arcade/${properties.slug}`)
    }
    const url = collection.features[0]!.properties.url
    expect((await fetch(url)).status).toBe(200)
  })

  it.each([
    'query=austin',
    'state=texas&type=pinball',
    'near=78701&radius=25',
    'near=30.2672,-97.7431&radius=50&sort=rating',
    'minRating=4.5&state=california',
    'game=medieval-madness',
    'gameKind=pinball&state=texas',
    'openNow=true&state=texas',
    'state=texas&limit=7&offset=14',
  ])('takes the filters of /api/arcades: %s', async (query) => {
    const [collection, list] = await Promise.all([geojson(query), search(query)])
    expectRfc7946(collection)
    expect(collection.total).toBe(list.total)
    expect(collection.features.map((f) => f.id)).toEqual(
      list.arcades.filter((a) => a.latitude !== null).map((a) => a.id),
    )
  })

  it('pages like every list: limit (default 20, at most 2000) and offset', async () => {
    const first = await geojson('state=texas')
    expect(first).toMatchObject({ limit: 20, offset: 0 })
    expect(first.features.length + first.omitted_without_coordinates).toBe(20)
    const next = await geojson('state=texas&offset=20')
    expect(next.features[0]?.id).not.toBe(first.features[0]?.id)
    const bad = await get('/api/arcades.geojson?limit=2001')
    expect(bad.status).toBe(400)
  })

  it('leaves out arcades without coordinates and counts them', async () => {
    const created = await fetch(`${server.url}/api/admin/arcades`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        name: 'Nowhere Mapped Arcade',
        type: 'retro',
        description: 'No coordinates yet.',
        address: '5 Unknown Rd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        rating: 4,
        latitude: null,
        longitude: null,
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const collection = await geojson('query=nowhere mapped')
    expect(collection).toMatchObject({ total: 1, omitted_without_coordinates: 1, features: [] })
  })

  it.each([
    ['radius=7', 'radius'],
    ['near=somewhere 123', 'near'],
    ['minRating=9', 'minRating'],
    ['sort=nearest', 'sort'],
    ['openNow=maybe', 'openNow'],
  ])('answers 400 naming a bad parameter: %s', async (query, field) => {
    const res = await get(`/api/arcades.geojson?${query}`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; issues: { field: string }[] } }
    expect(body.error.code).toBe('BAD_REQUEST')
    expect(body.error.issues.map((i) => i.field)).toEqual([field])
  })

  it('is cached like every public answer: ETag, 304, X-Cache, and a change of a shown arcade makes it stale', async () => {
    const path = '/api/arcades.geojson?query=austin&limit=5'
    const first = await get(path)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toContain('public')
    const again = await get(path)
    expect(again.headers.get('x-cache')).toBe('hit')
    expect((await get(path, { headers: { 'if-none-match': etag! } })).status).toBe(304)
    const shown = ((await first.json()) as Collection).features[0]!
    const admin = await fetch(`${server.url}/api/admin/arcades?query=${encodeURIComponent(shown.properties.slug)}`, {
      headers: { cookie },
    })
    const row = ((await admin.json()) as { data: Record<string, unknown>[] }).data.find((a) => a.id === shown.id)!
    const { id: _id, slug: _slug, updatedAt: _u, openingHours: _o, timeZone: _t, ...fields } = row
    const put = await fetch(`${server.url}/api/admin/arcades/${shown.id}`, {
      method: 'PUT',
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...fields, rating: 1.1 }),
    })
    expect(put.status, await put.clone().text()).toBe(200)
    const after = await get(path)
    expect(after.headers.get('x-cache')).toBe('miss')
    expect(after.headers.get('etag')).not.toBe(etag)
  })
})

describe('CORS', () => {
  const publicReads = [
    '/api/arcades?query=austin',
    '/api/arcades.geojson?state=texas',
    '/api/arcades/featured',
    '/api/games',
    '/api/openapi.json',
    '/api/arcades?radius=7',
    '/api/arcades/slug/no-such-arcade',
  ]

  it.each(publicReads)('a public read (%s) allows any origin, without credentials', async (path) => {
    for (const method of ['GET', 'HEAD']) {
      // Twice: the answer rendered and the one from the cache.
      for (let i = 0; i < 2; i++) {
        const res = await get(path, { method, headers: { origin: 'https://elsewhere.example' } })
        expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBe('*')
        expect(res.headers.get('access-control-allow-credentials')).toBeNull()
        expect(res.headers.get('access-control-expose-headers')).toContain('ETag')
      }
    }
  })

  it('answers the preflight of a public read', async () => {
    const res = await get('/api/arcades?query=austin', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('never on admin paths, tRPC mutations or answers to a signed-in request', async () => {
    const answers: [string, Response][] = [
      ['admin GET, signed in', await get('/api/admin/arcades', { headers: { cookie, origin: 'https://x.example' } })],
      ['admin GET, signed out', await get('/api/admin/auth/check', { headers: { origin: 'https://x.example' } })],
      [
        'admin preflight',
        await get('/api/admin/arcades', { method: 'OPTIONS', headers: { origin: 'https://x.example' } }),
      ],
      [
        'sign-in',
        await get('/api/admin/login', {
          method: 'POST',
          headers: { origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify({ username: USER, password: 'wrong-password' }),
        }),
      ],
      [
        'tRPC mutation',
        await get('/api/trpc/admin.logout', { method: 'POST', headers: { origin: server.url, cookie: 'x=1' } }),
      ],
      ['public read with a session', await get('/api/arcades?query=austin', { headers: { cookie } })],
      ['public preflight with a session', await get('/api/arcades', { method: 'OPTIONS', headers: { cookie } })],
    ]
    for (const [label, res] of answers) {
      expect(res.headers.get('access-control-allow-origin'), label).toBeNull()
    }
    expect(answers[2]![1].status).toBe(405)
  })
})
