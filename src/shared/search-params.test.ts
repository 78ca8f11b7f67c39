import { describe, expect, it } from 'vitest'
import { searchInput } from './arcade'
import { parseSearchParams, zipInQuery } from './search-params'

describe('parseSearchParams', () => {
  it('fills the defaults: relevance without a point, distance with one, 25 miles, the first page of 20', () => {
    expect(parseSearchParams({})).toEqual({
      params: { radius: 25, sort: 'relevance', limit: 20, offset: 0 },
      issues: [],
    })
    expect(parseSearchParams({ near: '78701' }).params).toMatchObject({
      near: { kind: 'zip', zip: '78701' },
      radius: 25,
      sort: 'distance',
    })
  })

  it('orders by distance by default when the text holds a ZIP code (the server reads it as the place)', () => {
    expect(parseSearchParams({ query: 'retro 78701' }).params.sort).toBe('distance')
    expect(parseSearchParams({ query: 'retro 78701', sort: 'distance' }).issues).toEqual([])
    expect(parseSearchParams({ query: 'route 787011' }).params.sort).toBe('relevance')
    expect(zipInQuery('arcades near 78701, austin')).toBe('78701')
    expect(zipInQuery('pinball')).toBeUndefined()
  })

  it('reads the three forms of near', () => {
    const near = (text: string) => parseSearchParams({ near: text }).params.near
    expect(near('30.2672,-97.7431')).toEqual({ kind: 'point', latitude: 30.2672, longitude: -97.7431 })
    expect(near('-33.9, 151.2')).toEqual({ kind: 'point', latitude: -33.9, longitude: 151.2 })
    expect(near('austin-texas')).toEqual({ kind: 'city', key: 'austin-texas' })
    expect(near('Salt Lake City, UT')).toEqual({ kind: 'city', key: 'salt-lake-city-ut' })
    expect(near('Coeur d’Alene, Idaho')).toEqual({ kind: 'city', key: 'coeur-dalene-idaho' })
    // A city without its state: the server picks the largest of that name (docs/decisions/0028-words-and-places.md).
    expect(near('Springfield')).toEqual({ kind: 'city', key: 'springfield' })
  })

  it('names the field and the rule of every value it cannot use, and keeps the others', () => {
    const { params, issues } = parseSearchParams({
      query: 'pinball',
      near: '123',
      radius: '30',
      sort: 'distance',
      limit: '0',
      offset: '2.5',
      minRating: 'high',
      zip: ['78701', '78702'],
    })
    expect(params).toEqual({ query: 'pinball', radius: 25, sort: 'relevance', limit: 20, offset: 0 })
    expect(issues).toEqual([
      { field: 'zip', message: 'must be given once' },
      { field: 'minRating', message: 'must be a number from 1 to 5' },
      {
        field: 'near',
        message: 'must be "latitude,longitude", a 5-digit ZIP code or a city and its state such as austin-texas',
      },
      { field: 'radius', message: 'must be one of 5, 10, 25, 50, 100 (miles)' },
      { field: 'limit', message: 'must be at least 1' },
      { field: 'offset', message: 'must be a whole number' },
      { field: 'sort', message: 'distance needs near (a point, a ZIP code or a city)' },
    ])
    expect(parseSearchParams({ near: '95,10' }).issues[0]?.message).toMatch(/latitude from -90 to 90/)
    expect(parseSearchParams({ near: '12 main st' }).issues[0]?.field).toBe('near')
  })

  it('treats blank values as not given', () => {
    expect(parseSearchParams({ query: '  ', near: '', radius: '', sort: ' ' })).toEqual(parseSearchParams({}))
  })
})

describe('searchInput (the API)', () => {
  it('refuses with a Zod issue on each field, for the 400 of tRPC and REST', () => {
    const result = searchInput.safeParse({ radius: '7', sort: 'nearest' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['radius', 'must be one of 5, 10, 25, 50, 100 (miles)'],
      ['sort', 'must be one of relevance, distance, rating, name'],
    ])
    expect(searchInput.parse({ near: '78701', radius: '10', sort: 'RATING' })).toMatchObject({
      radius: 10,
      sort: 'rating',
    })
    expect(searchInput.safeParse('near=78701').success).toBe(false)
  })
})
