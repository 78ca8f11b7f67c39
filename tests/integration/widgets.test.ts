import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

const ADMIN = { ADMIN_USERNAME: 'widget-admin', ADMIN_PASSWORD: 'widget-password-1234' }

let server: RunningServer
let cookie = ''

const origin = () => server.url
const headers = (extra: Record<string, string> = {}) => ({
  Origin: origin(),
  'Content-Type': 'application/json',
  ...(cookie ? { Cookie: cookie } : {}),
  ...extra,
})

async function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: method === 'GET' ? { ...(cookie ? { Cookie: cookie } : {}), ...extra } : headers(extra),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: res.status, body: json as Record<string, unknown> & unknown[] }
}

beforeAll(async () => {
  server = await startServer(ADMIN)
  cookie = await signInCookie(server, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)
}, 90_000)
afterAll(() => server?.stop())

const card = {
  name: 'Texas Stick',
  targetType: 'path',
  targetValue: '/arcades/texas',
  affiliateLink: 'https://www.amazon.com/dp/B000TEST?tag=atlas-20',
  imageUrl: 'https://example.com/stick.jpg',
  productName: 'Arcade Stick',
  position: 'top',
}

describe('admin widgets REST', () => {
  it('401 without a session', async () => {
    const saved = cookie
    cookie = ''
    try {
      expect((await call('GET', '/api/admin/widgets')).status).toBe(401)
      expect((await call('POST', '/api/admin/widgets', card)).status).toBe(401)
      expect((await call('PUT', '/api/admin/widgets/1', card)).status).toBe(401)
      expect((await call('DELETE', '/api/admin/widgets/1')).status).toBe(401)
    } finally {
      cookie = saved
    }
  })

  it('403 from a foreign Origin on POST, PUT and DELETE, and nothing changes', async () => {
    const created = await call('POST', '/api/admin/widgets', { ...card, name: 'Origin target' })
    expect(created.status).toBe(201)
    const id = (created.body as unknown as { id: number }).id
    const evil = { Origin: 'https://evil.example' }
    expect((await call('POST', '/api/admin/widgets', card, evil)).status).toBe(403)
    expect((await call('PUT', `/api/admin/widgets/${id}`, { ...card, name: 'Hijacked' }, evil)).status).toBe(403)
    expect((await call('DELETE', `/api/admin/widgets/${id}`, undefined, evil)).status).toBe(403)
    const list = (await call('GET', '/api/admin/widgets')).body as unknown as { id: number; name: string }[]
    expect(list.find((w) => w.id === id)?.name).toBe('Origin target')
    expect((await call('DELETE', `/api/admin/widgets/${id}`)).status).toBe(200)
  })

  it('creates, lists, updates and deletes; timestamps come from the server', async () => {
    const created = await call('POST', '/api/admin/widgets', { ...card, createdAt: '2000-01-01T00:00:00Z' })
    expect(created.status).toBe(201)
    const w = created.body as unknown as { id: number; isActive: boolean; createdAt: string; position: string }
    expect(w.isActive).toBe(true)
    expect(w.position).toBe('top')
    expect(w.createdAt.startsWith('2000')).toBe(false)

    const list = await call('GET', '/api/admin/widgets')
    expect(list.status).toBe(200)
    expect((list.body as unknown as { id: number }[]).some((x) => x.id === w.id)).toBe(true)

    const updated = await call('PUT', `/api/admin/widgets/${w.id}`, { ...card, name: 'Renamed', isActive: false })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: w.id, name: 'Renamed', isActive: false })

    const removed = await call('DELETE', `/api/admin/widgets/${w.id}`)
    expect(removed.status).toBe(200)
    const after = await call('GET', '/api/admin/widgets')
    expect((after.body as unknown as { id: number }[]).some((x) => x.id === w.id)).toBe(false)
  })

  it('404 for unknown ids', async () => {
    expect((await call('PUT', '/api/admin/widgets/999999', card)).status).toBe(404)
    expect((await call('DELETE', '/api/admin/widgets/999999')).status).toBe(404)
  })

  it('400 names the field and the rule', async () => {
    const r = await call('POST', '/api/admin/widgets', {
      name: '',
      targetType: 'x',
      targetValue: '',
      affiliateLink: 'nope',
    })
    expect(r.status).toBe(400)
    const issues = (r.body as unknown as { error: { issues: { field: string; message: string }[] } }).error.issues
    // The cross-rule still runs although targetType has a non-recoverable error (no product name was given).
    expect(issues).toEqual([
      { field: 'name', message: 'Widget name is required' },
      { field: 'targetType', message: 'Target type is required' },
      { field: 'targetValue', message: 'Target value is required' },
      { field: 'affiliateLink', message: 'Must be a valid URL' },
      { field: 'affiliateLink', message: 'Either provide widget code OR affiliate link with product name' },
    ])
    const cross = await call('POST', '/api/admin/widgets', { name: 'n', targetType: 'tag', targetValue: 'arcade' })
    expect(cross.status).toBe(400)
    expect((cross.body as unknown as { error: { issues: unknown[] } }).error.issues).toEqual([
      { field: 'affiliateLink', message: 'Either provide widget code OR affiliate link with product name' },
    ])
    const put = await call('PUT', '/api/admin/widgets/1', { name: 'n', targetType: 'tag', targetValue: 'arcade' })
    expect(put.status).toBe(400)
  })

  it('400 for a path without a leading slash and an over-long product name, with their own messages', async () => {
    const r = await call('POST', '/api/admin/widgets', {
      ...card,
      targetValue: 'arcades/texas',
      productName: 'p'.repeat(256),
    })
    expect(r.status).toBe(400)
    expect((r.body as unknown as { error: { issues: unknown[] } }).error.issues).toEqual([
      { field: 'productName', message: 'Product name must be at most 255 characters' },
      { field: 'targetValue', message: "A path must start with '/' (for example /arcades/texas)" },
    ])
  })

  it('normalises target values on save', async () => {
    const path = await call('POST', '/api/admin/widgets', { ...card, targetValue: ' /arcades/utah/?ref=x#top ' })
    expect(path.body).toMatchObject({ targetValue: '/arcades/utah' })
    const tag = await call('POST', '/api/admin/widgets', { ...card, targetType: 'tag', targetValue: ' Pinball ' })
    expect(tag.body).toMatchObject({ targetValue: 'pinball' })
    for (const w of [path.body, tag.body] as unknown as { id: number }[])
      expect((await call('DELETE', `/api/admin/widgets/${w.id}`)).status).toBe(200)
  })

  it('400 via tRPC too, with the field issues (cross-rule included)', async () => {
    const res = await fetch(`${server.url}/api/trpc/widgets.create`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ name: '', targetType: 'x', targetValue: '/a' }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { data: { code: string; issues: unknown[] } } }
    expect(body.error.data.code).toBe('BAD_REQUEST')
    expect(body.error.data.issues).toEqual([
      { field: 'name', message: 'Widget name is required' },
      { field: 'targetType', message: 'Target type is required' },
      { field: 'affiliateLink', message: 'Either provide widget code OR affiliate link with product name' },
    ])
  })
})

describe('public GET /api/widgets', () => {
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    const make = async (key: string, body: Record<string, unknown>) => {
      const r = await call('POST', '/api/admin/widgets', body)
      ids[key] = (r.body as unknown as { id: number }).id
    }
    await make('path', { ...card, name: 'path' })
    await make('tagVr', { name: 'vr', targetType: 'tag', targetValue: 'vr', widgetCode: '<p>vr</p>' })
    await make('tagCity', { name: 'houston', targetType: 'tag', targetValue: 'houston', widgetCode: '<p>h</p>' })
    await make('inactive', { ...card, name: 'off', isActive: false })
    await make('otherPath', { ...card, name: 'ca', targetValue: '/arcades/california' })
  })
  const names = (body: unknown) => (body as { name: string }[]).map((w) => w.name).sort()

  it('selects by path', async () => {
    const r = await call('GET', '/api/widgets?path=/arcades/texas')
    expect(r.status).toBe(200)
    expect(names(r.body)).toEqual(['path'])
  })

  it('selects by repeated tags, active only', async () => {
    const r = await call('GET', '/api/widgets?path=/arcade/x&tags=arcade&tags=vr&tags=houston')
    expect(names(r.body)).toEqual(['houston', 'vr'])
    const one = await call('GET', '/api/widgets?tags=vr')
    expect(names(one.body)).toEqual(['vr'])
  })

  it('sees admin changes at once (cache invalidated)', async () => {
    expect(names((await call('GET', '/api/widgets?path=/arcades/california')).body)).toEqual(['ca'])
    await call('PUT', `/api/admin/widgets/${ids.otherPath}`, {
      ...card,
      name: 'ca',
      targetValue: '/arcades/california',
      isActive: false,
    })
    expect(names((await call('GET', '/api/widgets?path=/arcades/california')).body)).toEqual([])
  })

  it('ignores a blank tag and matches tags whatever their case', async () => {
    const r = await call('GET', '/api/widgets?tags=vr&tags=')
    expect(r.status).toBe(200)
    expect(names(r.body)).toEqual(['vr'])
    expect(names((await call('GET', '/api/widgets?tags=VR&tags=Houston')).body)).toEqual(['houston', 'vr'])
    expect(names((await call('GET', '/api/widgets?path=/arcades/texas/')).body)).toEqual(['path'])
  })

  it('answers 405 for other methods', async () => {
    expect((await call('POST', '/api/widgets', {})).status).toBe(405)
  })
})
