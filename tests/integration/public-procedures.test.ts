import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setDb, type Db } from '../../src/server/db/client.server'
import { FIXTURE_ARCADES } from '../support/fixtures'
import { anonymousCaller, createTestDb } from '../support/test-db'

let cleanup: () => void
let db: Db

beforeAll(() => {
  ;({ cleanup, db } = createTestDb())
})
afterAll(() => cleanup())

const names = (r: { arcades: { name: string }[] }) => r.arcades.map((a) => a.name)

describe('public.search', () => {
  it('without text lists every arcade by rating, then name, with the total', async () => {
    const r = await anonymousCaller().public.search({})
    expect(r.total).toBe(10)
    expect(r.arcades).toHaveLength(10)
    expect(r.arcades[0]?.name).toBe('Neon Nights')
    expect(names(r).slice(1, 4)).toEqual(['Windy City Warp Zone', 'Virtual Voyager', 'Pixel Palace'])
  })

  it('matches word prefixes of the city ("hous" finds Houston)', async () => {
    const r = await anonymousCaller().public.search({ query: 'hous' })
    expect(r.total).toBe(3)
    expect(r.arcades.every((a) => a.city === 'Houston')).toBe(true)
  })

  it('ranks a name match above city-only matches', async () => {
    const r = await anonymousCaller().public.search({ query: 'houston' })
    expect(r.arcades[0]?.name).toBe('Houston Flipper Hall')
  })

  it('matches ZIP codes, state names and two-letter codes', async () => {
    // A whole ZIP code we know is a place (tests/integration/search-words.test.ts); as text, ZIP codes match by
    // prefix, and the zip filter matches one exactly.
    expect(names(await anonymousCaller().public.search({ query: '7870' }))).toEqual(['Neon Nights', 'Quarter Quest'])
    expect(names(await anonymousCaller().public.search({ zip: '78701' }))).toEqual(['Neon Nights'])
    expect((await anonymousCaller().public.search({ query: '78701' })).origin?.label).toBe('Austin, TX 78701')
    expect((await anonymousCaller().public.search({ query: 'california' })).total).toBe(2)
    expect((await anonymousCaller().public.search({ query: 'IL' })).arcades.map((a) => a.state)).toEqual(['Illinois'])
  })

  it('matches arcade names, several words together', async () => {
    expect(names(await anonymousCaller().public.search({ query: 'pixel pal' }))).toEqual(['Pixel Palace'])
    expect((await anonymousCaller().public.search({ query: 'zzzz' })).total).toBe(0)
  })

  it('filters by any entry of the type list', async () => {
    const r = await anonymousCaller().public.search({ type: 'barcade' })
    expect(names(r).sort()).toEqual(['Neon Nights', 'Pixel Palace', 'Windy City Warp Zone'])
    const retro = await anonymousCaller().public.search({ type: 'retro', query: 'austin' })
    expect(names(retro)).toEqual(['Quarter Quest'])
  })

  it('treats minRating as inclusive', async () => {
    const r = await anonymousCaller().public.search({ minRating: 4.5 })
    expect(names(r).sort()).toEqual([
      'Neon Nights',
      'Pixel Palace',
      'Tilt Town',
      'Virtual Voyager',
      'Windy City Warp Zone',
    ])
    expect((await anonymousCaller().public.search({ minRating: 5 })).total).toBe(1)
  })

  it('filters by state (name, code or slug), city and ZIP', async () => {
    expect((await anonymousCaller().public.search({ state: 'texas' })).total).toBe(5)
    expect((await anonymousCaller().public.search({ state: 'TX', city: 'Austin' })).total).toBe(2)
    expect((await anonymousCaller().public.search({ state: 'new-york' })).total).toBe(1)
    expect((await anonymousCaller().public.search({ zip: '90012' })).arcades[0]?.name).toBe('Virtual Voyager')
    expect((await anonymousCaller().public.search({ state: 'Narnia' })).total).toBe(0)
  })

  it('pages stably: pages do not overlap and the total stays the same', async () => {
    const first = await anonymousCaller().public.search({ limit: 4, offset: 0 })
    const second = await anonymousCaller().public.search({ limit: 4, offset: 4 })
    const third = await anonymousCaller().public.search({ limit: 4, offset: 8 })
    expect(first.total).toBe(10)
    expect(second.total).toBe(10)
    const all = [...names(first), ...names(second), ...names(third)]
    expect(new Set(all).size).toBe(10)
    expect(third.arcades).toHaveLength(2)
  })

  it('rejects bad parameters with the field and the rule', async () => {
    await expect(anonymousCaller().public.search({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' })
    await expect(anonymousCaller().public.search({ limit: 2001 })).rejects.toThrow(/at most 2000/)
    await expect(anonymousCaller().public.search({ offset: -1 })).rejects.toThrow(/at least 0/)
    await expect(anonymousCaller().public.search({ minRating: 6 })).rejects.toThrow(/at most 5/)
    await expect(anonymousCaller().public.search({ zip: '1234' })).rejects.toThrow(/5-digit/)
  })
})

describe('public pages and lists', () => {
  it('finds an arcade by slug, case-insensitively, and 404s an unknown one', async () => {
    const a = await anonymousCaller().public.arcadeBySlug({ slug: 'Pixel-Palace' })
    expect(a).toMatchObject({
      name: 'Pixel Palace',
      state_slug: 'texas',
      city_slug: 'houston',
      image_url: '',
      review_count: 10,
    })
    await expect(anonymousCaller().public.arcadeBySlug({ slug: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('lists the featured arcades first', async () => {
    const featured = await anonymousCaller().public.featured()
    expect(featured[0]?.name).toBe('Pixel Palace')
    expect(featured.length).toBeLessThanOrEqual(6)
  })

  it('lists cities of a state and arcades of a state and a city', async () => {
    expect(await anonymousCaller().public.citiesOfState({ state: 'texas' })).toEqual(['Austin', 'Houston'])
    expect(await anonymousCaller().public.arcadesOfState({ state: 'TEXAS' })).toHaveLength(5)
    const city = await anonymousCaller().public.arcadesOfCity({ state: 'california', city: 'los-angeles' })
    expect(city.map((a) => a.name)).toEqual(['Virtual Voyager', 'Tilt Town'])
    await expect(anonymousCaller().public.citiesOfState({ state: 'atlantis' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('gives an existing state without arcades an empty page, not a 404', async () => {
    const page = await anonymousCaller().public.statePage({ state: 'wyoming' })
    expect(page.arcadeCount).toBe(0)
    expect(page.groups).toEqual([])
    expect(page.paging).toEqual({ page: 1, pageCount: 1 })
  })

  it('builds the state page: counts, groups and other states', async () => {
    const page = await anonymousCaller().public.statePage({ state: 'texas' })
    expect(page.arcadeCount).toBe(5)
    expect(page.cityCount).toBe(2)
    expect(page.groups.map((g) => [g.city.name, g.city.count, g.arcades.length])).toEqual([
      ['Austin', 2, 2],
      ['Houston', 3, 3],
    ])
    // Cards carry only what they and their map markers show, not whole listings.
    expect(Object.keys(page.groups[0]!.arcades[0]!).sort()).toEqual(
      [
        'checked_at',
        'city',
        'closed_on',
        'hours_checked_at',
        'id',
        'image_url',
        'latitude',
        'longitude',
        'name',
        'rating',
        'review_count',
        'slug',
        'source',
        'state_code',
        'status',
        'time_zone',
        'type',
        'weekly_hours',
      ].sort(),
    )
    expect(page.otherStates.map((s) => s.slug)).not.toContain('texas')
  })

  it('builds the city page with per-type counts, and 404s an unknown city', async () => {
    const page = await anonymousCaller().public.cityPage({ state: 'texas', city: 'austin' })
    expect(page.city.name).toBe('Austin')
    expect(page.arcadeCount).toBe(2)
    expect(Object.fromEntries(page.typeGroups.map((t) => [t.type, t.count]))).toEqual({
      barcade: 1,
      adult: 1,
      family: 1,
      retro: 1,
    })
    expect(page.typeGroups.find((t) => t.type === 'retro')?.arcades.map((a) => a.city)).toEqual(['Austin'])
    await expect(anonymousCaller().public.cityPage({ state: 'texas', city: 'gotham' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(anonymousCaller().public.cityPage({ state: 'texas', city: 'austin', page: 2 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(anonymousCaller().public.statePage({ state: 'texas', page: 2 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('gives live counts for the layout and the popular cities', async () => {
    const layout = await anonymousCaller().public.layout()
    expect(layout.stats).toEqual({ arcadeCount: 10, stateCount: 5, sampleCount: 10 })
    const home = await anonymousCaller().public.home()
    expect(Object.fromEntries(home.popularCities.map((c) => [c.name, c.count]))).toEqual({
      Houston: 3,
      Austin: 2,
      'Los Angeles': 2,
      'New York': 1,
      Miami: 1,
      Chicago: 1,
    })
    expect(home.states).toHaveLength(50)
  })

  it('leaves out a popular city without arcades, so the home page never links to a 404', async () => {
    const withoutMiami = createTestDb(FIXTURE_ARCADES.filter((a) => a.city !== 'Miami'))
    try {
      const home = await anonymousCaller().public.home()
      expect(home.popularCities.map((c) => c.name)).toEqual(['Houston', 'Austin', 'Los Angeles', 'New York', 'Chicago'])
    } finally {
      withoutMiami.cleanup()
      setDb(db)
    }
  })

  it('links the detail page of an arcade off the map to real neighbours', async () => {
    const page = await anonymousCaller().public.arcadePage({ slug: 'quarter-quest' })
    expect(page.otherInCity.map((a) => a.name)).toEqual(['Neon Nights'])
    expect(page.featured.map((a) => a.slug)).toContain('pixel-palace')
    expect(page.featured.map((a) => a.slug)).not.toContain('quarter-quest')
    expect(page.californiaCities.map((c) => c.name)).toEqual(['Los Angeles'])
  })

  it('leaves those links out for an arcade on the map: its page shows its nearby arcades instead', async () => {
    const page = await anonymousCaller().public.arcadePage({ slug: 'pixel-palace' })
    expect([page.otherInCity, page.featured, page.californiaCities]).toEqual([[], [], []])
  })
})
