import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * A change makes stale only the answers that can show it (docs/decisions/0035-scoped-invalidation.md): each test
 * warms the render cache, makes one admin change, and checks that every answer that shows the change is rendered
 * afresh (`X-Cache: miss`, with the change in it) while answers that cannot show it are still served from the cache
 * (`X-Cache: hit`). The server seeds the sample directory: El Paso, Texas and Montpelier, Vermont are far apart.
 */

const USER = 'scope-admin'
const PASSWORD = 'scope-password-1234'
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
}

async function get(path: string): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`)
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }
}

const trpc = (procedure: string, input: unknown) =>
  `/api/trpc/public.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`

/** Asks for each address until the cache serves it, so that the next change starts from cached answers. */
async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    await get(path)
    expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
  }
}

/** The addresses' answers are still the cached ones. */
async function expectCached(paths: string[]): Promise<void> {
  for (const path of paths) expect([path, (await get(path)).cache]).toEqual([path, 'hit'])
}

/** The addresses' answers are rendered afresh and show what `shows` expects. */
async function expectFresh(checks: [path: string, shows: (a: Answer) => boolean][]): Promise<void> {
  for (const [path, shows] of checks) {
    const answer = await get(path)
    expect([path, answer.cache, shows(answer)]).toEqual([path, 'miss', true])
  }
}

const has = (text: string) => (a: Answer) => a.body.includes(text)
const lacks = (text: string) => (a: Answer) => !a.body.includes(text)

async function admin(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>)
}

/** The admin shape of the arcade with `slug` (the admin list searches by name words; listed or closed for good). */
async function adminArcade(slug: string): Promise<Record<string, unknown> & { id: number }> {
  const query = encodeURIComponent(slug.replace(/-/g, ' '))
  const lists = [
    await admin('GET', `/api/admin/arcades?query=${query}`),
    await admin('GET', `/api/admin/arcades?status=permanently_closed&query=${query}`),
  ]
  const found = lists
    .flatMap((list) => list.data as (Record<string, unknown> & { id: number; slug: string })[])
    .find((a) => a.slug === slug)
  expect(found, slug).toBeDefined()
  return found!
}

async function editArcade(slug: string, changes: Record<string, unknown>): Promise<void> {
  const arcade = await adminArcade(slug)
  await admin('PUT', `/api/admin/arcades/${arcade.id}`, { ...arcade, ...changes })
}

/**
 * The first admin edit of a sample listing makes it an admin one, which changes the site-wide count of sample
 * listings that every page carries (the footer's notice, the about page): done before the warm-up of a test that
 * checks what an edit leaves cached. A save that changes nothing writes nothing (issue 20), so it edits something.
 */
const adopt = (slug: string) => editArcade(slug, { description: `Adopted by an administrator: ${slug}.` })

const newArcade = (fields: Record<string, unknown>) => ({
  type: 'retro',
  description: 'Made to test scoped invalidation.',
  address: '1 Main St',
  rating: 4,
  reviewCount: 3,
  priceRange: '$$',
  hours: 'Daily 10-10',
  imageUrl: '',
  ...fields,
})

const EL_PASO = { latitude: 31.762338, longitude: -106.491253 }
const MONTPELIER = { latitude: 44.2601, longitude: -72.5754 }

/** Vermont's answers: no change in Texas can show on them (bar site-wide counts, which the pages' footer shows). */
const VERMONT_PAGES = ['/arcades/vermont', '/arcades/vermont/montpelier', '/arcade/montpelier-game-bar']
const VERMONT_API = [
  '/api/arcades/slug/montpelier-game-bar',
  '/api/arcades/state/vermont',
  '/api/arcades/state/vermont/city/montpelier',
  '/api/states/vermont/cities',
  trpc('arcadePage', { slug: 'montpelier-game-bar' }),
  trpc('nearbyArcades', { slug: 'montpelier-game-bar' }),
]

describe('an arcade edited in place', () => {
  it('the first edit of a sample listing drops every page (they carry the count of sample listings)', async () => {
    const pages = ['/about', '/arcades/vermont', '/api/arcades/slug/montpelier-game-bar']
    await warm(pages)
    await adopt('warp-orbit-arcade')
    await expectFresh([
      ['/about', has('listings are sample data')],
      ['/arcades/vermont', has('sample-notice')],
    ])
    await expectCached(['/api/arcades/slug/montpelier-game-bar'])
  })

  it('drops its page, its city and state, searches, sitemaps and its neighbours; Vermont and home stay cached', async () => {
    const target = 'turbo-parlor-fun-zone'
    const neighbour = 'galactic-temple-fun-zone'
    const affected = [
      `/arcade/${target}`,
      `/arcade/${neighbour}`,
      '/arcades/texas/el-paso',
      '/arcades/texas',
      '/search?q=el+paso',
      '/api/arcades?query=el%20paso',
      `/api/arcades/slug/${target}`,
      '/api/arcades/state/texas/city/el-paso',
      trpc('search', { query: 'el paso' }),
      trpc('searchMap', { q: 'el paso' }),
      trpc('suggest', { query: 'turbo' }),
      trpc('arcadePage', { slug: target }),
      trpc('nearbyArcades', { slug: neighbour }),
      '/sitemap.xml',
      '/sitemaps/texas.xml',
    ]
    const unrelated = ['/', '/about', ...VERMONT_PAGES, ...VERMONT_API, '/arcades/california']
    await adopt(target)
    await warm([...affected, ...unrelated])

    await editArcade(target, { name: 'Turbo Parlor Scoped Rename', rating: 4.1 })

    const renamed = has('Turbo Parlor Scoped Rename')
    await expectFresh([
      [`/arcade/${target}`, renamed],
      [`/arcade/${neighbour}`, renamed],
      ['/arcades/texas/el-paso', renamed],
      ['/arcades/texas', (a) => a.status === 200],
      ['/search?q=el+paso', renamed],
      ['/api/arcades?query=el%20paso', renamed],
      [`/api/arcades/slug/${target}`, renamed],
      ['/api/arcades/state/texas/city/el-paso', renamed],
      [trpc('search', { query: 'el paso' }), renamed],
      [trpc('searchMap', { q: 'el paso' }), renamed],
      [trpc('suggest', { query: 'turbo' }), (a) => a.status === 200],
      [trpc('arcadePage', { slug: target }), renamed],
      [trpc('nearbyArcades', { slug: neighbour }), renamed],
      ['/sitemap.xml', (a) => a.status === 200],
      ['/sitemaps/texas.xml', has(`/arcade/${target}`)],
    ])
    await expectCached(unrelated)
  })

  it('a description edit drops the answers that show the arcade; searches that do not show it stay cached', async () => {
    const target = 'galactic-temple-fun-zone'
    const description = 'A description no search finds by.'
    const showing = [
      `/arcade/${target}`,
      '/search?q=el+paso',
      '/api/arcades?query=el%20paso',
      trpc('search', { query: 'el paso' }),
      '/arcades/texas/el-paso',
    ]
    // The write pass of `npm run bench` reads these while it edits a description (issue 18).
    const unrelated = [
      '/search?q=austin',
      '/api/arcades?query=burlington',
      trpc('search', { query: 'austin' }),
      trpc('searchMap', { q: 'austin' }),
      trpc('suggest', { query: 'aus' }),
      trpc('suggest', { query: 'turbo' }),
      '/',
    ]
    await adopt(target)
    await warm([...showing, ...unrelated])

    await editArcade(target, { description })

    await expectFresh([
      [`/arcade/${target}`, has(description)],
      ['/search?q=el+paso', (a) => a.status === 200],
      ['/api/arcades?query=el%20paso', has(description)],
      [trpc('search', { query: 'el paso' }), has(description)],
      ['/arcades/texas/el-paso', (a) => a.status === 200],
    ])
    await expectCached(unrelated)
  })

  it('moving it to another city, state and place drops both sides and its old and new neighbours', async () => {
    const target = 'galactic-temple-fun-zone'
    const oldNeighbour = 'turbo-parlor-fun-zone'
    const newNeighbour = 'montpelier-game-bar'
    const unrelated = [
      '/api/arcades/slug/hyper-hangar-amusements',
      '/api/arcades/state/california',
      trpc('nearbyArcades', { slug: 'nova-castle-pinball' }),
    ]
    const affected = [
      `/arcade/${target}`,
      `/arcade/${oldNeighbour}`,
      `/arcade/${newNeighbour}`,
      '/arcades/texas/el-paso',
      '/arcades/vermont/montpelier',
      '/arcades/vermont',
      '/api/arcades/state/vermont',
      trpc('nearbyArcades', { slug: newNeighbour }),
      '/',
    ]
    await warm([...affected, ...unrelated])

    await editArcade(target, { city: 'Montpelier', state: 'Vermont', zipCode: '05602', ...MONTPELIER })

    const moved = has('Galactic Temple Fun Zone')
    await expectFresh([
      [`/arcade/${target}`, has('Montpelier')],
      [`/arcade/${oldNeighbour}`, lacks('Galactic Temple Fun Zone')],
      [`/arcade/${newNeighbour}`, moved],
      ['/arcades/texas/el-paso', lacks('Galactic Temple Fun Zone')],
      ['/arcades/vermont/montpelier', moved],
      ['/arcades/vermont', moved],
      ['/api/arcades/state/vermont', moved],
      [trpc('nearbyArcades', { slug: newNeighbour }), moved],
      // The footer counts arcades by state: every page shows the move.
      ['/', (a) => a.status === 200],
    ])
    await expectCached(unrelated)
  })
})

describe('an arcade created and deleted', () => {
  it('a new arcade fills its slug, city, state, searches and neighbours; other states’ lists stay cached', async () => {
    const slug = 'scoped-newcomer-arcade'
    // An arcade page's answer lists the states that have arcades, with their counts: a new arcade changes it.
    const unrelated = [...VERMONT_API.filter((path) => !path.includes('arcadePage')), '/api/arcades/state/california']
    // A REST 404 is not kept (no-store), the page's 404 is.
    const affected = [
      `/arcade/${slug}`,
      '/arcade/turbo-parlor-fun-zone',
      '/arcades/texas/el-paso',
      '/api/arcades/state/texas',
      '/api/arcades?query=newcomer',
      '/search?q=newcomer',
      '/sitemaps/texas.xml',
      '/',
      '/arcades/vermont',
    ]
    await warm([...affected, ...unrelated])

    const created = await admin(
      'POST',
      '/api/admin/arcades',
      newArcade({ name: 'Scoped Newcomer Arcade', city: 'El Paso', state: 'Texas', zipCode: '79901', ...EL_PASO }),
    )
    expect(created.slug).toBe(slug)

    const shown = has('Scoped Newcomer Arcade')
    await expectFresh([
      [`/arcade/${slug}`, (a) => a.status === 200 && shown(a)],
      [`/api/arcades/slug/${slug}`, (a) => a.status === 200],
      ['/arcade/turbo-parlor-fun-zone', shown],
      ['/arcades/texas/el-paso', shown],
      ['/api/arcades/state/texas', shown],
      ['/api/arcades?query=newcomer', shown],
      ['/search?q=newcomer', shown],
      ['/sitemaps/texas.xml', has(`/arcade/${slug}`)],
      // The footer's total counts it on every page.
      ['/', (a) => a.status === 200],
      ['/arcades/vermont', (a) => a.status === 200],
    ])
    await expectCached(unrelated)

    await warm([...affected, `/api/arcades/slug/${slug}`, ...unrelated])
    await admin('DELETE', `/api/admin/arcades/${Number(created.id)}`)
    await expectFresh([
      [`/arcade/${slug}`, (a) => a.status === 404],
      [`/api/arcades/slug/${slug}`, (a) => a.status === 404],
      ['/arcade/turbo-parlor-fun-zone', lacks('Scoped Newcomer Arcade')],
      ['/arcades/texas/el-paso', lacks('Scoped Newcomer Arcade')],
      ['/api/arcades/state/texas', lacks('Scoped Newcomer Arcade')],
      ['/api/arcades?query=newcomer', lacks('Scoped Newcomer Arcade')],
      ['/sitemaps/texas.xml', lacks(`/arcade/${slug}`)],
      ['/', (a) => a.status === 200],
    ])
    await expectCached(unrelated)
  })
})

describe('an arcade closed, reopened, deleted and restored (issue 20)', () => {
  const target = 'crystal-bunker-pinball-club'
  const name = 'Crystal Bunker Pinball Club'
  const neighbour = 'funky-comet-pinball-parlor'
  // Boise is far from Texas and Vermont; Medieval Madness is not one of its games.
  const unrelated = [
    ...VERMONT_API.filter((path) => !path.includes('arcadePage')),
    '/api/arcades/state/california',
    '/api/games/medieval-madness',
  ]
  const listedIn = [
    '/arcades/idaho/boise',
    '/api/arcades/state/idaho/city/boise',
    '/search?q=boise',
    '/api/arcades?query=boise',
    trpc('searchMap', { q: 'boise' }),
    trpc('suggest', { query: 'crystal bunk' }),
    trpc('nearbyArcades', { slug: neighbour }),
    '/sitemaps/idaho.xml',
    '/api/games/deadpool?state=idaho',
  ]
  const shown = (a: Answer) => a.body.includes(name) || a.body.includes(`/arcade/${target}`)
  const gone = (a: Answer) => !shown(a)

  it('closing it for good takes it out of every list, search, map, count and sitemap; its page stays', async () => {
    await adopt(target)
    await warm([`/arcade/${target}`, `/api/arcades/slug/${target}`, '/arcades/idaho', '/', ...listedIn, ...unrelated])
    await editArcade(target, { status: 'permanently_closed', closedOn: '2026-10-31' })
    await expectFresh([
      [`/arcade/${target}`, (a) => a.status === 200 && shown(a)],
      [`/api/arcades/slug/${target}`, has('"status":"permanently_closed"')],
      ['/arcades/idaho', (a) => a.status === 200],
      ['/', (a) => a.status === 200],
      ...listedIn.map((path): [string, (a: Answer) => boolean] => [path, gone]),
    ])
    await expectCached(unrelated)
  })

  it('reopening it brings it back everywhere', async () => {
    await warm([`/arcade/${target}`, ...listedIn, ...unrelated])
    await editArcade(target, { status: 'open', closedOn: null })
    await expectFresh([
      [`/arcade/${target}`, shown],
      ...listedIn.map((path): [string, (a: Answer) => boolean] => [path, shown]),
    ])
    await expectCached(unrelated)
  })

  it('a temporary closure keeps it listed, marked, in the same lists', async () => {
    await warm([`/api/arcades/slug/${target}`, '/api/arcades/state/idaho/city/boise', ...unrelated])
    await editArcade(target, { status: 'temporarily_closed', closedOn: null })
    await expectFresh([
      [`/api/arcades/slug/${target}`, has('"status":"temporarily_closed"')],
      ['/api/arcades/state/idaho/city/boise', has('"status":"temporarily_closed"')],
    ])
    await expectCached(unrelated)
    await editArcade(target, { status: 'open', closedOn: null })
  })

  it('deleting it answers 404 for its page and takes it out of every list; restoring it brings both back', async () => {
    const { id } = await adminArcade(target)
    await warm([`/arcade/${target}`, ...listedIn, ...unrelated])
    await admin('DELETE', `/api/admin/arcades/${id}`)
    await expectFresh([
      [`/arcade/${target}`, (a) => a.status === 404],
      [`/api/arcades/slug/${target}`, (a) => a.status === 404],
      ...listedIn.map((path): [string, (a: Answer) => boolean] => [path, gone]),
    ])
    await expectCached(unrelated)

    await warm([`/arcade/${target}`, ...listedIn, ...unrelated])
    await admin('POST', `/api/admin/arcades/${id}/restore`)
    await expectFresh([
      [`/arcade/${target}`, (a) => a.status === 200 && shown(a)],
      ...listedIn.map((path): [string, (a: Answer) => boolean] => [path, shown]),
    ])
    await expectCached(unrelated)
  })
})

describe('featured lists and types', () => {
  it('an edit of a featured arcade drops the home page and the featured answers, not other states’ pages', async () => {
    const featured = 'nashville-retro-arcade'
    const unrelated = ['/arcades/texas/el-paso', '/arcade/nova-castle-pinball', '/api/arcades/slug/nova-castle-pinball']
    await adopt(featured)
    await warm(['/', '/api/arcades/featured', trpc('home', undefined), ...unrelated])

    await editArcade(featured, { name: 'Nashville Scoped Retro' })

    const renamed = has('Nashville Scoped Retro')
    await expectFresh([
      ['/', renamed],
      ['/api/arcades/featured', renamed],
      [trpc('home', undefined), renamed],
    ])
    await expectCached(unrelated)
  })

  it('an arcade rated into the best-rated top-up of the home page drops it', async () => {
    await warm(['/', '/arcades/texas/amarillo'])
    await editArcade('cobalt-cove-vr-arena', { name: 'AAA Scoped Top Rated', rating: 5 })
    await expectFresh([
      ['/', has('AAA Scoped Top Rated')],
      ['/arcades/texas/amarillo', has('AAA Scoped Top Rated')],
    ])
  })

  it('a type change drops the city page’s type groups and type searches', async () => {
    const search = '/search?type=pinball&q=amarillo'
    await adopt('analog-castle')
    await warm(['/arcades/texas/amarillo', search, ...VERMONT_PAGES])
    await editArcade('analog-castle', { type: 'pinball' })
    await expectFresh([
      ['/arcades/texas/amarillo', has('Analog Castle')],
      [search, has('Analog Castle')],
    ])
    await expectCached(VERMONT_PAGES)
  })
})

describe('widgets', () => {
  const widget = (fields: Record<string, unknown>) => ({
    name: 'Scoped Widget',
    targetType: 'tag',
    affiliateLink: 'https://www.amazon.com/dp/B000000002',
    productName: 'Scoped Joystick',
    position: 'top',
    isActive: true,
    ...fields,
  })
  const montpelierPages = ['/arcades/vermont/montpelier', '/arcade/montpelier-game-bar']
  const elPasoPages = ['/arcades/texas/el-paso', '/arcade/turbo-parlor-fun-zone']
  const others = ['/', '/arcades/texas', '/arcades/vermont', '/search?q=austin']

  it('an inactive widget changes nothing: every page stays cached', async () => {
    const pages = [...montpelierPages, ...elPasoPages, ...others]
    await warm(pages)
    const created = await admin('POST', '/api/admin/widgets', widget({ targetValue: 'montpelier', isActive: false }))
    await expectCached(pages)
    await admin('DELETE', `/api/admin/widgets/${Number(created.id)}`)
    await expectCached(pages)
  })

  it('create, retarget, deactivate, activate and delete drop only the pages of its tags before and after', async () => {
    const api = `/api/widgets?path=%2Farcade%2Fmontpelier-game-bar&tags=montpelier`
    const pages = [...montpelierPages, ...elPasoPages, ...others, api]
    await warm(pages)

    const created = await admin('POST', '/api/admin/widgets', widget({ targetValue: 'montpelier' }))
    const id = Number(created.id)
    await expectFresh([...montpelierPages, api].map((p) => [p, has('Scoped Joystick')]))
    await expectCached([...elPasoPages, ...others])

    await warm(pages)
    await admin('PUT', `/api/admin/widgets/${id}`, widget({ targetValue: 'el-paso' }))
    await expectFresh([
      ...[...montpelierPages, api].map((p): [string, (a: Answer) => boolean] => [p, lacks('Scoped Joystick')]),
      ...elPasoPages.map((p): [string, (a: Answer) => boolean] => [p, has('Scoped Joystick')]),
    ])
    await expectCached(others)

    await warm(pages)
    await admin('PUT', `/api/admin/widgets/${id}`, widget({ targetValue: 'el-paso', isActive: false }))
    await expectFresh(elPasoPages.map((p) => [p, lacks('Scoped Joystick')]))
    await expectCached([...montpelierPages, ...others])

    await warm(pages)
    await admin('PUT', `/api/admin/widgets/${id}`, widget({ targetValue: 'el-paso', productName: 'Scoped Gamepad' }))
    await expectFresh(elPasoPages.map((p) => [p, has('Scoped Gamepad')]))
    await expectCached([...montpelierPages, ...others])

    await warm(pages)
    await admin('DELETE', `/api/admin/widgets/${id}`)
    await expectFresh(elPasoPages.map((p) => [p, lacks('Scoped Gamepad')]))
    await expectCached([...montpelierPages, ...others])
  })

  it('a path widget drops its page only; a code widget’s frame follows its edits', async () => {
    await warm(['/arcades/vermont', '/arcades/texas'])
    const created = await admin(
      'POST',
      '/api/admin/widgets',
      widget({ targetType: 'path', targetValue: '/arcades/vermont', productName: 'Scoped Path Prize' }),
    )
    await expectFresh([['/arcades/vermont', has('Scoped Path Prize')]])
    await expectCached(['/arcades/texas'])

    const coded = {
      name: 'Scoped Code',
      targetType: 'path',
      targetValue: '/nowhere',
      widgetCode: '<p>scoped code one</p>',
      position: 'bottom',
      isActive: true,
    }
    const code = await admin('POST', '/api/admin/widgets', coded)
    const frame = `/widget-frame/${Number(code.id)}`
    await warm([frame, '/arcades/vermont'])
    await admin('PUT', `/api/admin/widgets/${Number(code.id)}`, { ...coded, widgetCode: '<p>scoped code two</p>' })
    await expectFresh([[frame, has('scoped code two')]])
    await expectCached(['/arcades/vermont'])
    await admin('DELETE', `/api/admin/widgets/${Number(created.id)}`)
    await admin('DELETE', `/api/admin/widgets/${Number(code.id)}`)
  })
})
