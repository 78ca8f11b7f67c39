import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { arcades, places } from '../../src/server/db/schema'
import { Route as changesRoute } from '../../src/routes/feeds/changes[.]xml'
import { Route as stateRoute } from '../../src/routes/feeds/arcades/$state/index'
import { Route as cityRoute } from '../../src/routes/feeds/arcades/$state/$city'
import { Route as gameRoute } from '../../src/routes/feeds/games/$file'
import { call, signIn, setUpAdminTestDb } from '../support/admin-caller'
import { fixtureArcade } from '../support/fixtures'
import { milesBetween, NEAR_ARCADES } from '../support/near-fixtures'
import { restRouteHandler } from '../support/rest-route'

/**
 * The Atom feeds (issue 20, docs/decisions/0043-closures-freshness-feeds.md), in-process: changes made through the
 * administrator's procedures (the one write door records each as a revision), then each feed read as a feed reader
 * reads it, parsed with an XML parser and checked against RFC 4287's rules. The directory is the near-search fixture
 * around Austin (tests/support/near-fixtures.ts), plus an arcade whose name needs escaping.
 */

const USER = 'feeds-admin'
const PASSWORD = 'feeds-password-1234'
const ATOM = 'http://www.w3.org/2005/Atom'
/** An arcade name with XML's special characters and a control character XML does not allow. */
const AWKWARD_NAME = 'Bits & <Bytes> "Arcade"\u0007'
const AWKWARD = fixtureArcade({
  name: AWKWARD_NAME,
  slug: 'bits-bytes-arcade',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
  latitude: 30.27,
  longitude: -97.74,
})
const { db } = setUpAdminTestDb(USER, PASSWORD, () => Date.UTC(2026, 10, 27, 12), [...NEAR_ARCADES, AWKWARD])

/** The fixture's arcades that Medieval Madness arrives at (and Twin B, which is then deleted). */
const MEDIEVAL_MADNESS_AT = [
  'Zeta Zone',
  'Alpha Arcade',
  'Delta Retro',
  'Far North Fun',
  'Houston Heights Arcade',
  'Anchorage Arcade',
  'Nowhere Arcade',
]

type Caller = ReturnType<typeof call>['caller']
let admin: Caller

const row = (slug: string) => db().select().from(arcades).where(eq(arcades.slug, slug)).get()!
const slugOf = (name: string) => NEAR_ARCADES.find((a) => a.name === name)!.slug

/** The admin fields of the arcade with `slug`, changed by `changes`: one admin edit, one revision. */
async function edit(slug: string, changes: Record<string, unknown>) {
  const [found] = (await admin.admin.arcades.list({ query: row(slug).name, limit: 50 })).data.filter(
    (a) => a.slug === slug,
  )
  const { id, checkedAt, hoursCheckedAt, lineupCheckedAt, deletedAt, updatedAt, ...fields } = found!
  void [checkedAt, hoursCheckedAt, lineupCheckedAt, deletedAt, updatedAt]
  await admin.admin.arcades.update({ ...fields, zipCode: fields.zipCode, ...changes, id } as never)
}

async function addGame(slug: string, game: string) {
  await admin.admin.arcades.setLineup({ id: row(slug).id, entries: [{ game }], confirm: false })
}

beforeAll(async () => {
  admin = call((await signIn(USER, PASSWORD)).cookie).caller
  await edit(slugOf('Zeta Zone'), { hours: 'Daily 11am-11pm', phone: '(512) 555-0142' })
  await edit(slugOf('Bravo Barcade'), { status: 'temporarily_closed', closedOn: '2026-11-20' })
  await edit(slugOf('Echo Pinball'), { status: 'permanently_closed', closedOn: '2026-11-01' })
  await admin.admin.arcades.create({
    name: 'Fresh Frames',
    type: 'retro',
    description: 'New in town.',
    address: '9 Congress Ave',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    rating: 4,
    reviewCount: 0,
    hours: 'Daily 10am-10pm',
    latitude: 30.268,
    longitude: -97.742,
    imageUrl: '',
  } as never)
  await edit(slugOf('Bravo Barcade'), { status: 'open', closedOn: null })
  await edit(slugOf('Anchorage Arcade'), { hours: 'Daily noon-8pm' })
  await edit(AWKWARD.slug, { hours: 'Daily 9am-9pm' })
  for (const name of [...MEDIEVAL_MADNESS_AT, 'Twin B']) await addGame(slugOf(name), 'medieval-madness')
  await addGame(slugOf('Twin A'), 'pac-man')
  // A deleted arcade's history leaves the public feeds with it.
  await edit(slugOf('Twin B'), { hours: 'Daily 1pm-2pm' })
  await admin.admin.arcades.delete({ id: row(slugOf('Twin B')).id })
})

interface Feed {
  status: number
  contentType: string | null
  xml: string
  title: string
  entries: { id: string; title: string; updated: string; link: string; summary: string }[]
}

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** Reads a feed as a feed reader would, and checks what RFC 4287 requires of it. */
async function read(route: { options: unknown }, path: string, params: Record<string, string>): Promise<Feed> {
  const res = await restRouteHandler(route, 'GET')({ request: new Request(`http://localhost${path}`), params })
  const xml = await res.text()
  expect(res.status, `${path}: ${xml}`).toBe(200)
  const errors: string[] = []
  const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    'application/xml',
  )
  expect(errors, path).toEqual([])
  const feed = doc.documentElement!
  expect([feed.namespaceURI, feed.localName]).toEqual([ATOM, 'feed'])
  const children = (parent: XmlElement, name: string) =>
    Array.from(parent.childNodes).filter(
      (n): n is XmlElement => n.nodeType === 1 && (n as XmlElement).localName === name,
    )
  const only = (parent: XmlElement, name: string) => {
    const found = children(parent, name)
    expect(found, `one <${name}> in ${path}`).toHaveLength(1)
    return found[0]!
  }
  // atom:feed: exactly one id, title and updated; an author; a self link.
  expect(only(feed, 'id').textContent).toMatch(/^tag:localhost,2026:feed\//)
  only(feed, 'title')
  expect(only(feed, 'updated').textContent).toMatch(RFC_3339)
  expect(only(only(feed, 'author'), 'name').textContent).toBe('Arcade Atlas')
  expect(children(feed, 'link').map((l) => l.getAttribute('rel'))).toEqual(['self', 'alternate'])
  const entries = children(feed, 'entry').map((e) => {
    const link = children(e, 'link').find((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
    expect(link, 'an alternate link of each entry').toBeDefined()
    return {
      id: only(e, 'id').textContent!,
      title: only(e, 'title').textContent!,
      updated: only(e, 'updated').textContent!,
      link: link!.getAttribute('href')!,
      summary: only(e, 'summary').textContent!,
    }
  })
  for (const e of entries) {
    expect(e.id).toMatch(/^tag:localhost,2026:revision-\d+/)
    expect(e.updated).toMatch(RFC_3339)
    expect(e.link).toMatch(/^http:\/\/localhost:\d+\/arcade\/[a-z0-9-]+$/)
  }
  expect(new Set(entries.map((e) => e.id)).size, 'unique entry ids').toBe(entries.length)
  expect(entries.length).toBeLessThanOrEqual(50)
  // Newest first, and the feed's date is the newest entry's.
  expect(entries.map((e) => e.updated)).toEqual(
    entries
      .map((e) => e.updated)
      .sort()
      .reverse(),
  )
  if (entries[0]) expect(only(feed, 'updated').textContent).toBe(entries[0].updated)
  // Who made a change is never in a feed.
  expect(xml).not.toContain(USER)
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    xml,
    title: only(feed, 'title').textContent!,
    entries,
  }
}

const titles = (f: Feed) => f.entries.map((e) => e.title)

describe('the whole country’s feed', () => {
  it('is Atom, served as Atom, with new arcades, closures, reopenings and changes, newest first', async () => {
    const feed = await read(changesRoute, '/feeds/changes.xml', {})
    expect(feed.contentType).toBe('application/atom+xml; charset=utf-8')
    expect(titles(feed)).toEqual(
      expect.arrayContaining([
        'New: Fresh Frames, Austin, TX',
        'Closed: Bravo Barcade, Austin, TX',
        'Closed: Echo Pinball, Austin, TX',
        'Reopened: Bravo Barcade, Austin, TX',
        'Updated: Zeta Zone — hours, phone',
        'Updated: Anchorage Arcade — hours, phone',
        'Updated: Alpha Arcade — games',
      ]),
    )
    // The newest change comes first: the last lineup before Twin B's (deleted) edit.
    expect(titles(feed)[0]).toBe('Updated: Twin A — games')
  })

  it('says the new values of what changed, and the closure’s day', async () => {
    const feed = await read(changesRoute, '/feeds/changes.xml', {})
    const entry = (title: string) => feed.entries.find((e) => e.title === title)!
    expect(entry('Updated: Zeta Zone — hours, phone').summary).toBe('Hours: Daily 11am-11pm. Phone: (512) 555-0142.')
    expect(entry('Closed: Echo Pinball, Austin, TX').summary).toBe('Closed for good on Nov 1, 2026.')
    expect(entry('Updated: Alpha Arcade — games').summary).toBe('Arrived: Medieval Madness.')
    expect(entry('New: Fresh Frames, Austin, TX').summary).toBe(
      'Address: 9 Congress Ave. City: Austin. ZIP code: 78701. Type: retro. Hours: Daily 10am-10pm.',
    )
    expect(entry('Reopened: Bravo Barcade, Austin, TX').summary).toBe('Bravo Barcade is open again.')
    expect(entry('Updated: Zeta Zone — hours, phone').link).toMatch(/\/arcade\/zeta-zone$/)
  })

  it('leaves out a deleted arcade’s history', async () => {
    const feed = await read(changesRoute, '/feeds/changes.xml', {})
    expect(feed.xml).not.toContain('Twin B')
  })

  it('escapes names and drops characters XML does not allow', async () => {
    const feed = await read(changesRoute, '/feeds/changes.xml', {})
    expect(titles(feed)).toContain('Updated: Bits & <Bytes> "Arcade" — hours, phone')
    expect(feed.xml).toContain('Bits &amp; &lt;Bytes&gt; &quot;Arcade&quot; — hours, phone')
    expect(feed.xml).not.toContain('\u0007')
  })
})

describe('a state’s and a city’s feeds', () => {
  it('list only their own place’s changes', async () => {
    const texas = await read(stateRoute, '/feeds/arcades/texas.xml', { state: 'texas.xml' })
    expect(texas.title).toBe('Arcade Atlas: arcades in Texas')
    expect(titles(texas)).toContain('Updated: Alpha Arcade — games')
    expect(titles(texas).some((t) => t.includes('Anchorage'))).toBe(false)
    const alaska = await read(stateRoute, '/feeds/arcades/alaska.xml', { state: 'alaska.xml' })
    expect(titles(alaska)).toEqual(['Updated: Anchorage Arcade — games', 'Updated: Anchorage Arcade — hours, phone'])
    const austin = await read(cityRoute, '/feeds/arcades/texas/austin.xml', { state: 'texas', city: 'austin.xml' })
    expect(austin.title).toBe('Arcade Atlas: arcades in Austin, TX')
    expect(titles(austin)).toContain('New: Fresh Frames, Austin, TX')
    expect(titles(austin).some((t) => t.includes('Alpha Arcade'))).toBe(false)
  })

  it('answer 404 for a state or a city the directory does not know', async () => {
    const get = async (route: { options: unknown }, path: string, params: Record<string, string>) =>
      (await restRouteHandler(route, 'GET')({ request: new Request(`http://localhost${path}`), params })).status
    expect(await get(stateRoute, '/feeds/arcades/texass.xml', { state: 'texass.xml' })).toBe(404)
    expect(await get(stateRoute, '/feeds/arcades/tx.xml', { state: 'tx.xml' })).toBe(404)
    expect(await get(stateRoute, '/feeds/arcades/texas', { state: 'texas' })).toBe(404)
    expect(await get(cityRoute, '/feeds/arcades/texas/atlantis.xml', { state: 'texas', city: 'atlantis.xml' })).toBe(
      404,
    )
  })
})

describe('a game’s feed near a place', () => {
  const gameFeed = (query: string) =>
    restRouteHandler(
      gameRoute,
      'GET',
    )({
      request: new Request(`http://localhost/feeds/games/medieval-madness.xml${query}`),
      params: { file: 'medieval-madness.xml' },
    })

  it('lists the game’s arrivals within the radius, checked against the fixture’s own distances', async () => {
    const zip = db().select().from(places).where(eq(places.key, '78701')).get()!
    const within = (radius: number) =>
      MEDIEVAL_MADNESS_AT.map((name) => NEAR_ARCADES.find((a) => a.name === name)!)
        .filter(
          (a) => a.latitude !== null && milesBetween(zip.latitude, zip.longitude, a.latitude!, a.longitude!) <= radius,
        )
        .map((a) => a.name)
        .sort()
    for (const radius of [5, 25, 50, 100]) {
      const feed = await read(gameRoute, `/feeds/games/medieval-madness.xml?near=78701&radius=${radius}`, {
        file: 'medieval-madness.xml',
      })
      const names = feed.entries.map((e) => /^Medieval Madness at (.+), [\d.]+ mi$/.exec(e.title)![1]!).sort()
      expect(names, `within ${radius} miles`).toEqual(within(radius))
    }
    const feed = await read(gameRoute, '/feeds/games/medieval-madness.xml?near=78701&radius=50', {
      file: 'medieval-madness.xml',
    })
    expect(feed.title).toBe('Arcade Atlas: Medieval Madness within 50 miles of Austin, TX 78701')
    const zeta = NEAR_ARCADES.find((a) => a.name === 'Zeta Zone')!
    const miles = milesBetween(zip.latitude, zip.longitude, zeta.latitude!, zeta.longitude!)
    expect(titles(feed)).toContain(`Medieval Madness at Zeta Zone, ${miles.toFixed(1)} mi`)
  })

  it('lists the arrivals anywhere without a place, and only this game’s', async () => {
    const feed = await read(gameRoute, '/feeds/games/medieval-madness.xml', { file: 'medieval-madness.xml' })
    expect(titles(feed)).toContain('Medieval Madness at Anchorage Arcade, Anchorage, AK')
    expect(titles(feed)).toContain('Medieval Madness at Nowhere Arcade, Austin, TX')
    expect(feed.xml).not.toContain('Twin')
  })

  it('answers 400 naming a bad near or radius, and 404 for a game not in the catalogue', async () => {
    for (const [query, field] of [
      ['?near=00000', 'near'],
      ['?near=abc123', 'near'],
      ['?near=atlantis-texas', 'near'],
      ['?near=78701&radius=7', 'radius'],
      ['?near=78701&radius=far', 'radius'],
    ] as const) {
      const res = await gameFeed(query)
      const body = (await res.json()) as { error: { code: string; issues: { field: string }[] } }
      expect([query, res.status, body.error.code, body.error.issues[0]!.field]).toEqual([
        query,
        400,
        'BAD_REQUEST',
        field,
      ])
    }
    const unknown = await restRouteHandler(
      gameRoute,
      'GET',
    )({
      request: new Request('http://localhost/feeds/games/no-such-game.xml'),
      params: { file: 'no-such-game.xml' },
    })
    expect(unknown.status).toBe(404)
  })
})
