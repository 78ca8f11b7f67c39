import { describe, expect, it } from 'vitest'
import { directionsUrl, formatCoordinate, validCoordinates } from './geo'

describe('validCoordinates', () => {
  it('accepts numbers and numeric text', () => {
    expect(validCoordinates(29.76, -95.37)).toEqual({ lat: 29.76, lng: -95.37 })
    expect(validCoordinates('29.760001', ' -95.37 ')).toEqual({ lat: 29.760001, lng: -95.37 })
  })
  it('rejects missing, non-numeric, zero and off-globe values', () => {
    expect(validCoordinates(null, -95)).toBeUndefined()
    expect(validCoordinates(29, undefined)).toBeUndefined()
    expect(validCoordinates('abc', -95)).toBeUndefined()
    expect(validCoordinates('', -95)).toBeUndefined()
    expect(validCoordinates(0, -95)).toBeUndefined()
    expect(validCoordinates(29, 0)).toBeUndefined()
    expect(validCoordinates(91, 10)).toBeUndefined()
    expect(validCoordinates(Number.NaN, 10)).toBeUndefined()
  })
})

describe('directions links', () => {
  it('directs to coordinates when valid, otherwise to the encoded address', () => {
    expect(directionsUrl({ lat: 1.5, lng: -2.25 }, '1 Main St')).toContain('destination=1.5%2C-2.25')
    expect(directionsUrl(undefined, '1 Main St, Austin, TX')).toContain('destination=1%20Main%20St%2C%20Austin%2C%20TX')
  })
  it('shows coordinates to 6 decimals', () => {
    expect(formatCoordinate(29.7)).toBe('29.700000')
  })
})
