import { describe, expect, it } from 'vitest'
import { pageNumbers, searchAt } from './SearchPager'

describe('pageNumbers', () => {
  it('offers the first, the last, the current page and its neighbours, with a gap of more than one page as null', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 95)).toEqual([1, 2, null, 95])
    expect(pageNumbers(5, 95)).toEqual([1, null, 4, 5, 6, null, 95])
    expect(pageNumbers(95, 95)).toEqual([1, null, 94, 95])
  })

  it('shows a single page in a gap rather than an ellipsis standing for it', () => {
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, null, 10])
  })
})

describe('searchAt', () => {
  it('the first page has no offset; others keep the rest of the address', () => {
    expect(searchAt({ q: 'texas', offset: '20', view: 'map' }, 0)).toEqual({ q: 'texas', view: 'map' })
    expect(searchAt({ q: 'texas' }, 40)).toEqual({ q: 'texas', offset: '40' })
  })
})
