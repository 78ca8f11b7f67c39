import { describe, expect, it } from 'vitest'
import { formatDay, formatMonth } from './day'

describe('formatDay', () => {
  it('writes a day as month, day and year, the same day in every time zone', () => {
    expect(formatDay('2026-11-25')).toBe('Nov 25, 2026')
    expect(formatDay('2025-01-01')).toBe('Jan 1, 2025')
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024')
  })
})

describe('formatMonth', () => {
  it('writes a month by its name and year, from a month or a timestamp', () => {
    expect(formatMonth('2026-11')).toBe('November 2026')
    expect(formatMonth('2025-01-31 23:59:59')).toBe('January 2025')
    expect(formatMonth('2024-12-01T00:00:00.000Z')).toBe('December 2024')
  })
})
