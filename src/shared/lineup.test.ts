import { describe, expect, it } from 'vitest'
import { calendarDay, isCalendarDay } from './lineup'

describe('isCalendarDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0000-02-29', true],
    ['2023-02-28', true],
    ['2026-12-31', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['2026-1-01', false],
    [' 2026-01-01', false],
    ['2026-01-01T00:00', false],
  ])('%s is a calendar day: %s', (day, expected) => {
    expect(isCalendarDay(day)).toBe(expected)
  })

  it('agrees with the date Date reads, every day of every month from 1899 to 2101', () => {
    for (let year = 1899; year <= 2101; year++) {
      for (let month = 0; month <= 13; month++) {
        for (let date = 0; date <= 32; date++) {
          const day = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
          const time = Date.parse(`${day}T00:00:00Z`)
          const real = !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
          if (isCalendarDay(day) !== real) expect(isCalendarDay(day), day).toBe(real)
        }
      }
    }
  })

  it('is what calendarDay accepts', () => {
    expect(calendarDay.safeParse('2024-02-29').success).toBe(true)
    expect(calendarDay.safeParse('2023-02-29').success).toBe(false)
  })
})
