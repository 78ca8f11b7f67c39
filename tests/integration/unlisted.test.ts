import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * An unlisted arcade is absent from every public list at once (issue 20, docs/decisions/0040-listing-history.md
 * "Listed everywhere", 0043): a deleted one and a permanently closed one leave search (words, type, state, near,
 * open now, game), suggestions, the state and city pages and their counts, the home page's count and featured
 * arcades, the sitemaps, the map, the game pages and `games.arcade_count`, their neighbours' nearby blocks and the
 * "Is it one of these?" list; a deleted one leaves the feeds too and its page answers 404, a closed one keeps its
 * page (200, banner, noindex) and its closure is news in the feeds. The administrator's export (not public) keeps
 * the closed one, with its status, and leaves the deleted one out. Each probe is first seen listed in every one of
 * those places, so every absence checked here is one that a broken filter would turn into a presence.
 *
 * The probes are added to Pocatello, Idaho, which the sample directory gives one arcade: Static Cabinet Pinball
 * Club, whose nearby block and place the probes share.
 */

const USER = 'unlisted-admin'
const PASSWORD = 'unlisted-password-1234'
const NEIGHBOUR = 'static-cabinet-pinball-club'
const GAME = 'medieval-madness'
let server: RunningServer
let cookie: string

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, REPORT_MIN_FILL_SECONDS: '0' })
  cookie = await signInCookie(server, USER, PASSWORD)
}, 90_000)
afterAll(() => server?.stop())

async function get(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${server.url}${path}`)
  return { status: res.status, body: await res.text() }
}
const json = async <T>(path: string): Promise<T> => JSON.parse((await get(path)).body) as T
/** The page's text without its tags, one space between words. */
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')
const trpc = (procedure: string, input: unknown) =>
  `/api/trpc/public.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`

async function admin(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300)
  return res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>)
}

const PHONE = '(208) 555-0142'

/** A probe arcade in Pocatello beside the sample one: open around the clock, best rated, with Medieval Madness. */
async function addProbe(name: string): Promise<{ id: number; slug: string }> {
  const { id, slug } = (await admin('POST', '/api/admin/arcades', {
    // "AAA" and a rating of 5 put it first among the best rated: the home page's featured list tops up with them.
    name,
    type: 'retro',
    description: 'Made to test that an unlisted arcade leaves every list.',
    address: '2 Probe St',
    city: 'Pocatello',
    state: 'Idaho',
    zipCode: '83204',
    phone: PHONE,
    rating: 5,
    reviewCount: 9_999,
    hours: 'Mo-Su 00:00-24:00',
    latitude: 42.843038,
    longitude: -112.443985,
    imageUrl: '',
  })) as { id: number; slug: string }
  await admin('PUT', `/api/admin/arcades/${id}/lineup`, { entries: [{ game: GAME, count: 1 }], confirm: false })
  return { id, slug }
}

interface Search {
  arcades: { slug: string }[]
  total: number
}
async function slugsOf(path: string): Promise<string[]> {
  const { status, body } = await get(path)
  expect([path, status]).toEqual([path, 200])
  // Searches answer `{arcades}`, state and city lists an array.
  const answer = JSON.parse(body) as Search | Search['arcades']
  return (Array.isArray(answer) ? answer : answer.arcades).map((a) => a.slug)
}

/** Where a listed arcade shows: each place says whether the probe is in it. */
async function placesShowing(probe: { slug: string; word: string }): Promise<Record<string, boolean>> {
  const link = `/arcade/${probe.slug}`
  const has = async (path: string) => (await get(path)).body.includes(link)
  const suggestion = await fetch(`${server.url}/api/suggestions`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'A Place Someone Saw',
      address: '9 Elsewhere Rd',
      city: 'Pocatello',
      state: 'Idaho',
      zip: '83204',
      phone: PHONE,
      form_token: /name="form_token" value="([^"]+)"/.exec((await get('/suggest')).body)![1]!,
    }),
  })
  const duplicates = (await suggestion.json()) as { possible_duplicates?: { slug: string }[] }
  return {
    'search words (API)': (await slugsOf(`/api/arcades?query=${probe.word}`)).includes(probe.slug),
    'search words (page)': await has(`/search?q=${probe.word}`),
    'search words (tRPC)': (await get(trpc('search', { query: probe.word }))).body.includes(`"${probe.slug}"`),
    'search by type': (await slugsOf('/api/arcades?type=retro&state=idaho&limit=100')).includes(probe.slug),
    'search by state': (await slugsOf('/api/arcades?state=idaho&limit=100')).includes(probe.slug),
    'search near': (await slugsOf('/api/arcades?near=83204&radius=5&limit=100')).includes(probe.slug),
    'search open now': (await slugsOf('/api/arcades?openNow=true&state=idaho&limit=100')).includes(probe.slug),
    'search by game': (await slugsOf(`/api/arcades?game=${GAME}&state=idaho&limit=100`)).includes(probe.slug),
    'search map': (await get(trpc('searchMap', { q: 'pocatello' }))).body.includes(`"${probe.slug}"`),
    suggestions: (await get(`/api/suggest?query=${probe.word}`)).body.includes(link),
    'state list (API)': (await slugsOf('/api/arcades/state/idaho?limit=100')).includes(probe.slug),
    'city list (API)': (await slugsOf('/api/arcades/state/idaho/city/pocatello')).includes(probe.slug),
    'city page': await has('/arcades/idaho/pocatello'),
    'home featured': await has('/'),
    'state sitemap': await has('/sitemaps/idaho.xml'),
    'map GeoJSON': (await get('/api/arcades.geojson')).body.includes(`"slug":"${probe.slug}"`),
    'game page near': await has(`/games/${GAME}?near=83204`),
    'game API': (await slugsOf(`/api/games/${GAME}?state=idaho`)).includes(probe.slug),
    "neighbour's nearby (page)": await has(`/arcade/${NEIGHBOUR}`),
    "neighbour's nearby (tRPC)": (await get(trpc('nearbyArcades', { slug: NEIGHBOUR }))).body.includes(
      `"${probe.slug}"`,
    ),
    'is it one of these?': (duplicates.possible_duplicates ?? []).some((d) => d.slug === probe.slug),
  }
}

/** The counts a listed arcade adds to. */
async function counts() {
  const home = text((await get('/')).body)
  const state = text((await get('/arcades/idaho')).body)
  const city = text((await get('/arcades/idaho/pocatello')).body)
  const game = await json<{ game: { arcade_count: number } }>(`/api/games/${GAME}`)
  const catalogue = await json<{ data: { slug: string; arcade_count: number }[] }>(`/api/games?query=medieval`)
  return {
    home: /([\d,]+) arcades in \d+ states/.exec(home)?.[1],
    'state page, Pocatello': /Pocatello (\d+) arcades?/.exec(state)?.[1],
    'city page title': /Arcades in Pocatello, Idaho \((\d+)\)/.exec(city)?.[1],
    'search total': (await json<Search>('/api/arcades?query=pocatello')).total,
    'game arcade_count': game.game.arcade_count,
    'catalogue arcade_count': catalogue.data.find((g) => g.slug === GAME)?.arcade_count,
    'game page': /is at (\d+) arcades/.exec(text((await get(`/games/${GAME}`)).body))?.[1],
  }
}

/** The counts, each `by` more. */
function plus(c: Awaited<ReturnType<typeof counts>>, by: number) {
  const n = (v: string | undefined) => Number(v!.replace(/,/g, '')) + by
  return {
    home: n(c.home).toLocaleString('en-US'),
    'state page, Pocatello': String(n(c['state page, Pocatello'])),
    'city page title': String(n(c['city page title'])),
    'search total': c['search total'] + by,
    'game arcade_count': c['game arcade_count'] + by,
    'catalogue arcade_count': c['catalogue arcade_count']! + by,
    'game page': String(n(c['game page'])),
  }
}

const every = (places: Record<string, boolean>, value: boolean) =>
  Object.fromEntries(Object.keys(places).map((k) => [k, value]))

/** The administrator's export (not public: a backup of every arcade that is not deleted, decision 0044), by slug. */
async function exported(): Promise<Map<string, { status: string }>> {
  const res = await fetch(`${server.url}/api/admin/export.json`, { headers: { cookie } })
  expect(res.status).toBe(200)
  const records = (await res.json()) as { slug: string; status: string }[]
  return new Map(records.map((r) => [r.slug, r]))
}

/** The feeds that can tell of an arcade in Pocatello with Medieval Madness. */
const FEEDS = [
  '/feeds/changes.xml',
  '/feeds/arcades/idaho.xml',
  '/feeds/arcades/idaho/pocatello.xml',
  `/feeds/games/${GAME}.xml?near=83204&radius=25`,
]
async function feedTitles(): Promise<string[][]> {
  return Promise.all(
    FEEDS.map(async (path) =>
      [...(await get(path)).body.matchAll(/<entry>[\s\S]*?<title[^>]*>([^<]*)</g)].map((m) => m[1]!),
    ),
  )
}

describe('a deleted arcade', () => {
  const name = 'AAA Quillwort Probe Arcade'
  const probe = { slug: '', word: 'quillwort' }
  let id = 0

  it('shows in every list and count while listed', async () => {
    const before = await counts()
    ;({ id, slug: probe.slug } = await addProbe(name))
    const listed = await placesShowing(probe)
    expect(listed).toEqual(every(listed, true))
    expect(await counts()).toEqual(plus(before, 1))
    expect((await exported()).get(probe.slug)).toMatchObject({ status: 'open' })
    for (const titles of await feedTitles()) expect(titles.some((t) => t.includes('Quillwort Probe Arcade'))).toBe(true)
  })

  it('leaves every list, count and feed at once when deleted, and its page answers 404', async () => {
    const listedCounts = await counts()
    await admin('DELETE', `/api/admin/arcades/${id}`)
    const places = await placesShowing(probe)
    expect(places).toEqual(every(places, false))
    expect(await counts()).toEqual(plus(listedCounts, -1))
    for (const titles of await feedTitles())
      expect(titles.filter((t) => t.includes('Quillwort Probe Arcade'))).toEqual([])
    expect((await get(`/arcade/${probe.slug}`)).status).toBe(404)
    expect((await get(`/api/arcades/slug/${probe.slug}`)).status).toBe(404)
    expect((await exported()).has(probe.slug)).toBe(false)
  })
})

describe('a permanently closed arcade', () => {
  const name = 'AAA Zephyrine Probe Arcade'
  const probe = { slug: '', word: 'zephyrine' }
  let id = 0

  it('shows in every list and count while listed', async () => {
    const before = await counts()
    ;({ id, slug: probe.slug } = await addProbe(name))
    const listed = await placesShowing(probe)
    expect(listed).toEqual(every(listed, true))
    expect(await counts()).toEqual(plus(before, 1))
  })

  it('leaves every list and count at once when closed for good, and keeps its page with the banner and noindex', async () => {
    const listedCounts = await counts()
    const arcade = (await admin('GET', `/api/admin/arcades?query=zephyrine`)).data as Record<string, unknown>[]
    await admin('PUT', `/api/admin/arcades/${id}`, {
      ...arcade.find((a) => a.id === id),
      status: 'permanently_closed',
      closedOn: '2026-11-02',
    })
    const places = await placesShowing(probe)
    expect(places).toEqual(every(places, false))
    expect(await counts()).toEqual(plus(listedCounts, -1))

    const page = await get(`/arcade/${probe.slug}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`${name} closed for good on Nov 2, 2026.`)
    expect(page.body).toContain('<meta name="robots" content="noindex, follow"/>')
    expect((await get(`/api/arcades/slug/${probe.slug}`)).status).toBe(200)
    expect((await exported()).get(probe.slug)).toMatchObject({ status: 'permanently_closed' })
    // Its closure is news where its place is followed.
    const [national, state, city] = await feedTitles()
    for (const titles of [national!, state!, city!]) expect(titles).toContain(`Closed: ${name}, Pocatello, ID`)
  })
})
