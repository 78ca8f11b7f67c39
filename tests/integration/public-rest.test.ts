import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)

async function json(path: string) {
  const res = await get(path)
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as unknown }
}

const ARCADE_KEYS = [
  'address',
  'checked_at',
  'city',
  'city_slug',
  'closed_on',
  'created_at',
  'description',
  'featured',
  'game_count',
  'hours',
  'hours_checked_at',
  'id',
  'image_url',
  'latitude',
  'longitude',
  'name',
  'opening_hours',
  'phone',
  'price_range',
  'rating',
  'review_count',
  'slug',
  'source',
  'state',
  'state_code',
  'state_slug',
  'status',
  'time_zone',
  'type',
  'updated_at',
  'website',
  'weekly_hours',
  'zip',
]

interface Arcade {
  name: string
  slug: string
  city: string
  state: string
  zip: string
  type: string
  rating: number
}

describe('GET /api/arcades', () => {
  it('answers { arcades, total } in the stored snake_case shape, 20 by default', async () => {
    const { status, type, body } = await json('/api/arcades')
    expect(status).toBe(200)
    expect(type).toContain('application/json')
    const { arcades, total } = body as { arcades: Arcade[]; total: number }
    expect(total).toBeGreaterThan(1800)
    expect(arcades).toHaveLength(20)
    expect(Object.keys(arcades[0] ?? {}).sort()).toEqual(ARCADE_KEYS)
  })

  it('finds Houston by a word prefix, and filters by type, rating, state and ZIP', async () => {
    const hous = (await json('/api/arcades?query=hous&limit=100')).body as { arcades: Arcade[]; total: number }
    expect(hous.total).toBeGreaterThanOrEqual(24)
    expect(hous.arcades.some((a) => a.city === 'Houston')).toBe(true)

    const vr = (await json('/api/arcades?type=vr&minRating=4.5&state=texas&limit=2000')).body as {
      arcades: Arcade[]
      total: number
    }
    expect(vr.total).toBe(vr.arcades.length)
    for (const a of vr.arcades) {
      expect(a.type.split(',')).toContain('vr')
      expect(a.rating).toBeGreaterThanOrEqual(4.5)
      expect(a.state).toBe('Texas')
    }

    const zip = hous.arcades.find((a) => a.city === 'Houston')?.zip ?? ''
    const byZip = (await json(`/api/arcades?zip=${zip}`)).body as { arcades: Arcade[] }
    expect(byZip.arcades.length).toBeGreaterThan(0)
    expect(byZip.arcades.every((a) => a.zip === zip)).toBe(true)
    // A ZIP code as the text is a place (docs/decisions/0028-words-and-places.md): its own arcades are among those
    // near it.
    const nearZip = (await json(`/api/arcades?query=${zip}&limit=2000`)).body as {
      arcades: Arcade[]
      origin?: { label: string }
    }
    expect(nearZip.origin?.label).toMatch(new RegExp(`^Houston, TX ${zip}$`))
    expect(nearZip.arcades.filter((a) => a.zip === zip)).toHaveLength(byZip.arcades.length)
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=2001', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['minRating=0', 'minRating'],
    ['minRating=6', 'minRating'],
    ['minRating=high', 'minRating'],
    ['zip=abcde', 'zip'],
    ['type=%3Cscript%3E', 'type'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const { status, body } = await json(`/api/arcades?${query}`)
    expect(status).toBe(400)
    const issues = (body as { error: { issues: { field: string; message: string }[] } }).error.issues
    expect(issues.map((i) => i.field)).toContain(field)
    expect(issues[0]?.message).toBeTruthy()
  })

  it('answers 405 in JSON for a method the path does not serve', async () => {
    const sameOrigin = { origin: server.url, 'content-type': 'application/json' }
    for (const method of ['DELETE', 'POST']) {
      const res = await get('/api/arcades', { method, headers: sameOrigin })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
  })

  it('refuses those methods with 403 before the 405 when they come from another site', async () => {
    const res = await get('/api/arcades', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
  })
})

describe('the other public paths', () => {
  it('GET /api/arcades/featured lists arcades', async () => {
    const { status, body } = await json('/api/arcades/featured')
    expect(status).toBe(200)
    expect((body as Arcade[]).length).toBeGreaterThan(0)
  })

  it('GET /api/arcades/slug/{slug} answers one arcade, or 404', async () => {
    const [first] = ((await json('/api/arcades?limit=1')).body as { arcades: Arcade[] }).arcades
    const { status, body } = await json(`/api/arcades/slug/${first?.slug.toUpperCase()}`)
    expect(status).toBe(200)
    expect((body as Arcade).slug).toBe(first?.slug)
    const missing = await json('/api/arcades/slug/no-such-arcade')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('GET /api/arcades/state/{state} and /api/states/{state}/cities', async () => {
    const arcades = (await json('/api/arcades/state/texas')).body as Arcade[]
    expect(arcades.length).toBeGreaterThan(24)
    expect(arcades.every((a) => a.state === 'Texas')).toBe(true)
    const cities = (await json('/api/states/Texas/cities')).body as string[]
    expect(cities).toContain('Houston')
    expect(cities).toContain('Austin')
    expect((await json('/api/arcades/state/atlantis')).status).toBe(404)
    expect((await json('/api/states/atlantis/cities')).status).toBe(404)
    expect((await json('/api/arcades/state/texas?limit=5000')).status).toBe(400)
  })

  it('GET /api/arcades/state/{state}/city/{city}', async () => {
    const { status, body } = await json('/api/arcades/state/texas/city/houston')
    expect(status).toBe(200)
    expect((body as Arcade[]).length).toBe(24)
    expect((body as Arcade[]).every((a) => a.city === 'Houston')).toBe(true)
    expect((await json('/api/arcades/state/texas/city/gotham')).body).toEqual([])
  })

  it('answers unknown API paths with JSON 404, never the HTML shell', async () => {
    const res = await get('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
  })

  it('answers tRPC input errors with 400 and the field, without a stack trace', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 0 }))
    const res = await get(`/api/trpc/public.search?input=${input}`)
    expect(res.status).toBe(400)
    const text = await res.text()
    expect(text).toContain('"field":"limit"')
    expect(text).not.toContain('stack')
  })
})

describe('server-rendered pages', () => {
  it('renders a state page with its arcades, canonical address and structured data', async () => {
    const res = await get('/arcades/texas')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Best Arcades in Texas')
    expect(html).toContain(`<link rel="canonical" href="${server.url}/arcades/texas"`)
    expect(html).toContain('"@type":"ItemList"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('/arcade/')
  })

  it('answers 404 with SPEC texts for unknown states, cities, arcades and paths', async () => {
    const cases: [string, string][] = [
      ['/arcades/atlantis', 'State Not Found'],
      ['/arcades/texas/gotham', 'City Not Found'],
      ['/arcade/no-such-arcade', 'Arcade Not Found'],
      ['/no/such/page', 'Page Not Found'],
    ]
    for (const [path, text] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain(text)
    }
  })
})
