import Database from 'better-sqlite3'
import { count } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Route as ArcadesRoute } from '../../src/routes/api/admin/arcades/index'
import { Route as ArcadeRoute } from '../../src/routes/api/admin/arcades/$id'
import { Route as WidgetsRoute } from '../../src/routes/api/admin/widgets/index'
import { Route as WidgetRoute } from '../../src/routes/api/admin/widgets/$id'
import { arcades, affiliateWidgets } from '../../src/server/db/schema'
import { Route as LogoutRoute } from '../../src/routes/api/admin/logout'
import { sessionIdFromToken } from '../../src/server/auth/session.server'
import { handleTrpcRequest } from '../../src/server/http/trpc.server'
import { call, expectCode, setUpAdminTestDb, signIn } from '../support/admin-caller'
import { restRouteHandler, type RestRouteHandler } from '../support/rest-route'

// A write that meets another process's lock is tried again for this long before it answers 503 (5 s by default;
// tests/integration/busy-database.test.ts tests the waiting itself). Set before anything reads the configuration.
vi.hoisted(() => {
  process.env.DATABASE_BUSY_TIMEOUT_MS = '100'
})
afterAll(() => {
  delete process.env.DATABASE_BUSY_TIMEOUT_MS
})

const USER = 'durable-admin'
const PASSWORD = 'durable-password-1234'
const test = setUpAdminTestDb(USER, PASSWORD, Date.now)
let cookie = ''

// Longer than a database page (4 KiB), so storing it needs pages the full database cannot grow.
const LONG_TEXT = 'A description long enough to need pages of its own. '.repeat(90)
const arcade = {
  name: 'Durable Arcade',
  type: 'retro',
  description: LONG_TEXT,
  address: '1 Commit St',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '',
  website: '',
  rating: 4,
  reviewCount: 0,
  priceRange: '$$',
  hours: 'Daily 10-10',
  latitude: '',
  longitude: '',
  imageUrl: '',
}
const widget = {
  name: 'Durable Widget',
  targetType: 'tag' as const,
  targetValue: 'home',
  widgetCode: `<p>${LONG_TEXT}</p>`,
  position: 'bottom',
  isActive: true,
}

const sqlite = () => test.db().$client
/** What the database holds, to compare before and after a refused write. */
function snapshot() {
  const db = test.db()
  return {
    arcades: db.select({ n: count() }).from(arcades).get()?.n,
    widgets: db.select().from(affiliateWidgets).all(),
    lastArcade: db.select().from(arcades).orderBy(arcades.id).all().at(-1),
  }
}

/**
 * SQLite's own page cap, set to the pages the file has, once no page is free (the dropped search tables left
 * some): the database is full, as on a full disk.
 */
function fillUp() {
  sqlite().exec('VACUUM')
  expect(sqlite().pragma('freelist_count', { simple: true })).toBe(0)
  sqlite().pragma(`max_page_count = ${Number(sqlite().pragma('page_count', { simple: true }))}`)
}

const headers = (sessionCookie = cookie) => ({
  cookie: sessionCookie,
  'content-type': 'application/json',
  origin: 'http://localhost',
})
const trpcPost = (path: string, input: unknown) =>
  handleTrpcRequest(
    new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(input),
    }),
  )
const restRequest = (method: string, path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: headers(),
    body: body === undefined ? undefined : JSON.stringify(body),
  })

let existingArcadeId = 0
let existingWidgetId = 0

beforeAll(async () => {
  cookie = (await signIn(USER, PASSWORD)).cookie
  const { caller } = call(cookie)
  existingArcadeId = (await caller.admin.arcades.create({ ...arcade, description: 'Short.' })).id
  existingWidgetId = (await caller.widgets.create({ ...widget, widgetCode: '<p>short</p>' })).id
})

afterEach(() => {
  sqlite().pragma('max_page_count = 1073741823')
  sqlite().pragma('query_only = 0')
})

describe('a write on a full database', () => {
  it('answers 507 with a message over tRPC and changes nothing', async () => {
    const before = snapshot()
    fillUp()
    for (const [path, input] of [
      ['admin.arcades.create', arcade],
      ['admin.arcades.update', { ...arcade, id: existingArcadeId }],
      ['widgets.create', widget],
      ['widgets.update', { ...widget, id: existingWidgetId }],
    ] as const) {
      const res = await trpcPost(path, input)
      expect(res.status, path).toBe(507)
      const body = (await res.json()) as { error: { message: string; data: { code: string; httpStatus: number } } }
      expect(body.error.message).toMatch(/storage is full\. Nothing was changed/)
      expect(body.error.data).toMatchObject({ code: 'INSUFFICIENT_STORAGE', httpStatus: 507 })
    }
    expect(snapshot()).toEqual(before)
  })

  it('answers 507 in JSON over REST and changes nothing', async () => {
    const before = snapshot()
    fillUp()
    const calls: [RestRouteHandler, Request, Record<string, string>][] = [
      [restRouteHandler(ArcadesRoute, 'POST'), restRequest('POST', '/api/admin/arcades', arcade), {}],
      [
        restRouteHandler(ArcadeRoute, 'PUT'),
        restRequest('PUT', `/api/admin/arcades/${existingArcadeId}`, arcade),
        { id: String(existingArcadeId) },
      ],
      [restRouteHandler(WidgetsRoute, 'POST'), restRequest('POST', '/api/admin/widgets', widget), {}],
      [
        restRouteHandler(WidgetRoute, 'PUT'),
        restRequest('PUT', `/api/admin/widgets/${existingWidgetId}`, widget),
        { id: String(existingWidgetId) },
      ],
    ]
    for (const [handle, request, params] of calls) {
      const res = await handle({ request, params })
      expect(res.status, `${request.method} ${request.url}`).toBe(507)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toEqual({
        error: { code: 'INSUFFICIENT_STORAGE', message: expect.stringMatching(/storage is full/) },
      })
    }
    expect(snapshot()).toEqual(before)
  })

  it('stores the same write once there is room again, under the next id', async () => {
    const lastId = snapshot().lastArcade?.id ?? 0
    fillUp()
    const { caller } = call(cookie)
    await expect(caller.admin.arcades.create(arcade)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    sqlite().pragma('max_page_count = 1073741823')
    const created = await caller.admin.arcades.create(arcade)
    expect(created).toMatchObject({ id: lastId + 1, name: arcade.name, description: LONG_TEXT.trim() })
    expect(snapshot().lastArcade).toMatchObject({ id: created.id, slug: created.slug })
  })
})

/**
 * Ways the database cannot take a write, each with its undoing. On a full database SQLite may still delete a row
 * (a delete needs no new page), so the read-only and busy ones are where a session's row really stays.
 */
const UNWRITABLE: [name: string, begin: () => () => void][] = [
  [
    'full',
    () => {
      fillUp()
      return () => sqlite().pragma('max_page_count = 1073741823')
    },
  ],
  [
    'read-only',
    () => {
      sqlite().pragma('query_only = 1')
      return () => sqlite().pragma('query_only = 0')
    },
  ],
  [
    'busy (another process holds the write lock)',
    () => {
      const other = new Database(sqlite().name)
      other.exec('BEGIN IMMEDIATE')
      return () => {
        other.exec('ROLLBACK')
        other.close()
      }
    },
  ],
]

describe.each(UNWRITABLE)('signing out while the database is %s', (_name, unwritable) => {
  /** Whether `sessionCookie` still opens the admin area (the same check every admin request makes). */
  const signedIn = async (sessionCookie: string) => {
    const { caller } = call(sessionCookie)
    return caller.admin.me().then(
      () => true,
      () => false,
    )
  }

  it('tRPC logout answers 200, clears the cookie and ends the session; its row goes once the database can write', async () => {
    const session = await signIn(USER, PASSWORD)
    const writable = unwritable()
    try {
      const res = await handleTrpcRequest(
        new Request('http://localhost/api/trpc/admin.logout', {
          method: 'POST',
          // As the site's client sends it: a JSON content type and no body.
          headers: headers(session.cookie),
        }),
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ result: { data: { success: true } } })
      expect(res.headers.get('set-cookie')).toMatch(/aa_session=;.*Max-Age=0/)
      expect(await signedIn(session.cookie)).toBe(false)
      await expectCode(call(session.cookie).caller.admin.arcades.list({}), 'UNAUTHORIZED')
      // The sessions screen no longer lists it.
      const listed = (await call(cookie).caller.admin.account.sessions()).map((s) => s.id)
      expect(listed).not.toContain(sessionIdFromToken(session.token))
    } finally {
      writable()
    }
    expect(await signedIn(session.cookie)).toBe(false)
    expect(test.sessionExists(session.token)).toBe(false)
  })

  it('REST logout answers 200, clears the cookie and ends the session', async () => {
    const session = await signIn(USER, PASSWORD)
    const writable = unwritable()
    try {
      const res = await restRouteHandler(
        LogoutRoute,
        'POST',
      )({
        request: new Request('http://localhost/api/admin/logout', { method: 'POST', headers: headers(session.cookie) }),
        params: {},
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('set-cookie')).toMatch(/aa_session=;.*Max-Age=0/)
      expect(await signedIn(session.cookie)).toBe(false)
    } finally {
      writable()
    }
  })

  it('signing out another browser, or all others, ends them', async () => {
    const [one, two] = [await signIn(USER, PASSWORD), await signIn(USER, PASSWORD)]
    const current = await signIn(USER, PASSWORD)
    const writable = unwritable()
    try {
      const { caller } = call(current.cookie)
      expect(await caller.admin.account.revokeSession({ id: sessionIdFromToken(one.token) })).toEqual({ revoked: 1 })
      expect(await signedIn(one.cookie)).toBe(false)
      expect(await signedIn(two.cookie)).toBe(true)
      await caller.admin.account.revokeOtherSessions()
      expect(await signedIn(two.cookie)).toBe(false)
      expect(await signedIn(current.cookie)).toBe(true)
      // The file's own session was one of the others.
      expect(await signedIn(cookie)).toBe(false)
      cookie = current.cookie
    } finally {
      writable()
    }
  })
})

describe('a write the database cannot take now', () => {
  it('answers 503 with a message on a read-only database, over tRPC and REST', async () => {
    const before = snapshot()
    sqlite().pragma('query_only = 1')
    const trpc = await trpcPost('admin.arcades.delete', { id: existingArcadeId })
    expect(trpc.status).toBe(503)
    expect(((await trpc.json()) as { error: { message: string } }).error.message).toMatch(/read-only/)
    const rest = await restRouteHandler(
      WidgetRoute,
      'DELETE',
    )({
      request: restRequest('DELETE', `/api/admin/widgets/${existingWidgetId}`),
      params: { id: String(existingWidgetId) },
    })
    expect(rest.status).toBe(503)
    expect(await rest.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/read-only/) },
    })
    expect(snapshot()).toEqual(before)
  })

  it('answers 503 with a message while another process holds the write lock', async () => {
    const before = snapshot()
    const other = new Database(sqlite().name)
    try {
      other.exec('BEGIN IMMEDIATE')
      const res = await trpcPost('widgets.create', widget)
      expect(res.status).toBe(503)
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/busy/)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    expect(snapshot()).toEqual(before)
  })
})
