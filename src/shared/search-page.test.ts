import { describe, expect, it } from 'vitest'
import { nearText, readSearchAddress } from './search-address'
import { searchPageParams } from './search-page'

describe('readSearchAddress', () => {
  it('keeps the known parameters as trimmed text, and nothing else', () => {
    expect(readSearchAddress({ q: ' hous ', near: '', other: 'x', radius: ['5', '10'], limit: 50 })).toEqual({
      q: 'hous',
      limit: '50',
    })
  })
})

describe('nearText', () => {
  it('writes what a visitor typed in the near box as the address does', () => {
    expect(nearText(' 78701 ')).toBe('78701')
    expect(nearText('30.2672, -97.7431')).toBe('30.2672,-97.7431')
    expect(nearText('New York, NY')).toBe('new-york-ny')
    expect(nearText('Coeur d’Alene, Idaho')).toBe('coeur-dalene-idaho')
  })
})

describe('searchPageParams', () => {
  it('reads the address with the contract: the text as q, at most a page of 100', () => {
    expect(searchPageParams({ q: 'hous', minRating: '4', type: 'VR', limit: '500' })).toEqual({
      params: { query: 'hous', minRating: 4, type: 'vr', radius: 25, sort: 'relevance', limit: 100, offset: 0 },
      issues: [],
    })
  })
  it("uses what parses and names each other value under the page's names", () => {
    const { params, issues } = searchPageParams({
      q: 'x'.repeat(201),
      near: '12 main st',
      radius: '7',
      sort: 'distance',
    })
    expect(params).toEqual({ radius: 25, sort: 'relevance', limit: 20, offset: 0 })
    expect(issues.map((i) => i.field)).toEqual(['q', 'near', 'radius', 'sort'])
    expect(issues[0]?.message).toBe('must be at most 200 characters')
  })
})
