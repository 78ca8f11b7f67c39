import { describe, expect, it } from 'vitest'
import { cleanSearch, searchPageSearch } from './search-page'

describe('searchPageSearch', () => {
  it('keeps numbers and words the router parsed from the address as the text they were', () => {
    expect(searchPageSearch.parse({ q: 78701, state: 'texas' })).toMatchObject({ q: '78701', state: 'texas' })
    expect(searchPageSearch.parse({ q: true })).toMatchObject({ q: 'true' })
  })
  it('drops values that do not parse instead of failing', () => {
    expect(searchPageSearch.parse({ q: ['a'], minRating: 9, offset: -1, type: '<b>' })).toEqual({})
  })
  it('coerces numeric text and keeps only non-empty values in the address', () => {
    const parsed = searchPageSearch.parse({ q: '  hous ', minRating: '4', offset: '0', type: 'VR' })
    expect(cleanSearch(parsed)).toEqual({ q: 'hous', minRating: 4, type: 'vr' })
  })
})
