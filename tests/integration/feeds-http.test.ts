import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_ARCADES } from '../support/fixtures'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * The feeds as the production server serves them (issue 20, docs/decisions/0043-closures-freshness-feeds.md): Atom's
 * content type, cached like pages with ETags, and dropped only by a change they can show (decision 0035). The fixture
 * directory's lineups: Medieval Madness at Pixel Palace (Houston) and Neon Nights (Austin), Zero Latency at Virtual
 * Voyager (Los Angeles), Skee-Ball at Magic City Mania (Miami).
 */

const USER = 'feeds-http-admin'
const PASSWORD = 'feeds-http-password-1234'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-feeds-'))
let server: RunningServer
let cookie: string

beforeAll(async () => {
  const seed = path.join(dir, 'fixture.json')
  fs.writeFileSync(seed, JSON.stringify(FIXTURE_ARCADES))
  server = await startServer({ SEED_FILE: seed, ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
  cookie = await signInCookie(server, USER, PASSWORD)
}, 90_000)
afterAll(async () => {
  await server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function get(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${pathname}`, { headers })
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    type: res.headers.get('content-type'),
    etag: res.headers.get('etag'),
    body: await res.text(),
  }
}

const headers = () => ({ origin: server.url, cookie, 'content-type': 'application/json' })

async function arcadeId(slug: string): Promise<Record<string, unknown> & { id: number }> {
  const list = await fetch(`${server.url}/api/admin/arcades?query=${slug.replace(/-/g, '+')}`, { headers: headers() })
  return ((await list.json()) as { data: (Record<string, unknown> & { id: number; slug: string })[] }).data.find(
    (a) => a.slug === slug,
  )!
}

async function editArcade(slug: string, changes: Record<string, unknown>) {
  const arcade = await arcadeId(slug)
  const res = await fetch(`${server.url}/api/admin/arcades/${arcade.id}`, {
    method: 'PUT',
    headers: headers(),
    body: JSON.stringify({ ...arcade, ...changes }),
  })
  expect(res.status).toBe(200)
}

async function setLineup(slug: string, games: string[]) {
  const { id } = await arcadeId(slug)
  const res = await fetch(`${server.url}/api/admin/arcades/${id}/lineup`, {
    method: 'PUT',
    headers: headers(),
    body: JSON.stringify({ entries: games.map((game) => ({ game })), confirm: false }),
  })
  expect(res.status, await res.text()).toBe(200)
}

async function warm(paths: string[]) {
  for (const p of paths) {
    await get(p)
    expect([p, (await get(p)).cache]).toEqual([p, 'hit'])
  }
}

const cached = async (paths: string[]) => {
  for (const p of paths) expect([p, (await get(p)).cache]).toEqual([p, 'hit'])
}
const fresh = async (checks: [string, string][]) => {
  for (const [p, text] of checks) {
    const answer = await get(p)
    expect([p, answer.cache, answer.body.includes(text)]).toEqual([p, 'miss', true])
  }
}

describe('feeds over HTTP', () => {
  it('are Atom, cached with an ETag, and answer 304 to a reader that has them', async () => {
    const first = await get('/feeds/changes.xml')
    expect([first.status, first.type]).toEqual([200, 'application/atom+xml; charset=utf-8'])
    expect(first.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    const again = await get('/feeds/changes.xml')
    expect([again.cache, again.etag]).toEqual(['hit', first.etag])
    const res = await fetch(`${server.url}/feeds/changes.xml`, { headers: { 'if-none-match': first.etag! } })
    expect(res.status).toBe(304)
  })

  it('answer 400 naming a bad parameter and 404 for what the directory does not know', async () => {
    const bad = await get('/feeds/games/medieval-madness.xml?near=78701&radius=7')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toMatchObject({ error: { code: 'BAD_REQUEST', issues: [{ field: 'radius' }] } })
    for (const p of ['/feeds/arcades/narnia.xml', '/feeds/arcades/texas/atlantis.xml', '/feeds/games/nope.xml'])
      expect([p, (await get(p)).status]).toEqual([p, 404])
  })

  it('an edit drops the feeds that show it and leaves the others cached', async () => {
    // The first edits write their revisions, so the warm-up below starts from feeds with entries.
    await editArcade('pixel-palace', { hours: 'Daily 10am-10pm' })
    await editArcade('virtual-voyager', { hours: 'Daily 11am-9pm' })
    const others = [
      '/feeds/arcades/texas/austin.xml',
      '/feeds/arcades/california.xml',
      '/feeds/arcades/california/los-angeles.xml',
      '/feeds/games/skee-ball.xml?near=33101&radius=25',
      '/feeds/games/zero-latency.xml',
    ]
    const shown = ['/feeds/changes.xml', '/feeds/arcades/texas.xml', '/feeds/arcades/texas/houston.xml']
    await warm([...shown, ...others])
    await editArcade('pixel-palace', { hours: 'Daily noon-midnight' })
    const entry = 'Updated: Pixel Palace — hours'
    await fresh(shown.map((p) => [p, entry] as [string, string]))
    expect((await get('/feeds/changes.xml')).body).toContain('Hours: Daily noon-midnight.')
    await cached(others)
  })

  it('a game arriving drops that game’s feeds and leaves other games’ cached', async () => {
    // The fixture places Virtual Voyager at its default point, in Houston.
    const near = '/feeds/games/medieval-madness.xml?near=77002&radius=25'
    const others = ['/feeds/games/skee-ball.xml?near=33101&radius=25', '/feeds/arcades/texas.xml']
    await warm([near, ...others])
    expect((await get(near)).body).not.toContain('<entry>')
    await setLineup('virtual-voyager', ['zero-latency', 'hologate', 'medieval-madness'])
    await fresh([[near, 'Medieval Madness at Virtual Voyager, ']])
    await cached(others)
  })
})
