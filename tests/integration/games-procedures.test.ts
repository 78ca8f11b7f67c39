import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { arcades } from '../../src/server/db/schema'
import { call, expectCode, signIn, setUpAdminTestDb } from '../support/admin-caller'
import { anonymousCaller } from '../support/test-db'

/**
 * Games over tRPC (issue 19), against the fixture directory's lineups (tests/support/fixtures.ts): the detail
 * answer's lineup, the catalogue's pages, and the administrator's lineup editing with strict input.
 */

const USER = 'games-admin'
const PASSWORD = 'games-password-1234'
const t = Date.UTC(2026, 10, 25, 12)
const { db } = setUpAdminTestDb(USER, PASSWORD, () => t)

const arcadeId = (slug: string) => db().select().from(arcades).where(eq(arcades.slug, slug)).get()!.id
const admin = async () => call((await signIn(USER, PASSWORD)).cookie).caller

/** The issues of a refused call, as `field: message`. */
async function issues(p: Promise<unknown>): Promise<string[]> {
  const error = (await p.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; cause?: { issues?: { path: PropertyKey[]; message: string }[] } } | undefined
  expect(error?.code).toBe('BAD_REQUEST')
  return (error?.cause?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('the detail answer', () => {
  it('carries the arcade’s lineup by kind, with counts, prices, statuses and dates, beside every field it had', async () => {
    const arcade = await anonymousCaller().public.arcadeBySlug({ slug: 'pixel-palace' })
    expect(arcade).toMatchObject({ name: 'Pixel Palace', city: 'Houston', game_count: 4, rating: 4.5 })
    expect(arcade.lineup.checked_on).toBeNull()
    expect(arcade.lineup.entries.map((e) => [e.game.slug, e.game.kind, e.count, e.price_cents, e.status])).toEqual([
      ['pac-man', 'video', 2, 50, 'working'],
      ['medieval-madness', 'pinball', 1, 100, 'working'],
      ['street-fighter-ii-champion-edition', 'fighting', 1, 50, 'working'],
      ['mortal-kombat-ii', 'fighting', 1, 50, 'out_of_order'],
    ])
    expect(arcade.lineup.entries[0]!.game).toEqual({
      slug: 'pac-man',
      title: 'Pac-Man',
      manufacturer: 'Namco',
      year: 1980,
      kind: 'video',
      aliases: expect.any(Array),
    })
    expect(arcade.lineup.entries[3]!.status_since).toBe('2026-10-01')
    const empty = await anonymousCaller().public.arcadeBySlug({ slug: 'joystick-junction' })
    expect(empty.lineup).toEqual({ entries: [], checked_on: null })
  })
})

describe('public.games', () => {
  it('pages the catalogue by kind and title, with arcade counts', async () => {
    const caller = anonymousCaller()
    const all = await caller.public.games({ limit: 100 })
    expect(all.total).toBeGreaterThanOrEqual(300)
    expect(all.data).toHaveLength(100)
    expect(all.data[0]!.kind).toBe('video')
    const second = await caller.public.games({ limit: 3, offset: 1 })
    expect(second.data.map((g) => g.slug)).toEqual(all.data.slice(1, 4).map((g) => g.slug))
    const pinball = await caller.public.games({ kind: 'pinball', limit: 100 })
    expect(pinball.data.every((g) => g.kind === 'pinball')).toBe(true)
    const titles = pinball.data.map((g) => g.title.toLowerCase())
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(pinball.data.find((g) => g.slug === 'medieval-madness')).toMatchObject({ arcade_count: 3 })
    // It left Houston Flipper Hall: listed nowhere now.
    expect(pinball.data.find((g) => g.slug === 'attack-from-mars')).toMatchObject({ arcade_count: 0 })
  })

  it('finds games by words of the title or a short name, case-insensitively', async () => {
    const caller = anonymousCaller()
    const ddr = await caller.public.games({ query: 'DDR' })
    expect(ddr.data[0]).toMatchObject({ slug: 'dance-dance-revolution', arcade_count: 1 })
    const madness = await caller.public.games({ query: 'MADNESS', kind: 'pinball' })
    expect(madness.data.map((g) => g.slug)).toContain('medieval-madness')
    expect((await caller.public.games({ query: 'zzz no such game' })).total).toBe(0)
    // LIKE's wildcards are text like any other.
    expect((await caller.public.games({ query: '%' })).total).toBe(0)
  })

  it('refuses a kind, limit or offset outside its rule, naming the field', async () => {
    const caller = anonymousCaller()
    expect(await issues(caller.public.games({ kind: 'arcade' as 'video' }))).toEqual([
      'kind: must be one of video, pinball, rhythm, racing, light-gun, fighting, vr, redemption, table',
    ])
    expect(await issues(caller.public.games({ limit: 101 }))).toEqual(['limit: must be a whole number from 1 to 100'])
    expect(await issues(caller.public.games({ offset: -1 }))).toEqual(['offset: must be a whole number of at least 0'])
  })
})

describe('lineup editing', () => {
  it('needs a session', async () => {
    const id = arcadeId('pixel-palace')
    await expectCode(call().caller.admin.arcades.lineup({ id }), 'UNAUTHORIZED')
    await expectCode(call().caller.admin.arcades.setLineup({ id, entries: [], confirm: false }), 'UNAUTHORIZED')
    await expectCode(call().caller.admin.games.list({}), 'UNAUTHORIZED')
  })

  it('sets and reads a lineup; confirming stamps today, and the public answer follows', async () => {
    const caller = await admin()
    const id = arcadeId('tilt-town')
    const saved = await caller.admin.arcades.setLineup({
      id,
      entries: [
        { game: 'medieval-madness', count: 2, priceCents: 100, status: 'working', statusSince: null },
        { game: 'pac-man', count: 1, priceCents: 0, status: 'out_of_order', statusSince: '2026-11-20' },
      ],
      confirm: true,
    })
    expect(saved.checkedOn).toBe('2026-11-25')
    expect(saved.entries.map((e) => [e.game.slug, e.count, e.priceCents, e.status, e.statusSince])).toEqual([
      ['pac-man', 1, 0, 'out_of_order', '2026-11-20'],
      ['medieval-madness', 2, 100, 'working', null],
    ])
    expect(saved.entries[1]!.game).toMatchObject({ title: 'Medieval Madness', kind: 'pinball', arcadeCount: 4 })
    expect(await caller.admin.arcades.lineup({ id })).toEqual(saved)
    const pub = await anonymousCaller().public.arcadeBySlug({ slug: 'tilt-town' })
    expect(pub.game_count).toBe(2)
    expect(pub.lineup.checked_on).toBe('2026-11-25')
    expect(pub.lineup.entries.map((e) => e.game.slug)).toEqual(['pac-man', 'medieval-madness'])
  })

  it('refuses a bad entry naming its field, and changes nothing', async () => {
    const caller = await admin()
    const id = arcadeId('pixel-palace')
    const before = await caller.admin.arcades.lineup({ id })
    expect(
      await issues(
        caller.admin.arcades.setLineup({ id, entries: [{ game: 'pac-man' }, { game: 'galaga', count: 0 }] } as never),
      ),
    ).toEqual(['entries.1.count: must be at least 1'])
    expect(
      await issues(
        caller.admin.arcades.setLineup({ id, entries: [{ game: 'no-such-game' }, { game: 'pac-man' }] } as never),
      ),
    ).toEqual(['entries.0.game: is not a game in the catalogue: no-such-game'])
    expect(
      await issues(caller.admin.arcades.setLineup({ id, entries: [{ game: 'pac-man', colour: 'red' }] } as never)),
    ).toEqual(['entries.0: Unrecognized key: "colour"'])
    expect(await caller.admin.arcades.lineup({ id })).toEqual(before)
  })

  it('answers NOT_FOUND for an arcade that does not exist', async () => {
    const caller = await admin()
    await expectCode(caller.admin.arcades.lineup({ id: 999_999 }), 'NOT_FOUND')
    await expectCode(caller.admin.arcades.setLineup({ id: 999_999, entries: [], confirm: true }), 'NOT_FOUND')
  })

  it('looks games up for the editor in the admin shape', async () => {
    const caller = await admin()
    const found = await caller.admin.games.list({ query: 'medieval', limit: 5 })
    expect(found.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'medieval-madness',
      title: 'Medieval Madness',
      manufacturer: 'Williams',
      year: 1997,
      kind: 'pinball',
      aliases: expect.any(Array),
      arcadeCount: expect.any(Number),
    })
  })
})
