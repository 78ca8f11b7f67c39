import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * The render cache's disk tier through the production server (docs/decisions/0056-render-cache-disk-tier.md): with
 * 1 MB of memory, a few hundred arcade pages push the earlier answers into files beside the database; asked for
 * again, they are served from there as hits, the same bytes, and an admin change still drops the ones it makes stale.
 */

const USER = 'disk-admin'
const PASSWORD = 'disk-password-1234'
let server: RunningServer
let cookie: string
let arcadePages: string[]

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, RENDER_CACHE_MB: '1' })
  cookie = await signInCookie(server, USER, PASSWORD)
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const files = locs(await (await fetch(`${server.url}/sitemap.xml`)).text())
  const pages: string[] = []
  for (const file of files) pages.push(...locs(await (await fetch(`${server.url}${file}`)).text()))
  arcadePages = pages.filter((p) => p.startsWith('/arcade/'))
}, 90_000)
afterAll(() => server?.stop())

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`)
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    etag: res.headers.get('etag'),
    body: await res.text(),
  }
}

/** Asks for 200 arcade pages starting at `from`, which pushes every earlier answer out of 1 MB of memory. */
async function pushOut(from: number): Promise<void> {
  for (const path of arcadePages.slice(from, from + 200)) expect((await get(path)).status).toBe(200)
}

async function admin(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

async function editDescription(slug: string, description: string): Promise<void> {
  const list = await admin('GET', `/api/admin/arcades?query=${encodeURIComponent(slug.replace(/-/g, ' '))}`)
  const arcade = (list.data as (Record<string, unknown> & { id: number; slug: string })[]).find((a) => a.slug === slug)
  expect(arcade, slug).toBeDefined()
  await admin('PUT', `/api/admin/arcades/${arcade!.id}`, { ...arcade, description })
}

const TEXAS = '/arcade/turbo-parlor-fun-zone'
const VERMONT = ['/arcades/vermont', '/arcades/vermont/montpelier', '/arcade/montpelier-game-bar']

describe('answers memory let go', () => {
  it('are served from their files as hits, the same answer, and are then in memory again', async () => {
    const first = await get('/arcades/texas')
    expect(first.cache).toBe('miss')
    await pushOut(0)
    expect(fs.readdirSync(`${server.databasePath}-render-cache`).length).toBeGreaterThan(0)
    const again = await get('/arcades/texas')
    expect([again.cache, again.etag, again.body]).toEqual(['hit', first.etag, first.body])
    expect((await get('/arcades/texas')).cache).toBe('hit')
  }, 120_000)

  it('are dropped by a change of what they show, and kept through a change of anything else', async () => {
    // The first edit of a sample listing changes the count of sample listings every page shows: done first.
    await editDescription('turbo-parlor-fun-zone', 'Adopted by an administrator.')
    for (const path of [TEXAS, ...VERMONT]) expect((await get(path)).cache).toBe('miss')
    await pushOut(200)
    await editDescription('turbo-parlor-fun-zone', 'Edited while its page was on disk.')
    const texas = await get(TEXAS)
    expect([texas.cache, texas.body.includes('Edited while its page was on disk.')]).toEqual(['miss', true])
    for (const path of VERMONT) expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
  }, 120_000)
})
