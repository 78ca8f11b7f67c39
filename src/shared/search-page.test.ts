import { describe, expect, it } from 'vitest'
import { cleanSearch, parseSearchPageSearch, searchInputOf } from './search-page'

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
    expect(parseSearchPageSearch({ limit: 0, offset: Number.NaN, q: Number.POSITIVE_INFINITY, type: 7 })).toEqual({})
    expect(parseSearchPageSearch({ other: 'x', type: 'a'.repeat(41) })).toEqual({})
  })
  it('reads openNow=true (from text or the router boolean) and drops any other value', () => {
    expect(parseSearchPageSearch({ openNow: 'true' })).toEqual({ openNow: true })
    expect(parseSearchPageSearch({ openNow: true })).toEqual({ openNow: true })
    expect(parseSearchPageSearch({ openNow: 'false' })).toEqual({})
    expect(parseSearchPageSearch({ openNow: 'yes' })).toEqual({})
    expect(cleanSearch({ openNow: true, q: 'x' })).toEqual({ q: 'x', openNow: true })
    expect(searchInputOf({ openNow: true })).toMatchObject({ openNow: true })
  })
  it('turns the address into the API input, with the default page', () => {
    expect(searchInputOf({ q: ' austin ', type: '', offset: 0 })).toEqual({
      query: 'austin',
      type: undefined,
      minRating: undefined,
      state: undefined,
      limit: 20,
      offset: 0,
    })
  })
})
