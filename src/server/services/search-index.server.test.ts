import { afterEach, describe, expect, it } from 'vitest'
import { fixtureArcade, indexedArcadeBuilder } from '../../../tests/support/fixtures'
import { markDataChanged } from '../cache/data-generation.server'
import { openDatabase, type Db } from '../db/client.server'
import { arcades } from '../db/schema'
import { insertArcades } from '../db/seed.server'
import {
  SearchIndex,
  searchIndexOf,
  searchWords,
  type IndexQuery,
  type IndexedArcade,
  type IndexedGame,
} from './search-index.server'

const arcade = indexedArcadeBuilder()

// In id order, as the database hands them over.
const ROWS: IndexedArcade[] = [
  arcade({
    name: 'Pixel Palace',
    city: 'Houston',
    stateSlug: 'texas',
    type: 'retro,barcade',
    rating: 4.5,
    reviewCount: 12,
  }),
  arcade({ name: 'Joystick Junction', city: 'Houston', stateSlug: 'texas', zip: '77003', type: 'vr', rating: 4 }),
  arcade({ name: 'Houston Flipper Hall', city: 'Houston', stateSlug: 'texas', zip: '77004', rating: 3.5 }),
  arcade({ name: 'Neon Nights', city: 'Austin', stateSlug: 'texas', zip: '78701', type: 'barcade,adult', rating: 5 }),
  arcade({ name: 'Café Austin', city: 'Dallas', stateSlug: 'texas', zip: '75201', type: 'video arcade', rating: 3 }),
  // Review counts decide the rating order's tie of Pixel Palace and Tilt Town.
  arcade({
    name: 'Tilt Town',
    city: 'Los Angeles',
    stateSlug: 'california',
    zip: '90013',
    rating: 4.5,
    reviewCount: 90,
  }),
  arcade({ name: 'Texas Tilt', city: 'Chicago', stateSlug: 'illinois', zip: '60601', type: 'arcade,video', rating: 4 }),
]
const index = SearchIndex.build(ROWS)

const nameOf = (id: number) => ROWS.find((a) => a.id === id)?.name
const search = (query: Partial<IndexQuery>) => {
  const { ids, total } = index.query({ limit: 100, offset: 0, ...query })
  return { names: ids.map(nameOf), total }
}
const words = (text: string) => searchWords(text)

describe('searchWords', () => {
  it('lower-cases, drops accents and splits on anything but letters and digits', () => {
    expect(searchWords('Café  Crème — 24/7!')).toEqual(['cafe', 'creme', '24', '7'])
    expect(searchWords('...')).toEqual([])
  })
})

describe('queryIndex', () => {
  it('without words lists every arcade in the default order: rating desc, then name, then id', () => {
    expect(search({})).toEqual({
      names: [
        'Neon Nights',
        'Pixel Palace',
        'Tilt Town',
        'Joystick Junction',
        'Texas Tilt',
        'Houston Flipper Hall',
        'Café Austin',
      ],
      total: 7,
    })
  })

  it('matches word prefixes of name, city, state name, state code and ZIP', () => {
    expect(search({ words: words('hous') }).total).toBe(3)
    expect(search({ words: words('pix') }).names).toEqual(['Pixel Palace'])
    expect(search({ words: words('califor') }).names).toEqual(['Tilt Town'])
    expect(search({ words: words('IL') }).names).toEqual(['Texas Tilt'])
    expect(search({ words: words('7870') }).names).toEqual(['Neon Nights'])
    expect(search({ words: words('cafe') }).names).toEqual(['Café Austin'])
    expect(search({ words: words('zzz') })).toEqual({ names: [], total: 0 })
  })

  it('ranks by the fields matched (name, then city or ZIP, then state), ties in the default order', () => {
    // Name and city beat city alone; within the city-only matches, rating decides.
    expect(search({ words: words('houston') }).names).toEqual([
      'Houston Flipper Hall',
      'Pixel Palace',
      'Joystick Junction',
    ])
    // A name match beats a city match beats a state match, whatever the ratings.
    expect(search({ words: words('austin') }).names).toEqual(['Café Austin', 'Neon Nights'])
    expect(search({ words: words('texas') }).names).toEqual([
      'Texas Tilt',
      'Neon Nights',
      'Pixel Palace',
      'Joystick Junction',
      'Houston Flipper Hall',
      'Café Austin',
    ])
  })

  it('requires every word (AND), each as a prefix', () => {
    expect(search({ words: words('pixel pal') }).names).toEqual(['Pixel Palace'])
    expect(search({ words: words('austin tx') }).names).toEqual(['Café Austin', 'Neon Nights'])
    expect(search({ words: words('tilt tex') }).names).toEqual(['Texas Tilt'])
    expect(search({ words: words('pixel zzz') }).total).toBe(0)
  })

  it('filters by state, city and ZIP exactly, and by minimum rating inclusively', () => {
    expect(search({ stateSlug: 'texas' }).total).toBe(5)
    expect(search({ stateSlug: 'texas', citySlug: 'houston', words: words('j') }).names).toEqual(['Joystick Junction'])
    expect(search({ zip: '78701' }).names).toEqual(['Neon Nights'])
    expect(search({ zip: '7870' }).total).toBe(0)
    expect(search({ stateSlug: 'narnia' }).total).toBe(0)
    expect(search({ minRating: 4.5 }).names).toEqual(['Neon Nights', 'Pixel Palace', 'Tilt Town'])
  })

  it('filters by type: the words follow each other inside one entry of the type list', () => {
    expect(search({ typeWords: ['barcade'] }).names).toEqual(['Neon Nights', 'Pixel Palace'])
    expect(search({ typeWords: ['video', 'arcade'] }).names).toEqual(['Café Austin'])
    expect(search({ typeWords: ['arcade', 'video'] }).names).toEqual([]) // two entries, not one phrase
    expect(search({ typeWords: ['retro'], words: words('houston') }).names).toEqual([
      'Houston Flipper Hall',
      'Pixel Palace',
    ])
  })

  it('pages stably: the total counts every match, pages neither overlap nor skip', () => {
    const all = search({ words: words('t') })
    expect(all.names.slice(0, 3)).toEqual(['Tilt Town', 'Texas Tilt', 'Neon Nights'])
    expect(all.total).toBe(7)
    const pages = [0, 2, 4, 6].map((offset) => index.query({ words: words('t'), limit: 2, offset }))
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7, 7])
    expect(pages.flatMap((p) => p.ids.map(nameOf))).toEqual(all.names)
    expect(index.query({ words: words('t'), limit: 2, offset: 7 })).toEqual({ ids: [], total: 7 })
    expect(index.query({ limit: 3, offset: 5 }).ids.map(nameOf)).toEqual(['Houston Flipper Hall', 'Café Austin'])
  })
})

describe('queryIndex among many arcades', () => {
  // The same arcades among 300 others that none of these searches matches: a word then matches under a sixteenth of
  // the index, whose matches are sorted by themselves instead of picked out of the whole default order.
  const fillers = Array.from({ length: 300 }, (_, i) =>
    arcade({ name: `Filler ${i}`, city: 'Dayton', stateSlug: 'ohio', zip: '45402', rating: (i % 5) + 1 }),
  )
  const many = SearchIndex.build([...ROWS, ...fillers])
  const namesIn = (within: SearchIndex, query: Partial<IndexQuery>) =>
    within.query({ limit: 100, offset: 0, ...query }).ids.map(nameOf)

  it('finds and orders what a word matches as among the seven alone, with each filter', () => {
    const queries: Partial<IndexQuery>[] = [
      { words: words('houston') },
      { words: words('texas') },
      { words: words('austin tx') },
      { words: words('t'), minRating: 4 },
      { words: words('texas'), stateSlug: 'texas', citySlug: 'houston' },
      { words: words('houston'), typeWords: ['retro'] },
      { words: words('texas'), sort: 'name' },
      { words: words('texas'), sort: 'rating' },
    ]
    for (const query of queries) {
      const alone = namesIn(index, query)
      expect(alone.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(namesIn(many, query), JSON.stringify(query)).toEqual(alone)
    }
    expect(many.query({ words: words('texas'), limit: 2, offset: 2 })).toMatchObject({ total: 6 })
    expect(many.query({ words: words('filler 1'), limit: 1, offset: 0 }).total).toBe(111)
  })
})

describe('queryIndex sort orders', () => {
  const idOf = (name: string) => ROWS.find((a) => a.name === name)!.id
  /** Candidates of a point search: names and their distances in miles. */
  const within = (miles: Record<string, number>) => ({
    ids: Object.keys(miles).map(idOf),
    miles: Object.values(miles),
  })

  it('sorts by rating with ties by review count, and by name, across pages', () => {
    expect(search({ sort: 'rating' }).names.slice(0, 3)).toEqual(['Neon Nights', 'Tilt Town', 'Pixel Palace'])
    expect(search({ sort: 'name' }).names).toEqual([
      'Café Austin',
      'Houston Flipper Hall',
      'Joystick Junction',
      'Neon Nights',
      'Pixel Palace',
      'Texas Tilt',
      'Tilt Town',
    ])
    for (const sort of ['rating', 'name'] as const) {
      const all = search({ sort }).names
      const pages = [0, 3, 6].flatMap((offset) => index.query({ sort, limit: 3, offset }).ids.map(nameOf))
      expect(pages, sort).toEqual(all)
    }
    expect(search({ sort: 'name', words: words('houston') }).names).toEqual([
      'Houston Flipper Hall',
      'Joystick Junction',
      'Pixel Palace',
    ])
  })

  it('keeps a point search to its candidates, nearest first, ties by id, with the other filters', () => {
    const candidates = within({ 'Pixel Palace': 2.5, 'Neon Nights': 1.2, 'Joystick Junction': 2.5, 'Tilt Town': 9 })
    expect(search({ within: candidates, sort: 'distance' })).toEqual({
      names: ['Neon Nights', 'Pixel Palace', 'Joystick Junction', 'Tilt Town'],
      total: 4,
    })
    expect(search({ within: candidates, sort: 'distance', minRating: 4.5 }).names).toEqual([
      'Neon Nights',
      'Pixel Palace',
      'Tilt Town',
    ])
    expect(search({ within: candidates, sort: 'relevance' }).names).toEqual([
      'Neon Nights',
      'Pixel Palace',
      'Tilt Town',
      'Joystick Junction',
    ])
    expect(search({ within: candidates, sort: 'rating', words: words('houston') }).names).toEqual([
      'Pixel Palace',
      'Joystick Junction',
    ])
    // An id the index does not hold (written after it was built) is left out, not an error.
    expect(search({ within: { ids: [999], miles: [1] }, sort: 'distance' })).toEqual({ names: [], total: 0 })
  })
})

describe('games in the index', () => {
  const game = (id: number, title: string): IndexedGame => ({
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    aliases: '[]',
    kind: 'pinball',
  })

  it('finds arcades by a game whose id needs more than two bytes, before and after an edit of a lineup', () => {
    const pinball = indexedArcadeBuilder()
    const rows = [
      pinball({ name: 'Small Id Hall', city: 'Houston', stateSlug: 'texas', games: [7 * 2] }),
      pinball({ name: 'Both Hall', city: 'Houston', stateSlug: 'texas', games: [7 * 2 + 1, 40_000 * 2] }),
    ]
    const games = SearchIndex.build(rows, undefined, [game(7, 'Gorgar'), game(40_000, 'Xenon')])
    const named = (query: Partial<IndexQuery>) =>
      games.query({ limit: 10, offset: 0, ...query }).ids.map((id) => rows.find((r) => r.id === id)?.name)
    expect(named({ game: 40_000 })).toEqual(['Both Hall'])
    expect(named({ words: ['xenon'] })).toEqual(['Both Hall'])
    // Working copies first.
    expect(named({ game: 7 })).toEqual(['Small Id Hall', 'Both Hall'])
    games.put({ ...rows[0]!, games: [7 * 2, 40_001 * 2 + 1] })
    games.putGame(game(40_001, 'Zaccaria'))
    expect(named({ game: 40_001 })).toEqual(['Small Id Hall'])
    expect(named({ game: 7 })).toEqual(['Small Id Hall', 'Both Hall'])
    expect(
      games
        .matchedGames([rows[1]!.id], { game: 40_000 })
        .get(rows[1]!.id)
        ?.map((g) => g.title),
    ).toEqual(['Xenon'])
  })

  it('finds by a game a word of two letters or more starts, and a word of one letter only whole', () => {
    const hall = indexedArcadeBuilder()
    const rows = [
      hall({ name: 'Tilt Town', city: 'Houston', stateSlug: 'texas', games: [1 * 2] }),
      hall({ name: 'Joystick Junction', city: 'Houston', stateSlug: 'texas', games: [2 * 2] }),
    ]
    const index = SearchIndex.build(rows, undefined, [game(1, 'Asteroids'), game(2, 'Q')])
    const named = (words: string[]) =>
      index.query({ limit: 10, offset: 0, words }).ids.map((id) => rows.find((r) => r.id === id)?.name)
    expect(named(['as'])).toEqual(['Tilt Town'])
    expect(named(['a'])).toEqual([])
    expect(named(['q'])).toEqual(['Joystick Junction'])
    expect(index.matchedGames([rows[0]!.id], { words: ['a'] }).size).toBe(0)
    expect(index.matchedGames([rows[0]!.id], { words: ['as'] }).get(rows[0]!.id)?.[0]?.title).toBe('Asteroids')
  })
})

describe('searchIndexOf', () => {
  let db: Db | undefined
  afterEach(() => db?.$client.close())

  it('builds once per data generation: the next search after markDataChanged sees the change', () => {
    db = openDatabase(':memory:')
    insertArcades(db, [fixtureArcade({ name: 'First Arcade', city: 'Houston', state: 'Texas' })], 'sample')
    const first = searchIndexOf(db)
    expect(searchIndexOf(db)).toBe(first)
    expect(first.query({ words: ['second'], limit: 10, offset: 0 }).total).toBe(0)

    insertArcades(db, [fixtureArcade({ name: 'Second Arcade', city: 'Austin', state: 'TX', rating: 5 })], 'sample')
    markDataChanged({ kind: 'all' })
    const second = searchIndexOf(db)
    expect(second).not.toBe(first)
    expect(second.query({ words: ['second'], limit: 10, offset: 0 }).total).toBe(1)
    expect(second.query({ words: ['arcade'], limit: 10, offset: 0 }).total).toBe(2)
  })

  it('follows a change in one database after another database with an index was closed', () => {
    const closed = openDatabase(':memory:')
    insertArcades(closed, [fixtureArcade({ name: 'Gone Arcade', city: 'Houston', state: 'Texas' })], 'sample')
    searchIndexOf(closed)
    closed.$client.close()
    db = openDatabase(':memory:')
    insertArcades(db, [fixtureArcade({ name: 'First Arcade', city: 'Houston', state: 'Texas' })], 'sample')
    const index = searchIndexOf(db)
    const row = db.select().from(arcades).get()!
    db.update(arcades).set({ name: 'Renamed Arcade' }).run()
    markDataChanged({ kind: 'arcade', before: row, after: { ...row, name: 'Renamed Arcade' }, games: [] })
    expect(index.query({ words: ['renamed'], limit: 10, offset: 0 }).total).toBe(1)
  })
})
