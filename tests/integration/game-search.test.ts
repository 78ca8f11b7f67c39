import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../src/server/db/client.server'
import { arcades } from '../../src/server/db/schema'
import { setLineup } from '../../src/server/services/games.server'
import { setLineupInput } from '../../src/shared/lineup'
import { anonymousCaller, createTestDb } from '../support/test-db'
import { SYSTEM_ACTOR } from '../../src/server/services/listing-writes.server'

type Found = { name: string; matched_games?: { slug: string; title: string }[]; distance_miles?: number }
type Answer = { arcades: Found[]; total: number; corrected_query?: string; game_kinds?: Record<string, number> }

const search = (input: Record<string, unknown>) => anonymousCaller().public.search(input) as Promise<Answer>
const names = (r: Answer) => r.arcades.map((a) => a.name).sort()

describe('searching by game (issue 19)', () => {
  let cleanup: () => void
  let db: Db
  const idOf = (slug: string) => db.select().from(arcades).where(eq(arcades.slug, slug)).get()!.id
  beforeAll(() => {
    ;({ cleanup, db } = createTestDb())
  })
  afterAll(() => cleanup())

  it('finds arcades by a game title or its short name, and says which game matched', async () => {
    const ddr = await search({ query: 'DDR' })
    expect(names(ddr)).toEqual(['Neon Nights'])
    expect(ddr.arcades[0]!.matched_games).toEqual([{ slug: 'dance-dance-revolution', title: 'Dance Dance Revolution' }])
    expect(names(await search({ query: 'medieval madness' }))).toEqual([
      'Houston Flipper Hall',
      'Neon Nights',
      'Pixel Palace',
    ])
    // An out-of-order game is still there; a game that left is not.
    expect(names(await search({ query: 'mk2' }))).toEqual(['Pixel Palace'])
    expect(names(await search({ query: 'attack from mars', exact: true }))).toEqual([])
    // Game words combine with places: every word must match.
    expect(names(await search({ query: 'medieval austin' }))).toEqual(['Neon Nights'])
    // Arcades without a matching game carry no matched_games.
    expect((await search({ query: 'tilt town' })).arcades[0]).not.toHaveProperty('matched_games')
  })

  it('corrects a misspelt game title', async () => {
    const r = await search({ query: 'medeival madnes' })
    // "madnes" starts "madness" and no other word: named whole beside the corrected word, as the issue writes it.
    expect(r.corrected_query).toBe('medieval madness')
    expect(names(r)).toEqual(['Houston Flipper Hall', 'Neon Nights', 'Pixel Palace'])
  })

  it('filters by game and by kind, with other filters and a place', async () => {
    const near = await search({ game: 'medieval-madness', near: '77002', radius: 25 })
    expect(names(near)).toEqual(['Houston Flipper Hall', 'Neon Nights', 'Pixel Palace'])
    for (const a of near.arcades) expect(a.distance_miles).toBeTypeOf('number')
    expect(names(await search({ game: 'medieval-madness', city: 'Houston' }))).toEqual([
      'Houston Flipper Hall',
      'Pixel Palace',
    ])
    expect(names(await search({ game: 'medieval-madness', minRating: 4.5 }))).toEqual(['Neon Nights', 'Pixel Palace'])
    expect(names(await search({ gameKind: 'vr' }))).toEqual(['Virtual Voyager'])
    expect(names(await search({ gameKind: 'pinball' }))).toEqual([
      'Houston Flipper Hall',
      'Neon Nights',
      'Pixel Palace',
    ])
    expect(names(await search({ gameKind: 'pinball', query: 'houston' }))).toEqual([
      'Houston Flipper Hall',
      'Pixel Palace',
    ])
  })

  it('counts the arcades with each kind of game on the search page, the kind filter aside', async () => {
    const page = await anonymousCaller().public.searchPage({ gameKind: 'vr' })
    expect(page.arcades.map((a) => a.name)).toEqual(['Virtual Voyager'])
    expect(page.game_kinds).toMatchObject({
      video: 1,
      pinball: 3,
      rhythm: 1,
      fighting: 1,
      vr: 1,
      redemption: 1,
      table: 1,
    })
  })

  it('lists working copies of the game first', async () => {
    // Pixel Palace's Mortal Kombat II is out of order; Joystick Junction (same spot, a later id) gets a working one.
    const input = setLineupInput.parse({ entries: [{ game: 'mortal-kombat-ii' }] })
    setLineup(db, SYSTEM_ACTOR, idOf('joystick-junction'), input)
    const r = await search({ game: 'mortal-kombat-ii', near: '77002' })
    expect(r.arcades.map((a) => a.name)).toEqual(['Joystick Junction', 'Pixel Palace'])
    expect((await search({ game: 'mortal-kombat-ii' })).arcades.map((a) => a.name)).toEqual([
      'Joystick Junction',
      'Pixel Palace',
    ])
    expect(names(await search({ query: 'mortal kombat' }))).toEqual(['Joystick Junction', 'Pixel Palace'])
  })

  it('suggests games by title, short name or a misspelling, with how many arcades have them', async () => {
    const games = async (query: string) =>
      (await anonymousCaller().public.suggest({ query })).suggestions.filter((s) => s.kind === 'game')
    const mm = { kind: 'game', label: 'Medieval Madness', url: '/games/medieval-madness', count: 3 }
    expect(await games('medieval ma')).toEqual([mm])
    expect(await games('madn')).toEqual([mm])
    expect(await games('medeival')).toEqual([mm])
    expect(await games('ddr')).toEqual([
      { kind: 'game', label: 'Dance Dance Revolution', url: '/games/dance-dance-revolution', count: 1 },
    ])
    // Games no arcade has are not offered.
    expect(await games('galaga')).toEqual([])
  })

  it('answers 400 naming the field for an unknown game or kind', async () => {
    await expect(search({ game: 'no-such-game' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('game'),
    })
    await expect(search({ game: 'Not a slug!' })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(search({ gameKind: 'arcade' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('gameKind'),
    })
    const page = await anonymousCaller().public.searchPage({ game: 'no-such-game' })
    expect(page.issues).toEqual([{ field: 'game', message: 'no-such-game is not a game in the catalogue' }])
    expect(page.arcades).toEqual([])
  })
})
