import { afterAll, describe, expect, it } from 'vitest'
import { fixtureArcade } from '../../../tests/support/fixtures'
import { adminArcadeInput } from '../../shared/admin-arcade'
import { SEARCH_SORTS } from '../../shared/constants'
import type { SearchParams } from '../../shared/search-params'
import { markDataChanged } from '../cache/data-generation.server'
import { openDatabase } from '../db/client.server'
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import { arcadeGames, arcades, games, LISTED } from '../db/schema'
import { insertArcades } from '../db/seed.server'
import { loadGameCatalogue } from '../db/game-catalogue.server'
import { setLineupInput } from '../../shared/lineup'
import { setLineup } from './games.server'
import { createAdminArcade, deleteAdminArcade, toAdminArcade, updateAdminArcade } from './admin-arcades.server'
import { searchArcades } from './arcades.server'
import { undeleteArcade } from './listing-history.server'
import { searchIndexOf } from './search-index.server'
import { suggestions } from './suggestions.server'
import { SYSTEM_ACTOR } from './listing-writes.server'
import { randomSource } from '../../../tests/support/random'

/**
 * The search index, its spelling vocabulary and the suggestions follow each change of an arcade incrementally
 * (docs/decisions/0033-incremental-changes.md). Property: after any sequence of admin creates, edits, deletes and
 * lineup changes (issue 19), every search, suggestion and popular-games list answers exactly what an index built
 * again from the database answers; closures, deletes and undeletes (issue 20) take arcades out of it and back.
 */

// Names that share words and ratings (ties in every order), differ only in case or accents, and hold characters
// that JavaScript and SQLite order differently (an emoji, outside the BMP, after a full-width letter).
const NAME_WORDS = [
  'Pixel',
  'pixel',
  'Palace',
  'Café',
  'cafe',
  'Zed',
  'zebra',
  'Ärger',
  'Tilt',
  'Town',
  '👾',
  'Ａrcade',
]
const PLACES = [
  { city: 'Houston', state: 'Texas', zipCode: '77002', lat: 29.76, lng: -95.37 },
  { city: 'Austin', state: 'TX', zipCode: '78701', lat: 30.27, lng: -97.74 },
  { city: 'Burlington', state: 'Vermont', zipCode: '05401', lat: 44.48, lng: -73.21 },
  { city: 'Portland', state: 'Oregon', zipCode: '97201', lat: 45.52, lng: -122.68 },
  { city: 'Portland', state: 'Maine', zipCode: '04101', lat: 43.66, lng: -70.26 },
]
const TYPES = ['retro', 'pinball', 'retro,barcade', 'vr', 'family,redemption', 'video arcade']
const HOURS = ['Mo-Su 10:00-22:00', 'Mo-Fr 12:00-20:00', null]
// Games that share words ("Dance Dance Revolution" and its versions) and kinds, with short names.
const GAMES = [
  'medieval-madness',
  'attack-from-mars',
  'dance-dance-revolution',
  'dance-dance-revolution-extreme',
  'pac-man',
  'ms-pac-man',
  'mortal-kombat-ii',
  'skee-ball',
  'zero-latency',
]
const GAME_STATUSES = [
  { status: 'working', statusSince: null },
  { status: 'working', statusSince: null },
  { status: 'out_of_order', statusSince: '2026-10-01' },
  { status: 'left', statusSince: '2025-06-01' },
] as const

describe('incremental index updates', () => {
  const db = openDatabase(':memory:')
  loadGameCatalogue(db)
  afterAll(() => db.$client.close())
  const random = randomSource(20261125)
  const { next, pick } = random

  function arcadeData() {
    const place = pick(PLACES)
    const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(NAME_WORDS))
    const located = next() < 0.85
    return adminArcadeInput.parse({
      name: words.join(' '),
      type: pick(TYPES),
      description: 'A test arcade.',
      address: '1 Main St',
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      rating: 1 + Math.floor(next() * 9) / 2,
      reviewCount: Math.floor(next() * 3),
      openingHours: pick(HOURS),
      latitude: located ? place.lat + (next() - 0.5) / 5 : null,
      longitude: located ? place.lng + (next() - 0.5) / 5 : null,
    })
  }

  /** Open, closed for a while, or closed for good (since a day), as the arcade form sends it. */
  function closure() {
    const status = pick(['open', 'temporarily_closed', 'permanently_closed'] as const)
    return { status, closedOn: status === 'open' ? null : (pick([null, '2026-10-01']) ?? '2026-09-15') }
  }

  /**
   * The arcade's own values with one of them (or a group that goes together) changed, or none but the description:
   * the index keeps an arcade whose indexed values did not change as it is, so each value it holds must be seen to
   * change alone.
   */
  function oneValueChanged(id: number) {
    const { id: _id, ...current } = toAdminArcade(db.select().from(arcades).where(eq(arcades.id, id)).get()!)
    const other = arcadeData()
    const moved = (value: number | null) => (value === null ? null : value + (next() - 0.5) / 5)
    const change = pick([
      { name: other.name },
      { type: other.type },
      { zipCode: other.zipCode },
      { city: other.city, state: other.state, zipCode: other.zipCode },
      { city: current.city.toUpperCase() }, // the same city (and slug), spelt otherwise
      { rating: other.rating },
      { reviewCount: other.reviewCount },
      { openingHours: other.openingHours },
      { latitude: moved(current.latitude) },
      { longitude: moved(current.longitude) },
      {},
    ])
    return adminArcadeInput.parse({ ...current, ...change, description: `Edited ${next()}` })
  }

  function lineupData() {
    const games = GAMES.filter(() => next() < 0.35)
    return setLineupInput.parse({ entries: games.map((game) => ({ game, ...pick(GAME_STATUSES) })) })
  }

  /** Every kind of search and suggestion, as visitors ask for them. */
  function answers() {
    const base: SearchParams = { radius: 25, sort: 'relevance', limit: 7, offset: 0 }
    const variants: Partial<SearchParams>[] = [
      {},
      { offset: 7 },
      { query: 'pixel' },
      { query: 'pix pal' },
      { query: 'cafe' },
      { query: 'houston' },
      { query: 'tx' },
      { query: 'zed', exact: true },
      { query: 'pixle palce' }, // corrected spelling
      { query: 'portland' },
      { type: 'retro' },
      { type: 'video arcade' },
      { state: 'texas' },
      { state: 'texas', city: 'austin' },
      { zip: '97201' },
      { zip: '78701' },
      { minRating: 3.5 },
      { openNow: true },
      { near: { kind: 'point', latitude: 30.27, longitude: -97.74 }, sort: 'distance', radius: 200 },
      { near: { kind: 'point', latitude: 45.5, longitude: -122.6 }, query: 'tilt', radius: 50 },
      { query: 'madness' },
      { query: 'ddr' },
      { query: 'dance houston' },
      { query: 'medeival' }, // a game's title, corrected
      { game: 'medieval-madness' },
      // A game's own list, kept in its order between changes (decision 0039's addendum): a later page, a filter.
      { game: 'pac-man', offset: 7 },
      { game: 'pac-man', minRating: 3 },
      { game: 'mortal-kombat-ii', state: 'texas' },
      { game: 'pac-man', near: { kind: 'point', latitude: 30.27, longitude: -97.74 }, sort: 'distance', radius: 200 },
      { gameKind: 'pinball' },
      { gameKind: 'redemption', query: 'pixel' },
    ]
    const searches = variants.flatMap((variant) =>
      SEARCH_SORTS.filter((sort) => sort !== 'distance' || variant.near).map((sort) => {
        const found = searchArcades(db, { ...base, sort, ...variant }, true)
        const ids = found.arcades.map((a) => [a.id, a.matched_games?.map((g) => g.slug)])
        return { variant, sort, ids, total: found.total, q: found.corrected_query, kinds: found.game_kinds }
      }),
    )
    const typed = [
      'p',
      'pix',
      'caf',
      'port',
      'hou',
      'tex',
      'ver',
      'ret',
      'video a',
      'zeb',
      'huston',
      '👾',
      'dance',
      'mk',
    ]
    const popular = PLACES.map((p) =>
      searchIndexOf(db).popularGames(p.state === 'TX' ? 'texas' : p.state.toLowerCase(), undefined, 4),
    )
    return { searches, suggestions: typed.map((text) => suggestions(db, text)), popular }
  }

  it('answers every search and suggestion as an index built again would, after random creates, edits, closures, deletes, undeletes and lineups', () => {
    insertArcades(
      db,
      Array.from({ length: 40 }, (_, i) =>
        fixtureArcade({ name: `${pick(NAME_WORDS)} ${i}`, city: 'Houston', state: 'Texas' }),
      ),
      'sample',
    )
    const index = searchIndexOf(db)
    for (let round = 0; round < 12; round++) {
      for (let edit = 0; edit < 15; edit++) {
        const ids = db
          .select({ id: arcades.id })
          .from(arcades)
          .all()
          .map((r) => r.id)
        const deleted = db
          .select({ id: arcades.id })
          .from(arcades)
          .where(isNotNull(arcades.deletedAt))
          .all()
          .map((r) => r.id)
        const roll = next()
        if (roll < 0.2 || ids.length < 10) createAdminArcade(db, SYSTEM_ACTOR, arcadeData())
        else if (roll < 0.3) updateAdminArcade(db, SYSTEM_ACTOR, pick(ids), arcadeData())
        else if (roll < 0.5) {
          const id = pick(ids.filter((i) => !deleted.includes(i)))
          updateAdminArcade(db, SYSTEM_ACTOR, id, oneValueChanged(id))
        } else if (roll < 0.62) updateAdminArcade(db, SYSTEM_ACTOR, pick(ids), { ...arcadeData(), ...closure() })
        else if (roll < 0.8) setLineup(db, SYSTEM_ACTOR, pick(ids), lineupData())
        else if (roll < 0.9 || deleted.length === 0) deleteAdminArcade(db, SYSTEM_ACTOR, pick(ids))
        else undeleteArcade(db, SYSTEM_ACTOR, pick(deleted))
      }
      // The catalogue's counts (kept by SQL triggers) count the listed arcades that have each game.
      const counted = db
        .select({ slug: games.slug, n: games.arcadeCount })
        .from(games)
        .where(inArray(games.slug, GAMES))
        .all()
      const listed = db
        .select({ slug: games.slug, n: sql<number>`count(${arcades.id})` })
        .from(games)
        .leftJoin(arcadeGames, and(eq(arcadeGames.gameId, games.id), ne(arcadeGames.status, 'left')))
        .leftJoin(arcades, and(eq(arcades.id, arcadeGames.arcadeId), LISTED))
        .where(inArray(games.slug, GAMES))
        .groupBy(games.slug)
        .all()
      expect(
        counted.sort((x, y) => x.slug.localeCompare(y.slug)),
        `round ${round}`,
      ).toEqual(listed.sort((x, y) => x.slug.localeCompare(y.slug)))
      const incremental = answers()
      if (round === 0) expect(searchIndexOf(db), 'the index was changed in place, not built again').toBe(index)
      markDataChanged({ kind: 'all' }) // the next search builds the index again from the database
      expect(incremental, `round ${round}`).toEqual(answers())
    }
  })
})
