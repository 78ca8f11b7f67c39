import { describe, expect, it } from 'vitest'
import { reviewText, starKinds } from './StarRating'

describe('starKinds', () => {
  it('shows full and half stars, rounding to the nearest half', () => {
    expect(starKinds(4.5)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starKinds(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty'])
    expect(starKinds(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty'])
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty'])
    expect(starKinds(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })
})

describe('reviewText', () => {
  it('uses the real count with singular and plural', () => {
    expect(reviewText(1)).toBe('(1 review)')
    expect(reviewText(2367)).toBe('(2,367 reviews)')
    expect(reviewText(0)).toBe('(0 reviews)')
  })
})
