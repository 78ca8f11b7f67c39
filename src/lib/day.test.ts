import { describe, expect, it } from 'vitest'
import { formatDay } from './day'

describe('formatDay', () => {
  it('writes a day as month, day and year, the same day in every time zone', () => {
    expect(formatDay('2026-11-25')).toBe('Nov 25, 2026')
    expect(formatDay('2025-01-01')).toBe('Jan 1, 2025')
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024')
  })
})
