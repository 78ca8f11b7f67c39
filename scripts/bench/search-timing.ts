import { gamePageData, popularGames, type GamePageAddress } from '../../src/server/services/games.server'
import fs from 'node:fs'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { slugify } from '../../src/lib/slug'
import { openDatabase, type Db } from '../../src/server/db/client.server'
import { arcades } from '../../src/server/db/schema'
import { createAdminArcade } from '../../src/server/services/admin-arcades.server'
import { searchArcades } from '../../src/server/services/arcades.server'
import { suggestions } from '../../src/server/services/suggestions.server'
import { adminArcadeInput } from '../../src/shared/admin-arcade'
import { searchInput } from '../../src/shared/arcade'
import type { SearchInput } from '../../src/shared/search-params'
import { SYSTEM_ACTOR } from '../../src/server/services/listing-writes.server'

/** The ZIP code of the point searches: downtown Los Angeles, where the sample directory is densest. */
export const DENSE_ZIP = '90012'
/** The state with the most sample arcades, for a state page's data. */
const POPULAR_STATE = 'california'

export interface Timing {
  shape: string
  input: string
  total: number
  /** Arcades in the answer. */
  returned: number
  /**
   * A query shape answers a page of results, and the 10 ms target applies; a large answer asks for
   * 2,000 rows, whose cost follows the rows returned (reported per row), not the directory's size. A corrected
   * search (a misspelled query, searched again with its likely spelling) has 15 ms, a suggestion list 5 ms.
   */
  kind: 'query shape' | 'large answer' | 'corrected search' | 'suggest'
  p50: number
  p99: number
}

export interface DuplicateTiming {
  /** Which creations, 1-based: the median of a window of ten, since one sample on a busy machine is noise. */
  from: number
  to: number
  ms: number
}

export interface SearchTimingResult {
  arcades: number
  runs: number
  shapes: Timing[]
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** p50 and p99 of `runs` calls of `call`, after 20 discarded ones. */
function percentiles(call: () => void, runs: number): Pick<Timing, 'p50' | 'p99'> {
  for (let i = 0; i < 20; i++) call()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    call()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) }
}

function time(db: Db, input: SearchInput, runs: number): Pick<Timing, 'p50' | 'p99' | 'total' | 'returned'> {
  // The API parses input the same way, so every shape runs with the defaults a request would get.
  const params = searchInput.parse(input)
  const { total, arcades } = searchArcades(db, params)
  return { total, returned: arcades.length, ...percentiles(() => searchArcades(db, params), runs) }
}

function timeGamePage(
  db: Db,
  slug: string,
  address: GamePageAddress,
  runs: number,
): Pick<Timing, 'p50' | 'p99' | 'total' | 'returned'> {
  const { found } = gamePageData(db, slug, address)!
  return {
    total: found.total,
    returned: found.arcades.length,
    ...percentiles(() => gamePageData(db, slug, address), runs),
  }
}

/** The state page's "Popular games in California" (its densest state): every lineup of the state's arcades counted. */
function timePopularGames(db: Db, runs: number): Pick<Timing, 'p50' | 'p99' | 'total' | 'returned'> {
  const found = popularGames(db, POPULAR_STATE)
  return { total: found.length, returned: found.length, ...percentiles(() => popularGames(db, POPULAR_STATE), runs) }
}

function timeSuggest(db: Db, query: string, runs: number): Pick<Timing, 'p50' | 'p99' | 'total' | 'returned'> {
  const { suggestions: found } = suggestions(db, query)
  return { total: found.length, returned: found.length, ...percentiles(() => suggestions(db, query), runs) }
}

/**
 * Times the search service in-process, without HTTP: the server-side share of a search request. The
 * database must not be open for writing elsewhere (the benchmark stops its server first).
 */
export function timeSearches(databasePath: string, runs = 300): SearchTimingResult {
  const db = openDatabase(databasePath)
  try {
    const size = searchArcades(db, searchInput.parse({ limit: 1 })).total
    const withA = searchArcades(db, searchInput.parse({ query: 'a', limit: 1 })).total
    const deepNoText = Math.max(0, Math.min(90_000, size - 20))
    const deepWithText = Math.max(0, Math.floor(withA * 0.9))
    const shapes: [string, Timing['kind'], SearchInput][] = [
      ['one-letter prefix', 'query shape', { query: 'a' }],
      ['two-letter prefix', 'query shape', { query: 'ho' }],
      ['city word', 'query shape', { query: 'houston' }],
      ['ZIP in the text (near it)', 'query shape', { query: '78701' }],
      ['type word', 'query shape', { query: 'pinball' }],
      ['type word + city word', 'query shape', { query: 'pinball austin' }],
      ['type word + ZIP in the text', 'query shape', { query: `retro ${DENSE_ZIP}` }],
      ['near a city without its state', 'query shape', { near: 'springfield' }],
      ['near a point, named after its city', 'query shape', { near: '30.267,-97.743' }],
      ['ZIP filter', 'query shape', { zip: '78701' }],
      ['type filter', 'query shape', { type: 'retro' }],
      ['rating filter', 'query shape', { minRating: 4.5 }],
      ['type + rating', 'query shape', { type: 'retro', minRating: 4.5 }],
      ['open now', 'query shape', { openNow: true }],
      ['text + state', 'query shape', { query: 'austin', state: 'texas' }],
      ['deep offset, no text', 'query shape', { offset: deepNoText }],
      ['deep offset with text', 'query shape', { query: 'a', offset: deepWithText }],
      ['near a ZIP, 25 miles (dense city)', 'query shape', { near: DENSE_ZIP, radius: 25 }],
      ['near a point, 100 miles, with text', 'query shape', { near: '34.05,-118.25', radius: 100, query: 'a' }],
      ['near a ZIP, by rating', 'query shape', { near: DENSE_ZIP, sort: 'rating' }],
      ['sort by name, deep offset', 'query shape', { sort: 'name', offset: deepNoText }],
      ['sort by rating, with text', 'query shape', { query: 'a', sort: 'rating' }],
      ['limit 2000', 'large answer', { limit: 2000 }],
      ['limit 2000 with text', 'large answer', { query: 'a', limit: 2000 }],
      ['misspelled city', 'corrected search', { query: 'huston' }],
      ['misspelled name words', 'corrected search', { query: 'pixle palce' }],
      ['misspelled, no correction', 'corrected search', { query: 'qqqqqqqq' }],
      // Issue 19: a game near a point and a game page answer in 10 ms at 100,000 arcades and 2.5 M lineup entries.
      ['game near a ZIP, 25 miles', 'query shape', { game: 'pac-man', near: DENSE_ZIP, radius: 25 }],
      ['game, best rated', 'query shape', { game: 'pac-man' }],
      ['game title words', 'query shape', { query: 'medieval madness' }],
      ['game short name', 'query shape', { query: 'ddr' }],
      ['game kind filter', 'query shape', { gameKind: 'pinball' }],
      ['misspelled game title', 'corrected search', { query: 'medeival' }],
    ]
    // A game page lists the game's arcades near a place, or (no place) the best rated of all of them.
    const gamePages: [string, GamePageAddress][] = [
      ['game page near a ZIP (its data)', { near: DENSE_ZIP }],
      ['game page, no place (its data)', {}],
    ]
    const suggestQueries: [string, string][] = [
      ['suggest, two letters', 'ho'],
      ['suggest, a city', 'hou'],
      ['suggest, two words', 'new y'],
      ['suggest, misspelled', 'huston'],
    ]
    return {
      arcades: size,
      runs,
      shapes: [
        ...shapes.map(([shape, kind, input]) => ({
          shape,
          kind,
          input: JSON.stringify(input),
          ...time(db, input, runs),
        })),
        ...gamePages.map(([shape, address]) => ({
          shape,
          kind: 'query shape' as const,
          input: JSON.stringify({ game: 'pac-man', ...address }),
          ...timeGamePage(db, 'pac-man', address, runs),
        })),
        {
          shape: 'popular games of a state (its data)',
          kind: 'query shape' as const,
          input: JSON.stringify({ state: POPULAR_STATE }),
          ...timePopularGames(db, runs),
        },
        ...suggestQueries.map(([shape, query]) => ({
          shape,
          kind: 'suggest' as const,
          input: JSON.stringify({ query }),
          ...timeSuggest(db, query, runs),
        })),
      ],
    }
  } finally {
    db.$client.close()
  }
}

/**
 * Times adding an arcade whose name and city already exist `n` times over: each duplicate needs a new slug,
 * and how that slug is found decides whether the 3,000th costs more than the 1st. Runs on a scratch copy.
 * The duplicates before each timed window are inserted directly, in bulk, with the slugs the service would
 * have given them: the same table as thousands of slow creations, without waiting for them.
 */
export function timeDuplicateCreations(databasePath: string, scratchDir: string, count = 3000): DuplicateTiming[] {
  const scratch = path.join(scratchDir, 'duplicates.db')
  fs.rmSync(scratch, { force: true })
  const source = openDatabase(databasePath)
  try {
    source.$client.prepare('VACUUM INTO ?').run(scratch)
  } finally {
    source.$client.close()
  }
  const db = openDatabase(scratch)
  const data = adminArcadeInput.parse({
    name: 'Benchmark Duplicate Arcade',
    description: 'Added many times by npm run bench.',
    address: '1 Main St',
    city: 'Houston',
    state: 'TX',
    zipCode: '77002',
    rating: 4,
    reviewCount: 0,
  })
  const windows: [number, number][] = [
    [1, 1],
    [2, 11],
    [91, 100],
    [991, 1000],
    [count - 9, count],
  ]
  const timings: DuplicateTiming[] = []
  let created = 0
  const timed = (): number => {
    const start = performance.now()
    createAdminArcade(db, SYSTEM_ACTOR, data)
    created++
    return performance.now() - start
  }
  try {
    for (const [from, to] of windows) {
      if (from <= created || to > count) continue
      if (from - 1 > created) {
        // Creation #k (k ≥ 3) gets "<name>-<city>-<k-1>" while the slug scheme is base, base-city, base-city-2…
        const template = db.select().from(arcades).where(eq(arcades.source, 'admin')).orderBy(desc(arcades.id)).get()
        if (!template || created < 2) throw new Error('the first two duplicates are created by the service')
        const { id: _id, slug: _slug, ...fields } = template
        const withCity = `${slugify(data.name)}-${slugify(data.city)}`
        const rows = Array.from({ length: from - 1 - created }, (_, i) => ({
          ...fields,
          slug: `${withCity}-${created + i}`,
        }))
        db.transaction((tx) => {
          for (let i = 0; i < rows.length; i += 500)
            tx.insert(arcades)
              .values(rows.slice(i, i + 500))
              .run()
        })
        created = from - 1
      }
      const samples: number[] = []
      for (let nth = from; nth <= to; nth++) samples.push(timed())
      timings.push({
        from,
        to,
        ms: percentile(
          samples.sort((a, b) => a - b),
          50,
        ),
      })
    }
  } finally {
    db.$client.close()
    for (const file of [scratch, `${scratch}-wal`, `${scratch}-shm`]) fs.rmSync(file, { force: true })
  }
  return timings
}
