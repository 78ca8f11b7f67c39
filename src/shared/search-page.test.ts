import { describe, expect, it } from 'vitest'
import { readSearchAddress, type SearchAddress } from './search-address'
import { addressOf, nearOf, searchInputOf, searchOfAddress } from './search-page'

describe('searchOfAddress', () => {
  const read = (address: SearchAddress) => searchOfAddress(address).search
  it('reads the address with the contract: typed values, the text as q', () => {
    expect(read({ q: 'hous', minRating: '4', offset: '0', type: 'VR' })).toEqual({
      q: 'hous',
      minRating: 4,
      type: 'vr',
      offset: 0,
    })
    expect(read({ near: 'Austin, TX', radius: '10', sort: 'Distance' })).toEqual({
      near: 'austin-tx',
      radius: 10,
      sort: 'distance',
    })
    expect(read({ near: '30.2672 , -97.7431' })).toEqual({ near: '30.2672,-97.7431' })
  })
  it('leaves out what does not parse, and names each as an issue under the page\'s names', () => {
    const { search, issues } = searchOfAddress({ q: 'x'.repeat(201), near: 'atlantis', radius: '7', sort: 'distance' })
    expect(search).toEqual({})
    expect(issues.map((i) => i.field)).toEqual(['q', 'near', 'radius', 'sort'])
    expect(issues[0]?.message).toBe('must be at most 200 characters')
    expect(read({ minRating: 'abc', limit: '2001', offset: '1.5' })).toEqual({})
  })
})

describe('the address and the API input of a search', () => {
  it('writes only non-empty values to the address, as text', () => {
    expect(addressOf({ q: ' hous ', type: '', minRating: 4, offset: 0, radius: 10 })).toEqual({
      q: 'hous',
      minRating: '4',
      radius: '10',
    })
    expect(readSearchAddress({ q: ' a ', near: '', other: 'x', radius: ['5', '10'] })).toEqual({ q: 'a' })
  })
  it("turns the page's search into the API input, with the page size", () => {
    expect(searchInputOf({ q: ' austin ', type: '', offset: 0 })).toEqual({ query: 'austin', limit: 20, offset: 0 })
    expect(searchInputOf({ near: '78701', radius: 10, sort: 'rating', limit: 500 })).toEqual({
      near: '78701',
      radius: 10,
      sort: 'rating',
      limit: 100,
      offset: 0,
    })
  })
  it('turns what a visitor types in the near box into the address form', () => {
    expect(nearOf('78701')).toEqual({ near: '78701' })
    expect(nearOf('New York, NY')).toEqual({ near: 'new-york-ny' })
    expect(nearOf('somewhere').message).toMatch(/ZIP code/)
  })
})
