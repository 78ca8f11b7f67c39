import { describe, expect, it } from 'vitest'
import { plural } from './plural'

describe('plural', () => {
  it('uses the singular only for exactly one, and groups thousands', () => {
    expect(plural(1, 'minute', 'minutes')).toBe('1 minute')
    expect(plural(0, 'minute', 'minutes')).toBe('0 minutes')
    expect(plural(15, 'minute', 'minutes')).toBe('15 minutes')
    expect(plural(1889, 'arcade', 'arcades')).toBe('1,889 arcades')
  })
})
