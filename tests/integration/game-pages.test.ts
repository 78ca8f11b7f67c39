import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_ARCADES } from '../support/fixtures'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * Game pages, popular games and the games sitemap (issue 19), on the fixture directory with its known lineups:
 * Medieval Madness is at Pixel Palace and Houston Flipper Hall (Houston) and Neon Nights (Austin).
 */

const USER = 'games-admin'
const PASSWORD = 'games-password-1234'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-games-'))
let server: RunningServer
let cookie: string

beforeAll(async () => {
  const seed = path.join(dir, 'fixture.json')
  fs.writeFileSync(seed, JSON.stringify(FIXTURE_ARCADES))
  server = await startServer({ SEED_FILE: seed, ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
  cookie = await signInCookie(server, USER, PASSWORD)
}, 90_000)
afterAll(() => {
  server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function get(pathname: string) {
  const res = await fetch(`${server.url}${pathname}`)
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }
}

/** The page's JSON-LD objects. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

describe('a game page', () => {
  it('says what the game is and lists the arcades that have it, with an ItemList of them', async () => {
    const page = await get('/games/medieval-madness')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<h1')
    expect(page.body).toContain('Williams, 1997 · Pinball')
    expect(page.body).toContain('Also known as MM')
    expect(page.body).toContain('Medieval Madness is at 3 arcades in 1 state.')
    expect(page.body).toContain('Texas (3)')
    const list = jsonLd(page.body).find((o) => o['@type'] === 'ItemList') as {
      itemListElement: { name: string; url: string }[]
    }
    expect(list.itemListElement.map((i) => i.name)).toEqual(['Neon Nights', 'Pixel Palace', 'Houston Flipper Hall'])
    expect(list.itemListElement[0]!.url).toBe(`${server.url}/arcade/neon-nights`)
    expect(page.body).not.toContain('noindex')
  })

  it('lists them near a place with distances, or says none is near and shows the closest', async () => {
    const near = await get('/games/medieval-madness?near=77002')
    expect(near.body).toContain('Closest to Houston, TX 77002')
    expect(near.body).toContain('data-testid="distance"')
    expect(near.body).toContain('noindex')
    const far = await get('/games/medieval-madness?near=10001')
    expect(far.body).toContain('No arcade within 25 miles of New York, NY 10001 has Medieval Madness.')
    expect(far.body).toContain('The closest beyond 25 miles')
    const unknown = await get('/games/medieval-madness?near=00000')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toContain('Near: 00000 is not a US ZIP code we know')
  })

  it('answers 404 for a game not in the catalogue', async () => {
    const page = await get('/games/no-such-game')
    expect(page.status).toBe(404)
    expect(page.body).toContain('Game Not Found')
  })

  it('is answered by the API too, with 404 for an unknown game', async () => {
    const res = await fetch(`${server.url}/api/arcades?game=medieval-madness&city=Houston`)
    const body = (await res.json()) as { arcades: { name: string; matched_games: unknown }[] }
    expect(body.arcades.map((a) => a.name)).toEqual(['Pixel Palace', 'Houston Flipper Hall'])
    expect(body.arcades[0]!.matched_games).toEqual([{ slug: 'medieval-madness', title: 'Medieval Madness' }])
    const bad = await fetch(`${server.url}/api/arcades?game=no-such-game`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { issues: [{ field: 'game' }] } })
  })

  it('GET /api/games/{slug} answers the game and its arcades, near a place, by state; 404 and 400 as elsewhere', async () => {
    const near = await fetch(`${server.url}/api/games/medieval-madness?near=77002&radius=10`)
    expect(near.status).toBe(200)
    const body = (await near.json()) as {
      game: { slug: string; title: string; arcade_count: number; aliases: string[] }
      arcades: { name: string; distance_miles: number }[]
      total: number
      origin: { label: string }
    }
    expect(body.game).toMatchObject({
      slug: 'medieval-madness',
      title: 'Medieval Madness',
      arcade_count: 3,
      aliases: ['MM'],
    })
    expect(body.origin.label).toBe('Houston, TX 77002')
    expect(body.arcades.map((a) => a.name).sort()).toEqual(['Houston Flipper Hall', 'Neon Nights', 'Pixel Palace'])
    for (const a of body.arcades) expect(a.distance_miles).toBeTypeOf('number')
    const inState = (await (await fetch(`${server.url}/api/games/skee-ball?state=florida`)).json()) as { total: number }
    expect(inState.total).toBe(1)
    expect((await fetch(`${server.url}/api/games/no-such-game`)).status).toBe(404)
    const bad = await fetch(`${server.url}/api/games/medieval-madness?radius=7`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { issues: [{ field: 'radius' }] } })
  })
})

describe('popular games and the sitemap', () => {
  it('shows the games most arcades of a state and of a city have, linking to the game filtered to the place', async () => {
    const state = await get('/arcades/texas')
    expect(state.body).toContain('Popular games in Texas')
    expect(state.body).toContain('href="/games/medieval-madness?state=texas"')
    expect(state.body).toContain('Medieval Madness (3)')
    const city = await get('/arcades/texas/austin')
    expect(city.body).toContain('Popular games in Austin')
    expect(city.body).toContain('href="/games/dance-dance-revolution?near=austin-texas"')
    expect((await get('/arcades/new-york/new-york')).body).not.toContain('Popular games')
  })

  it('lists the pages of the games some arcade has in games.xml, itself in the index', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`${server.url}/sitemaps/games.xml`)
    const games = await get('/sitemaps/games.xml')
    expect(games.status).toBe(200)
    expect(games.body).toContain(`<loc>${server.url}/games/medieval-madness</loc>`)
    // It left Houston Flipper Hall, and no other arcade has it.
    expect(games.body).not.toContain('/games/attack-from-mars<')
    expect(games.body).not.toContain('/games/galaga<')
  })
})

describe('a change of an arcade', () => {
  async function editArcade(slug: string, changes: Record<string, unknown>) {
    const headers = { origin: server.url, cookie, 'content-type': 'application/json' }
    const list = await fetch(`${server.url}/api/admin/arcades?query=${slug.replace(/-/g, '+')}`, { headers })
    const arcade = ((await list.json()) as { data: { id: number; slug: string }[] }).data.find((a) => a.slug === slug)!
    const res = await fetch(`${server.url}/api/admin/arcades/${arcade.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...arcade, ...changes }),
    })
    expect(res.status).toBe(200)
  }

  it('makes stale the pages of its games only', async () => {
    // A sample listing's first edit changes every page's footer (the sample notice): edit both once beforehand, for
    // real (a save that changes nothing writes nothing and leaves a sample listing a sample one).
    await editArcade('empire-coin-op', { name: 'Empire Coin-Op Classic' })
    await editArcade('pixel-palace', { name: 'Pixel Palace Classic' })
    const pages = ['/games/medieval-madness', '/games/skee-ball']
    for (const p of pages) await get(p)
    for (const p of pages) expect([p, (await get(p)).cache]).toEqual([p, 'hit'])
    // Empire Coin-Op has no games: no game page shows it.
    await editArcade('empire-coin-op', { name: 'Empire Coin-Op Deluxe' })
    for (const p of pages) expect([p, (await get(p)).cache]).toEqual([p, 'hit'])
    await editArcade('pixel-palace', { name: 'Pixel Palace Grand' })
    const mm = await get('/games/medieval-madness')
    expect([mm.cache, mm.body.includes('Pixel Palace Grand')]).toEqual(['miss', true])
    expect((await get('/games/skee-ball')).cache).toBe('hit')
  })
})
