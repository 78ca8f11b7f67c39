import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../src/lib/day'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * Games over REST and on the pages (issue 19), against the production server and its sample directory: the
 * catalogue's API and page, an arcade's lineup in its detail answer and on its page, the administrator's lineup
 * paths with their guards and strict input, and which cached answers a lineup change makes stale.
 */

const USER = 'games-rest-admin'
const PASSWORD = 'games-rest-password-1234'
let server: RunningServer
let cookie: string

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
  cookie = await signInCookie(server, USER, PASSWORD)
}, 90_000)
afterAll(() => server?.stop())

interface Answer {
  status: number
  cache: string | null
  body: string
  json: () => unknown
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, { headers })
  const body = await res.text()
  return { status: res.status, cache: res.headers.get('x-cache'), body, json: () => JSON.parse(body) as unknown }
}

function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

interface Issue {
  field: string
  message: string
}
const issuesOf = async (res: Response) => ((await res.json()) as { error: { issues: Issue[] } }).error.issues

async function arcadeId(slug: string): Promise<number> {
  const list = (await (
    await fetch(`${server.url}/api/admin/arcades?query=${encodeURIComponent(slug.replace(/-/g, ' '))}`, {
      headers: { cookie },
    })
  ).json()) as { data: { id: number; slug: string }[] }
  return list.data.find((a) => a.slug === slug)!.id
}

interface Lineup {
  entries: { game: { slug: string }; count: number; status: string }[]
  checkedOn: string | null
}

describe('GET /api/games', () => {
  it('pages the catalogue in snake_case with arcade counts, and filters by kind and text', async () => {
    const first = (await get('/api/games?limit=5')).json() as { data: Record<string, unknown>[]; total: number }
    expect(first.total).toBeGreaterThanOrEqual(300)
    expect(first.data).toHaveLength(5)
    expect(Object.keys(first.data[0]!).sort()).toEqual(
      ['aliases', 'arcade_count', 'kind', 'manufacturer', 'slug', 'title', 'year'].sort(),
    )
    const next = (await get('/api/games?limit=2&offset=3')).json() as { data: { slug: string }[] }
    expect(next.data.map((g) => g.slug)).toEqual(first.data.slice(3, 5).map((g) => g.slug))
    const rhythm = (await get('/api/games?kind=rhythm&query=ddr')).json() as {
      data: { slug: string; kind: string; arcade_count: number }[]
    }
    expect(rhythm.data[0]).toMatchObject({ slug: 'dance-dance-revolution', kind: 'rhythm' })
    expect(rhythm.data[0]!.arcade_count).toBeGreaterThan(0)
    expect(rhythm.data.every((g) => g.kind === 'rhythm')).toBe(true)
  })

  it('answers 400 naming the field for a kind, limit or offset outside its rule', async () => {
    for (const [query, field] of [
      ['kind=arcade', 'kind'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-5', 'offset'],
    ]) {
      const res = await fetch(`${server.url}/api/games?${query}`)
      expect([query, res.status]).toEqual([query, 400])
      expect((await issuesOf(res)).map((i) => i.field)).toEqual([field])
    }
  })
})

describe('an arcade’s lineup', () => {
  it('the detail answer carries it, with every field the arcade had', async () => {
    const arcade = (await get('/api/arcades/slug/montpelier-game-bar')).json() as Record<string, unknown> & {
      lineup: { entries: { game: { slug: string } }[]; checked_on: string | null }
    }
    expect(arcade).toMatchObject({ slug: 'montpelier-game-bar', city: 'Montpelier', state_code: 'VT' })
    expect(arcade.game_count).toBeGreaterThan(0)
    expect(arcade.lineup.entries.length).toBeGreaterThan(0)
    expect(arcade.lineup.entries.map((e) => e.game.slug)).toContain('tron')
  })

  it('the page shows the games by kind, their statuses, the games that left and the day it was confirmed', async () => {
    const id = await arcadeId('turbo-parlor-fun-zone')
    const res = await send('PUT', `/api/admin/arcades/${id}/lineup`, {
      entries: [
        { game: 'pac-man', count: 3, priceCents: 50 },
        { game: 'medieval-madness', priceCents: 0 },
        { game: 'mortal-kombat-ii', status: 'out_of_order', statusSince: '2026-10-01' },
        { game: 'attack-from-mars', status: 'left', statusSince: '2025-06-01' },
      ],
      confirm: true,
    })
    expect(res.status).toBe(200)
    const saved = (await res.json()) as Lineup
    const page = (await get('/arcade/turbo-parlor-fun-zone')).body
    for (const text of [
      '>Games</h2>',
      'Video games',
      'Pinball',
      'Fighting games',
      'Pac-Man',
      '×3',
      '$0.50 a play',
      'Free play',
      'Out of order since Oct 1, 2026',
      'No longer here',
      'Left Jun 1, 2025',
      `Lineup confirmed ${formatDay(saved.checkedOn!)}`,
      'href="/games/medieval-madness"',
    ])
      expect(page, text).toContain(text)
    expect(page).not.toContain('No games listed for this arcade yet.')

    expect((await send('PUT', `/api/admin/arcades/${id}/lineup`, { entries: [] })).status).toBe(200)
    const emptied = (await get('/arcade/turbo-parlor-fun-zone')).body
    expect(emptied).toContain('No games listed for this arcade yet.')
    // Unconfirmed saves keep the day it was last confirmed.
    expect(emptied).toContain(`Lineup confirmed ${formatDay(saved.checkedOn!)}`)
  })
})

describe('the lineup paths', () => {
  it('read and replace a lineup in the admin shape', async () => {
    const id = await arcadeId('montpelier-game-bar')
    const before = (await (
      await fetch(`${server.url}/api/admin/arcades/${id}/lineup`, { headers: { cookie } })
    ).json()) as Lineup
    expect(before.entries.map((e) => e.game.slug)).toContain('tron')
    expect(before.checkedOn).toBeNull()
  })

  it('answer 401 without a session and 403 from another Origin, changing nothing', async () => {
    const id = await arcadeId('montpelier-game-bar')
    const path = `/api/admin/arcades/${id}/lineup`
    const body = { entries: [{ game: 'pac-man' }], confirm: true }
    expect((await fetch(`${server.url}${path}`)).status).toBe(401)
    expect((await send('PUT', path, body, { cookie: '' })).status).toBe(401)
    expect((await send('PUT', path, body, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await send('PUT', path, body, { 'content-type': 'text/plain' })).status).toBe(415)
    const after = (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as Lineup
    expect(after.entries.map((e) => e.game.slug)).not.toContain('pac-man')
    expect(after.checkedOn).toBeNull()
  })

  it('answer 400 naming the field (an entry’s rule, a game the catalogue lacks) and save nothing', async () => {
    const id = await arcadeId('montpelier-game-bar')
    const path = `/api/admin/arcades/${id}/lineup`
    const stored = async () => (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as Lineup
    const before = await stored()
    const badCount = await send('PUT', path, { entries: [{ game: 'pac-man' }, { game: 'galaga', count: 100 }] })
    expect(badCount.status).toBe(400)
    expect(await issuesOf(badCount)).toEqual([{ field: 'entries.1.count', message: 'must be at most 99' }])
    const unknown = await send('PUT', path, { entries: [{ game: 'not-in-the-catalogue' }, { game: 'pac-man' }] })
    expect(unknown.status).toBe(400)
    expect(await issuesOf(unknown)).toEqual([
      { field: 'entries.0.game', message: 'is not a game in the catalogue: not-in-the-catalogue' },
    ])
    const noDate = await send('PUT', path, { entries: [{ game: 'pac-man', status: 'left' }] })
    expect((await issuesOf(noDate)).map((i) => i.field)).toEqual(['entries.0.statusSince'])
    expect(await stored()).toEqual(before)
  })

  it('answer 404 for an arcade that does not exist and 400 for an id that is no number', async () => {
    expect((await fetch(`${server.url}/api/admin/arcades/999999/lineup`, { headers: { cookie } })).status).toBe(404)
    expect((await send('PUT', '/api/admin/arcades/999999/lineup', { entries: [] })).status).toBe(404)
    const bad = await fetch(`${server.url}/api/admin/arcades/abc/lineup`, { headers: { cookie } })
    expect(bad.status).toBe(400)
    expect((await issuesOf(bad)).map((i) => i.field)).toEqual(['id'])
  })
})

describe('the catalogue page', () => {
  it('lists every kind with its games, each linking to its page with how many arcades have it', async () => {
    const page = await get('/games')
    expect(page.status).toBe(200)
    for (const text of [
      '<title>Arcade Games, Pinball and VR: Where to Play | Arcade Atlas</title>',
      `<link rel="canonical" href="${server.url}/games"/>`,
      '>Arcade Games</h1>',
      'Video games',
      'Pinball',
      'Rhythm games',
      'VR attractions',
      'Redemption &amp; prizes',
      'href="/games/medieval-madness"',
    ])
      expect(page.body, text).toContain(text)
    expect(page.body).toMatch(/Williams, 1997 · at \d+ arcades/)
    expect(page.body).toMatch(/href="\/games"/) // the site's navigation
    const sitemap = await get('/sitemaps/pages.xml')
    expect(sitemap.body).toContain(`<loc>${server.url}/games</loc>`)
  })
})

describe('which cached answers a lineup change makes stale', () => {
  it('the arcade’s page and answers are rendered afresh with the new lineup; an unrelated arcade’s stay cached', async () => {
    const changed = ['/arcade/warp-orbit-arcade', '/api/arcades/slug/warp-orbit-arcade', '/api/games?query=medieval']
    // Vermont's arcades: Radiant Quarter Social Club has Dactyl Nightmare, which the change takes from Warp Orbit.
    const unrelated = [
      '/arcade/montpelier-game-bar',
      '/api/arcades/slug/montpelier-game-bar',
      '/arcade/radiant-quarter-social-club',
      '/api/arcades/slug/radiant-quarter-social-club',
      '/arcades/vermont',
    ]
    const shared = (await get('/api/arcades/slug/radiant-quarter-social-club')).json() as {
      lineup: { entries: { game: { slug: string } }[] }
    }
    expect(shared.lineup.entries.map((e) => e.game.slug)).toContain('dactyl-nightmare')
    expect((await get('/api/arcades/slug/warp-orbit-arcade')).body).toContain('"dactyl-nightmare"')
    for (const path of [...changed, ...unrelated]) {
      await get(path)
      expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
    }
    expect((await get('/arcade/warp-orbit-arcade')).body).not.toContain('Medieval Madness')
    const id = await arcadeId('warp-orbit-arcade')
    const res = await send('PUT', `/api/admin/arcades/${id}/lineup`, {
      entries: [{ game: 'chase-hq', count: 2 }, { game: 'medieval-madness' }],
    })
    expect(res.status).toBe(200)
    const page = await get('/arcade/warp-orbit-arcade')
    expect([page.cache, page.body.includes('Medieval Madness')]).toEqual(['miss', true])
    const api = await get('/api/arcades/slug/warp-orbit-arcade')
    expect(api.cache).toBe('miss')
    expect(
      (api.json() as { lineup: { entries: { game: { slug: string } }[] } }).lineup.entries.map((e) => e.game.slug),
    ).toEqual(['medieval-madness', 'chase-hq'])
    expect((await get('/api/games?query=medieval')).cache).toBe('miss')
    for (const path of unrelated) expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
  })
})

describe('which cached answers a catalogue edit makes stale', () => {
  it('renaming a game drops the pages that show it, and keeps those that do not', async () => {
    const showing = ['/arcade/montpelier-game-bar', '/api/arcades/slug/montpelier-game-bar', '/games']
    const notShowing = ['/arcade/atomic-parlor-barcade', '/api/arcades/slug/atomic-parlor-barcade']
    expect((await get('/api/arcades/slug/atomic-parlor-barcade')).body).not.toContain('"tron"')
    for (const path of [...showing, ...notShowing]) {
      await get(path)
      expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
    }
    const list = (await (await fetch(`${server.url}/api/admin/games?query=tron`, { headers: { cookie } })).json()) as {
      data: { id: number; slug: string; manufacturer: string | null; year: number | null; kind: string }[]
    }
    const tron = list.data.find((g) => g.slug === 'tron')!
    const res = await send('PUT', `/api/admin/games/${tron.id}`, {
      title: 'TRON (Bally Midway)',
      manufacturer: tron.manufacturer,
      year: tron.year,
      kind: tron.kind,
    })
    expect(res.status).toBe(200)
    for (const path of showing) {
      const answer = await get(path)
      expect([path, answer.cache, answer.body.includes('TRON (Bally Midway)')]).toEqual([path, 'miss', true])
    }
    for (const path of notShowing) expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
  })
})

describe('the catalogue paths', () => {
  const game = { title: 'REST Crusher', manufacturer: 'Atlas Amusements', year: 2024, kind: 'redemption' }

  it('add, edit and merge entries, the arcades moving to the kept one', async () => {
    const created = await send('POST', '/api/admin/games', { ...game, aliases: ['RC'] })
    expect(created.status).toBe(201)
    const added = (await created.json()) as { id: number; slug: string }
    expect(added.slug).toBe('rest-crusher')
    const edited = await send('PUT', `/api/admin/games/${added.id}`, { ...game, title: 'REST Crusher Deluxe' })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ id: added.id, slug: 'rest-crusher', title: 'REST Crusher Deluxe' })

    const id = await arcadeId('el-paso-classics')
    expect(
      (await send('PUT', `/api/admin/arcades/${id}/lineup`, { entries: [{ game: 'rest-crusher', count: 2 }] })).status,
    ).toBe(200)
    const kept = ((await get('/api/games?query=skee')).json() as { data: { slug: string }[] }).data[0]!
    const keptId = (
      (await (await fetch(`${server.url}/api/admin/games?query=skee`, { headers: { cookie } })).json()) as {
        data: { id: number; slug: string }[]
      }
    ).data.find((g) => g.slug === kept.slug)!.id
    const merged = await send('POST', `/api/admin/games/${added.id}/merge`, { intoId: keptId })
    expect(merged.status).toBe(200)
    expect(await merged.json()).toMatchObject({ movedArcades: 1, kept: { slug: kept.slug } })
    const lineup = (await get('/api/arcades/slug/el-paso-classics')).json() as {
      lineup: { entries: { game: { slug: string }; count: number }[] }
    }
    expect(lineup.lineup.entries).toEqual([
      expect.objectContaining({ game: expect.objectContaining({ slug: kept.slug }), count: 2 }),
    ])
    // The merged title is now a short name of the kept entry.
    const found = (await get('/api/games?query=rest%20crusher')).json() as { data: { slug: string }[] }
    expect(found.data.map((g) => g.slug)).toEqual([kept.slug])
  })

  it('answer 401 without a session, 403 from another Origin, 400 naming the field and 404 for an unknown entry', async () => {
    expect((await send('POST', '/api/admin/games', game, { cookie: '' })).status).toBe(401)
    expect((await fetch(`${server.url}/api/admin/games`)).status).toBe(401)
    expect((await send('POST', '/api/admin/games', game, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await send('POST', '/api/admin/games/1/merge', { intoId: 2 }, { cookie: '' })).status).toBe(401)
    const bad = await send('POST', '/api/admin/games', { ...game, year: 'soon' })
    expect(bad.status).toBe(400)
    expect(await issuesOf(bad)).toEqual([{ field: 'year', message: 'must be a year such as 1997, or empty' }])
    expect((await send('PUT', '/api/admin/games/999999', game)).status).toBe(404)
    expect((await send('POST', '/api/admin/games/999999/merge', { intoId: 1 })).status).toBe(404)
    const self = await send('POST', '/api/admin/games/1/merge', { intoId: 1 })
    expect(await issuesOf(self)).toEqual([{ field: 'intoId', message: 'must be another game' }])
    const found = (await get('/api/games?query=rest%20crusher')).json() as { data: { slug: string }[] }
    expect(found.data.map((g) => g.slug)).not.toContain('rest-crusher')
    const page = await fetch(`${server.url}/admin/games`, { redirect: 'manual' })
    expect(page.headers.get('location')).toMatch(/\/admin\/login$/)
  })
})
