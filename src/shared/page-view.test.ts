import { describe, expect, it } from 'vitest'
import { pageSearch } from '../routes/-page/page'
import { mapViewOf } from './page-view'
import { readSearchAddress, readSearchPageAddress } from './search-address'

describe('the view in a results page’s address', () => {
  it('is the map for view=map and the list (no parameter) for anything else', () => {
    expect(mapViewOf('map')).toBe('map')
    for (const other of ['list', 'MAP', '', undefined, ['map'], 1]) expect(mapViewOf(other)).toBeUndefined()
  })
  it('stays in the search page’s address and out of the search itself', () => {
    const address = readSearchPageAddress({ q: 'austin', view: 'map' })
    expect(readSearchPageAddress({ ...address, offset: 20 })).toEqual({ q: 'austin', offset: '20', view: 'map' })
    expect(readSearchAddress(address)).toEqual({ q: 'austin' })
    expect(readSearchPageAddress({ q: 'austin', view: 'globe' })).toEqual({ q: 'austin' })
  })
  it('stays beside the page number of state and city pages', () => {
    expect(pageSearch({ page: '2', view: 'map' })).toEqual({ page: 2, view: 'map' })
    expect(pageSearch({ view: 'map' })).toEqual({ view: 'map' })
    expect(pageSearch({ page: 'x', view: 'list' })).toEqual({})
  })
})
