import { describe, expect, it } from 'vitest'
import { cleanSearch, nearOf, parseSearchPageSearch, searchInputOf, searchPageIssues } from './search-page'

describe('parseSearchPageSearch', () => {
  it('keeps numbers and words the router parsed from the address as the text they were', () => {
    expect(parseSearchPageSearch({ q: 78701, state: 'texas' })).toMatchObject({ q: '78701', state: 'texas' })
    expect(parseSearchPageSearch({ q: true })).toMatchObject({ q: 'true' })
  })
  it('drops values that do not parse instead of failing', () => {
    expect(parseSearchPageSearch({ q: ['a'], minRating: 9, offset: -1, type: '<b>' })).toEqual({})
  })
  it('coerces numeric text and keeps only non-empty values in the address', () => {
    const parsed = parseSearchPageSearch({ q: '  hous ', minRating: '4', offset: '0', type: 'VR' })
    expect(cleanSearch(parsed)).toEqual({ q: 'hous', minRating: 4, type: 'vr' })
  })
  it('bounds text, ratings and paging like the API does', () => {
    expect(parseSearchPageSearch({ q: 'x'.repeat(201), state: 'y'.repeat(51) })).toEqual({})
    expect(parseSearchPageSearch({ q: ` ${'x'.repeat(200)} ` })).toEqual({ q: 'x'.repeat(200) })
    expect(parseSearchPageSearch({ minRating: '4.5', limit: '2000', offset: '40' })).toEqual({
      minRating: 4.5,
      limit: 2000,
      offset: 40,
    })
    expect(parseSearchPageSearch({ minRating: 'abc', limit: '2001', offset: '1.5' })).toEqual({})
    expect(parseSearchPageSearch({ limit: 0, offset: Number.NaN, q: Number.POSITIVE_INFINITY })).toEqual({})
    expect(parseSearchPageSearch({ other: 'x', type: 'a'.repeat(41) })).toEqual({})
  })
  it('turns the address into the API input, with the default page', () => {
    expect(searchInputOf({ q: ' austin ', type: '', offset: 0 })).toEqual({ query: 'austin', limit: 20, offset: 0 })
    expect(searchInputOf({ near: '78701', radius: 10, sort: 'rating', limit: 500 })).toEqual({
      near: '78701',
      radius: 10,
      sort: 'rating',
      limit: 100,
      offset: 0,
    })
  })
  it('reads near, radius and sort, and names what it left out', () => {
    expect(parseSearchPageSearch({ near: 'Austin, TX', radius: '10', sort: 'Distance' })).toEqual({
      near: 'austin-texas',
      radius: 10,
      sort: 'distance',
    })
    expect(parseSearchPageSearch({ near: ' 30.2672 , -97.7431 ' })).toEqual({ near: '30.2672,-97.7431' })
    const bad = { q: 'x', near: 'atlantis', radius: '7', sort: 'distance' }
    expect(parseSearchPageSearch(bad)).toEqual({ q: 'x' })
    expect(searchPageIssues(bad).map((i) => i.field)).toEqual(['near', 'radius', 'sort'])
    expect(searchPageIssues({ q: 'y'.repeat(201) })).toEqual([{ field: 'q', message: 'must be at most 200 characters' }])
  })
  it('turns what a visitor types in the near box into the address form', () => {
    expect(nearOf('78701')).toEqual({ near: '78701' })
    expect(nearOf('New York, NY')).toEqual({ near: 'new-york-new-york' })
    expect(nearOf('charleston west virginia')).toEqual({ near: 'charleston-west-virginia' })
    expect(nearOf('somewhere').message).toMatch(/ZIP code/)
  })
})
