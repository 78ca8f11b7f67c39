import Database from 'better-sqlite3'
import { count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Route as AdminArcadeConfirmRoute } from '../../src/routes/api/admin/arcades/$id/confirm'
import { Route as AdminArcadeRoute } from '../../src/routes/api/admin/arcades/$id/index'
import { Route as AdminArcadeLineupRoute } from '../../src/routes/api/admin/arcades/$id/lineup'
import { Route as AdminArcadeRevisionRestoreRoute } from '../../src/routes/api/admin/arcades/$id/revisions/$revision/restore'
import { Route as AdminArcadesRoute } from '../../src/routes/api/admin/arcades/index'
import { Route as ArcadesRoute } from '../../src/routes/api/arcades/index'
import { onDataChange, type DataChange } from '../../src/server/cache/data-generation.server'
import { arcadeGames, arcades, revisions } from '../../src/server/db/schema'
import { handleTrpcRequest } from '../../src/server/http/trpc.server'
import { call, setUpAdminTestDb, signIn } from '../support/admin-caller'
import { restRouteHandler } from '../support/rest-route'

// How long a request waits for another process's lock before answering 503 (5 s by default). Long enough for the
// lock below to be released within it on a loaded machine, short enough not to slow the run. Set before anything
// reads the configuration.
const BUSY_TIMEOUT_MS = vi.hoisted(() => {
  process.env.DATABASE_BUSY_TIMEOUT_MS = '2000'
  return 2000
})
afterAll(() => {
  delete process.env.DATABASE_BUSY_TIMEOUT_MS
})

const USER = 'busy-admin'
const PASSWORD = 'busy-password-1234'
let t = Date.UTC(2026, 5, 1, 12)
const test = setUpAdminTestDb(USER, PASSWORD, () => t)
let cookie = ''
beforeAll(async () => {
  cookie = (await signIn(USER, PASSWORD)).cookie
})

const arcade = {
  name: 'Waited For Arcade',
  type: 'retro',
  description: 'Saved once the lock was released.',
  address: '1 Lock St',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  rating: 4,
  reviewCount: 0,
  hours: 'Daily 10-10',
  imageUrl: '',
}

const request = (method: string, path: string, body?: unknown, sessionCookie = cookie) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { cookie: sessionCookie, 'content-type': 'application/json', origin: 'http://localhost' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const publicSearch = () =>
  restRouteHandler(ArcadesRoute, 'GET')({ request: new Request('http://localhost/api/arcades?limit=5'), params: {} })
const adminList = (sessionCookie = cookie) =>
  restRouteHandler(
    AdminArcadesRoute,
    'GET',
  )({ request: request('GET', '/api/admin/arcades', undefined, sessionCookie), params: {} })
const createOverRest = () =>
  restRouteHandler(AdminArcadesRoute, 'POST')({ request: request('POST', '/api/admin/arcades', arcade), params: {} })
const arcadeCount = () => test.db().select({ n: count() }).from(arcades).get()!.n

/** Another process (`npm run admin`, a backup tool) taking the write lock and holding it until released. */
function holdWriteLock(): () => void {
  const other = new Database(test.db().$client.name)
  other.exec('BEGIN IMMEDIATE')
  return () => {
    other.exec('ROLLBACK')
    other.close()
  }
}
let release: (() => void) | undefined
afterEach(() => {
  release?.()
  release = undefined
})

/** Whether `promise` has settled, asked after everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('while another process holds the write lock', () => {
  it('a write waits without blocking: timers fire and public reads answer meanwhile; it is stored once, after the release', async () => {
    const changes: DataChange[] = []
    const stopListening = onDataChange((change) => changes.push(change))
    const before = arcadeCount()
    release = holdWriteLock()
    const write = createOverRest()
    // SQLite's own busy timeout would wait on the event loop: no timer would fire and no read would answer until
    // the write gave up (a 503). Here every round finds the write still waiting and the read answered.
    for (let round = 0; round < 10; round++) {
      await pause(20)
      expect(await settled(write), `round ${round}`).toBe(false)
      const search = await publicSearch()
      expect(search.status).toBe(200)
      expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0)
    }
    const trpcRead = await handleTrpcRequest(new Request('http://localhost/api/trpc/public.featured'))
    expect(trpcRead.status).toBe(200)
    expect(await settled(write)).toBe(false)

    release()
    release = undefined
    const res = await write
    stopListening()
    expect(res.status).toBe(201)
    const created = (await res.json()) as { id: number; name: string }
    expect(created.name).toBe(arcade.name)
    expect(arcadeCount()).toBe(before + 1)
    // The attempts that met the lock left nothing behind; the committed one told the caches once.
    expect(changes).toEqual([
      { kind: 'arcade', after: expect.objectContaining({ id: created.id }), games: [], lineupChanged: false },
    ])
  })

  it('a write answers 503 with the busy message once the lock has been held longer than the timeout', async () => {
    const before = arcadeCount()
    release = holdWriteLock()
    const started = performance.now()
    const res = await createOverRest()
    expect(performance.now() - started).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS - 1)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is busy. Nothing was changed; try again in a moment.',
      },
    })
    const trpc = await handleTrpcRequest(request('POST', '/api/trpc/admin.arcades.create', arcade))
    expect(trpc.status).toBe(503)
    expect(((await trpc.json()) as { error: { message: string } }).error.message).toBe(
      'The database is busy. Nothing was changed; try again in a moment.',
    )
    release()
    release = undefined
    expect(arcadeCount()).toBe(before)
  })

  it("a session's refresh is skipped, not waited for: the admin read answers at once, and the next one refreshes", async () => {
    const session = await signIn(USER, PASSWORD)
    // Past the minute after which a request slides the session's expiry forward (a write).
    t += 5 * 60_000
    release = holdWriteLock()
    const started = performance.now()
    const res = await adminList(session.cookie)
    // Answered without waiting out the lock (SQLite's own busy timeout would have waited all of it).
    expect(performance.now() - started).toBeLessThan(BUSY_TIMEOUT_MS)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBeNull()
    release()
    release = undefined
    const next = await adminList(session.cookie)
    expect(next.status).toBe(200)
    expect(next.headers.get('set-cookie')).toMatch(/aa_session=/)
  })
})

describe('a listing change refused because another process holds the lock (issue 20)', () => {
  it('leaves no revision and no change: not in the row, its lineup, the caches or the search, nor after the release', async () => {
    const slug = 'neon-nights'
    const { caller } = call(cookie)
    const { data } = await caller.admin.arcades.list({ query: 'neon nights' })
    const {
      id,
      slug: _slug,
      updatedAt: _u,
      checkedAt: _c,
      hoursCheckedAt: _h,
      lineupCheckedAt: _l,
      deletedAt: _d,
      ...fields
    } = data.find((a) => a.slug === slug)!
    // One change that went through, so there is a revision to restore.
    await caller.admin.arcades.update({ id, ...fields, description: 'Saved before the lock.' })
    const revision = (await caller.admin.arcades.revisions({ id })).data[0]!.id

    const db = test.db()
    const state = () => ({
      row: db.select().from(arcades).where(eq(arcades.id, id)).get(),
      lineup: db.select().from(arcadeGames).where(eq(arcadeGames.arcadeId, id)).all(),
      revisions: db.select().from(revisions).all(),
    })
    const search = async () => {
      const res = await restRouteHandler(
        ArcadesRoute,
        'GET',
      )({ request: new Request('http://localhost/api/arcades?query=neon+nights'), params: {} })
      return ((await res.json()) as { arcades: { slug: string; name: string }[] }).arcades
    }
    const before = state()
    const searchBefore = await search()
    expect(searchBefore.map((a) => a.slug)).toContain(slug)
    const changes: DataChange[] = []
    const stopListening = onDataChange((change) => changes.push(change))

    release = holdWriteLock()
    const params = { id: String(id) }
    const path = `/api/admin/arcades/${id}`
    const refused = [
      await restRouteHandler(
        AdminArcadeRoute,
        'PUT',
      )({ request: request('PUT', path, { ...fields, name: 'Renamed Under Lock' }), params }),
      await restRouteHandler(
        AdminArcadeLineupRoute,
        'PUT',
      )({
        request: request('PUT', `${path}/lineup`, { entries: [{ game: 'pac-man', count: 1 }], confirm: true }),
        params,
      }),
      await restRouteHandler(
        AdminArcadeConfirmRoute,
        'POST',
      )({
        request: request('POST', `${path}/confirm`, { parts: ['listing'] }),
        params,
      }),
      await restRouteHandler(
        AdminArcadeRevisionRestoreRoute,
        'POST',
      )({
        request: request('POST', `${path}/revisions/${revision}/restore`),
        params: { ...params, revision: String(revision) },
      }),
      await restRouteHandler(AdminArcadeRoute, 'DELETE')({ request: request('DELETE', path), params }),
    ]
    expect(refused.map((r) => r.status)).toEqual([503, 503, 503, 503, 503])
    expect(state()).toEqual(before)
    expect(await search()).toEqual(searchBefore)

    // Nothing was left waiting to be written once the lock goes.
    release()
    release = undefined
    await pause(100)
    stopListening()
    expect(state()).toEqual(before)
    expect(changes).toEqual([])
    expect(await search()).toEqual(searchBefore)
  })
})
