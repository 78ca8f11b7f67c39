import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { games } from '../../src/server/db/schema'
import { toAdminGame } from '../../src/server/services/games.server'
import { onDataChange, type DataChange } from '../../src/server/cache/data-generation.server'
import { insertArcades } from '../../src/server/db/seed.server'
import { call, expectCode, signIn, setUpAdminTestDb } from '../support/admin-caller'
import { fixtureArcade } from '../support/fixtures'
import { anonymousCaller } from '../support/test-db'

/**
 * The administrator's catalogue (issue 19) over tRPC, on the fixture directory: adding an entry (its slug from the
 * title, unique), editing it, and merging two entries that are the same game.
 */

const USER = 'catalogue-admin'
const PASSWORD = 'catalogue-password-1234'
const { db } = setUpAdminTestDb(USER, PASSWORD, () => Date.UTC(2026, 10, 25))
const admin = async () => call((await signIn(USER, PASSWORD)).cookie).caller

let changes: DataChange[] = []
let stopListening = () => {}
beforeEach(() => {
  changes = []
  stopListening = onDataChange((c) => void changes.push(c))
})
afterEach(() => stopListening())

const lineupOf = async (slug: string) =>
  (await anonymousCaller().public.arcadeBySlug({ slug })).lineup.entries.map((e) => ({
    game: e.game.slug,
    count: e.count,
    status: e.status,
  }))

const gameOf = (slug: string) => {
  const row = db().select().from(games).where(eq(games.slug, slug)).get()
  return row && toAdminGame(row)
}

/** The issues of a refused call, as `field: message`. */
async function issues(p: Promise<unknown>): Promise<string[]> {
  const error = (await p.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code?: string; cause?: { issues?: { path: PropertyKey[]; message: string }[] } } | undefined
  expect(error?.code).toBe('BAD_REQUEST')
  return (error?.cause?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)
}

/** An entry's editable fields. */
const fieldsOf = ({ title, manufacturer, year, kind, aliases }: NonNullable<ReturnType<typeof gameOf>>) => ({
  title,
  manufacturer,
  year,
  kind,
  aliases,
})

const newGame = { title: 'Quarter Crusher', manufacturer: 'Atlas Amusements', year: 2025, kind: 'redemption' as const }

describe('adding and editing entries', () => {
  it('adds an entry with a slug from its title, and a second machine of that title by its maker and year', async () => {
    const caller = await admin()
    const added = await caller.admin.games.create({ ...newGame, aliases: ['QC'] })
    expect(added).toMatchObject({ slug: 'quarter-crusher', title: 'Quarter Crusher', aliases: ['QC'], arcadeCount: 0 })
    expect(changes).toEqual([{ kind: 'game', after: expect.objectContaining({ slug: 'quarter-crusher' }) }])
    const other = await caller.admin.games.create({ ...newGame, manufacturer: 'Other Co', year: 2024 })
    expect(other.slug).toBe('quarter-crusher-other-co-2024')
    expect((await anonymousCaller().public.games({ query: 'qc' })).data[0]).toMatchObject({ slug: 'quarter-crusher' })
  })

  it('refuses the same game twice, and input outside the rules, naming the field', async () => {
    const caller = await admin()
    const create = (fields: Record<string, unknown>) =>
      issues(caller.admin.games.create({ ...newGame, ...fields } as never))
    expect(await create({ title: 'pac-man', manufacturer: 'Namco', year: 1980 })).toEqual([
      'title: is already in the catalogue as pac-man',
    ])
    expect(await create({ year: 1800 })).toEqual(['year: must be 1970 or later'])
    expect(await create({ title: ' ' })).toEqual(['title: Title is required'])
    expect(await create({ title: 'Twice Named', aliases: ['TN', 'tn'] })).toEqual(['aliases.1: is listed twice'])
    expect(await create({ kind: 'slots' })).toEqual([
      'kind: must be one of video, pinball, rhythm, racing, light-gun, fighting, vr, redemption, table',
    ])
    expect(await create({ slug: 'chosen-slug' })).toEqual([': Unrecognized key: "slug"'])
    expect(changes).toEqual([])
  })

  it('edits an entry keeping its slug; an unknown id is NOT_FOUND; a visitor is UNAUTHORIZED', async () => {
    const caller = await admin()
    const game = gameOf('galaga')!
    const edited = await caller.admin.games.update({
      ...fieldsOf(game),
      id: game.id,
      title: 'Galaga (Namco)',
      aliases: ['GAL'],
    })
    expect(edited).toMatchObject({ id: game.id, slug: 'galaga', title: 'Galaga (Namco)', aliases: ['GAL'] })
    expect(changes).toEqual([
      {
        kind: 'game',
        before: expect.objectContaining({ title: 'Galaga' }),
        after: expect.objectContaining({ title: 'Galaga (Namco)' }),
      },
    ])
    await expectCode(caller.admin.games.update({ ...newGame, aliases: [], id: 999_999 }), 'NOT_FOUND')
    await expectCode(call().caller.admin.games.create({ ...newGame, aliases: [] }), 'UNAUTHORIZED')
    await expectCode(call().caller.admin.games.merge({ id: 1, intoId: 2 }), 'UNAUTHORIZED')
  })

  it('shows an edit in the lineups that have the entry at their next read, in its new place', async () => {
    const lineup = async (slug: string) =>
      (await anonymousCaller().public.arcadeBySlug({ slug })).lineup.entries.map((e) => e.game)
    const titles = async (slug: string) => (await lineup(slug)).map((g) => g.title)
    expect(await titles('pixel-palace')).toEqual([
      'Pac-Man',
      'Medieval Madness',
      "Street Fighter II': Champion Edition",
      'Mortal Kombat II',
    ])
    const game = gameOf('mortal-kombat-ii')!
    const caller = await admin()
    await caller.admin.games.update({
      ...fieldsOf(game),
      id: game.id,
      title: 'Mortal Kombat II (Midway)',
      kind: 'video',
      aliases: ['MK2'],
    })
    // Out of order, it follows the working video game; its kind left the fighting games.
    expect(await titles('pixel-palace')).toEqual([
      'Pac-Man',
      'Mortal Kombat II (Midway)',
      'Medieval Madness',
      "Street Fighter II': Champion Edition",
    ])
    expect((await lineup('pixel-palace'))[1]).toMatchObject({
      slug: 'mortal-kombat-ii',
      kind: 'video',
      aliases: ['MK2'],
    })
  })
})

describe('merging two entries', () => {
  it('moves every arcade to the kept entry, adds the counts where an arcade had both, and deletes the merged one', async () => {
    const caller = await admin()
    // Medieval Madness is at Pixel Palace (with Pac-Man), Houston Flipper Hall and Neon Nights.
    const kept = gameOf('pac-man')!
    const merged = gameOf('medieval-madness')!
    const result = await caller.admin.games.merge({ id: merged.id, intoId: kept.id })
    expect(result.movedArcades).toBe(3)
    expect(result.kept).toMatchObject({ slug: 'pac-man', arcadeCount: 3, aliases: ['Medieval Madness', 'MM'] })
    expect(await lineupOf('pixel-palace')).toContainEqual({ game: 'pac-man', count: 3, status: 'working' })
    expect((await lineupOf('pixel-palace')).filter((e) => e.game === 'pac-man')).toHaveLength(1)
    expect(await lineupOf('houston-flipper-hall')).toContainEqual({ game: 'pac-man', count: 1, status: 'working' })
    expect(await lineupOf('neon-nights')).toContainEqual({ game: 'pac-man', count: 1, status: 'working' })
    expect(gameOf('medieval-madness')).toBeUndefined()
    // One change per moved arcade, then the merged entry gone and the kept one with new short names.
    expect(changes.map((c) => c.kind)).toEqual(['arcade', 'arcade', 'arcade', 'game', 'game'])
    expect(changes[3]).toEqual({ kind: 'game', before: expect.objectContaining({ slug: 'medieval-madness' }) })
    expect((await anonymousCaller().public.arcadeBySlug({ slug: 'pixel-palace' })).game_count).toBe(3)
  })

  it('refuses a merge into itself, and answers NOT_FOUND for an entry that does not exist, changing nothing', async () => {
    const caller = await admin()
    const galaga = gameOf('galaga')!
    expect(await issues(caller.admin.games.merge({ id: galaga.id, intoId: galaga.id }))).toEqual([
      'intoId: must be another game',
    ])
    await expectCode(caller.admin.games.merge({ id: galaga.id, intoId: 999_999 }), 'NOT_FOUND')
    await expectCode(caller.admin.games.merge({ id: 999_999, intoId: galaga.id }), 'NOT_FOUND')
    expect(gameOf('galaga')).toBeDefined()
    expect(changes).toEqual([])
  })

  it('tells the caches that everything changed when a merge moves more than 200 arcades', async () => {
    insertArcades(
      db(),
      Array.from({ length: 201 }, (_, i) =>
        fixtureArcade({
          name: `Bulk Merge ${i}`,
          city: 'Austin',
          state: 'Texas',
          lineup: [{ game: 'asteroids', count: 1, price_cents: null }],
        }),
      ),
      'sample',
    )
    const caller = await admin()
    const asteroids = gameOf('asteroids')!
    const deluxe = gameOf('asteroids-deluxe')!
    expect(asteroids.arcadeCount).toBe(201)
    changes = []
    const result = await caller.admin.games.merge({ id: asteroids.id, intoId: deluxe.id })
    expect(result.movedArcades).toBe(201)
    expect(changes).toEqual([{ kind: 'all' }])
  })
})
