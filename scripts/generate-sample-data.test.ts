import { describe, expect, it } from 'vitest'
import { slugify } from '../src/lib/slug'
import { US_STATES } from '../src/shared/us-states'
import type { SampleArcade } from '../src/server/db/seed.server'
import { gameCatalogueSchema } from '../src/shared/game-catalogue'
import { DEFAULT_COUNT, DEFAULT_SEED, generateArcades } from './generate-sample-data'
import games from '../data/games.json'

const KEYS = [
  'name',
  'slug',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'website',
  'type',
  'hours',
  'opening_hours',
  'description',
  'image_url',
  'rating',
  'latitude',
  'longitude',
  'review_count',
  'price_range',
  'featured',
  'lineup',
]
const TYPES = ['retro', 'vr', 'barcade', 'pinball', 'family', 'adult']

/** The home page shows live counts for these cities. */
const PINNED: ReadonlyArray<readonly [string, string, number]> = [
  ['Houston', 'Texas', 24],
  ['Austin', 'Texas', 18],
  ['Los Angeles', 'California', 31],
  ['New York', 'New York', 42],
  ['Miami', 'Florida', 16],
  ['Chicago', 'Illinois', 28],
]

function countBy(rows: readonly SampleArcade[], key: (a: SampleArcade) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1)
  return counts
}

describe('generateArcades', () => {
  const rows = generateArcades({ count: DEFAULT_COUNT, seed: DEFAULT_SEED })

  it('is deterministic for a seed and differs for another seed', () => {
    expect(generateArcades({ count: DEFAULT_COUNT, seed: DEFAULT_SEED })).toEqual(rows)
    const other = generateArcades({ count: DEFAULT_COUNT, seed: DEFAULT_SEED + 1 })
    expect(other).toHaveLength(DEFAULT_COUNT)
    expect(other).not.toEqual(rows)
  })

  it('produces the requested number of rows with unique slugs', () => {
    expect(rows).toHaveLength(DEFAULT_COUNT)
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length)
  })

  it('covers all 50 states, at least 5 arcades each', () => {
    const perState = countBy(rows, (r) => r.state)
    expect([...perState.keys()].sort()).toEqual(US_STATES.map((s) => s.name).sort())
    for (const n of perState.values()) expect(n).toBeGreaterThanOrEqual(5)
  })

  it('has the home page city counts at the default size', () => {
    const perCity = countBy(rows, (r) => `${r.city}|${r.state}`)
    for (const [city, state, n] of PINNED) expect(perCity.get(`${city}|${state}`), city).toBe(n)
  })

  it('marks exactly 12 highly rated arcades as featured, in different states', () => {
    const featured = rows.filter((r) => r.featured)
    expect(featured).toHaveLength(12)
    expect(new Set(featured.map((r) => r.state)).size).toBe(12)
    for (const r of featured) expect(r.rating).toBeGreaterThanOrEqual(4.5)
  })

  it('writes every row in the stored shape', () => {
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(KEYS)
      expect(r.name.length).toBeGreaterThan(0)
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(r.slug.startsWith(slugify(r.name))).toBe(true)
      expect(r.address).toMatch(/^\d+ \S.*$/)
      expect(r.zip).toMatch(/^\d{5}$/)
      if (r.phone !== null) expect(r.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/)
      if (r.website !== null) expect(r.website).toBe(`https://${r.slug}.example.com`)
      const types = r.type.split(',')
      for (const t of types) expect(TYPES).toContain(t)
      expect(new Set(types).size).toBe(types.length)
      expect(r.hours.length).toBeGreaterThan(0)
      expect(r.description).toMatch(/\.$/)
      expect(['', `/images/arcades/${types[0]}.svg`]).toContain(r.image_url)
      expect(r.rating).toBeGreaterThanOrEqual(2.5)
      expect(r.rating).toBeLessThanOrEqual(5)
      expect(Math.round(r.rating * 10) / 10).toBe(r.rating)
      expect(r.latitude === null).toBe(r.longitude === null)
      if (r.latitude !== null && r.longitude !== null) {
        expect(Math.round(r.latitude * 1e6) / 1e6).toBe(r.latitude)
        expect(Math.round(r.longitude * 1e6) / 1e6).toBe(r.longitude)
        expect(r.latitude).toBeGreaterThan(18)
        expect(r.latitude).toBeLessThan(72)
        expect(r.longitude).toBeLessThan(-66)
      }
      expect(Number.isInteger(r.review_count)).toBe(true)
      expect(r.review_count).toBeGreaterThanOrEqual(0)
      expect(r.review_count).toBeLessThanOrEqual(2500)
      expect(['$', '$$', '$$$']).toContain(r.price_range)
      expect(typeof r.featured).toBe('boolean')
    }
  })

  it('exercises the optional and fallback paths', () => {
    const share = (f: (r: SampleArcade) => boolean) => rows.filter(f).length / rows.length
    expect(share((r) => r.latitude === null)).toBeGreaterThan(0.02)
    expect(share((r) => r.latitude === null)).toBeLessThan(0.07)
    expect(share((r) => r.phone === null)).toBeGreaterThan(0.05)
    expect(share((r) => r.website === null)).toBeGreaterThan(0.1)
    expect(share((r) => r.image_url === '')).toBeGreaterThan(0.1)
    expect(share((r) => r.review_count === 0)).toBeGreaterThan(0.02)
    expect(rows.some((r) => r.review_count === 1)).toBe(true)
    expect(rows.some((r) => r.rating === 5)).toBe(true)
    expect(rows.some((r) => r.rating === 4.5)).toBe(true)
    expect(rows.some((r) => r.hours === 'Hours not available')).toBe(true)
    const mainTypes = countBy(rows, (r) => r.type.split(',')[0] ?? '')
    for (const t of TYPES) expect(mainTypes.get(t) ?? 0, t).toBeGreaterThan(0)
    for (const t of ['retro', 'vr', 'barcade', 'pinball']) expect(mainTypes.get(t) ?? 0, t).toBeGreaterThan(150)
    expect(share((r) => r.type.includes(','))).toBeGreaterThan(0.25)
  })

  it('never uses real brand names', () => {
    const banned = /dave\s*(&|and)\s*buster|round\s*(1|one)|chuck\s*e\.?\s*cheese|main event|^barcade\b/i
    for (const r of rows) expect(r.name).not.toMatch(banned)
  })

  it('gives every arcade a lineup of 5–60 machines from the catalogue, of the kinds its type holds', () => {
    const kindOf = new Map(gameCatalogueSchema.parse(games).map((g) => [g.slug, g.kind]))
    const share = (type: string, kinds: string[]) => {
      const entries = rows.filter((r) => r.type.split(',')[0] === type).flatMap((r) => r.lineup ?? [])
      return entries.filter((e) => kinds.includes(kindOf.get(e.game)!)).length / entries.length
    }
    for (const r of rows) {
      const lineup = r.lineup ?? []
      const machines = lineup.reduce((n, e) => n + e.count, 0)
      expect(machines, r.slug).toBeGreaterThanOrEqual(5)
      expect(machines, r.slug).toBeLessThanOrEqual(60)
      expect(new Set(lineup.map((e) => e.game)).size, r.slug).toBe(lineup.length)
      for (const e of lineup) {
        expect(kindOf.has(e.game), e.game).toBe(true)
        expect(e.status === undefined || e.status_since !== undefined).toBe(true)
      }
    }
    expect(share('pinball', ['pinball'])).toBeGreaterThan(0.75)
    expect(share('vr', ['vr'])).toBeGreaterThan(0.4)
    expect(share('family', ['redemption', 'racing', 'table'])).toBeGreaterThan(0.6)
    expect(share('barcade', ['video', 'pinball'])).toBeGreaterThan(0.6)
    // A few games out of order or gone, so those states have data.
    const statuses = rows.flatMap((r) => r.lineup ?? []).map((e) => e.status ?? 'working')
    expect(statuses).toContain('out_of_order')
    expect(statuses).toContain('left')
  })

  it('scales to other counts', () => {
    for (const count of [0, 1, 7, 60, 500]) {
      const small = generateArcades({ count, seed: 7 })
      expect(small).toHaveLength(count)
      expect(small.filter((r) => r.featured)).toHaveLength(Math.min(12, count))
      expect(new Set(small.map((r) => r.slug)).size).toBe(count)
    }
    const perCity = countBy(generateArcades({ count: 500, seed: 7 }), (r) => `${r.city}|${r.state}`)
    for (const [city, state, n] of PINNED) {
      expect(perCity.get(`${city}|${state}`), city).toBe(Math.max(1, Math.round((n * 500) / DEFAULT_COUNT)))
    }
  })
})
