import { describe, expect, it } from 'vitest'
import type { WeekHours } from './week-hours'
import { openingHoursSpecification, weekRows as tableRows } from './week-table'
import { CLOSED_MONDAY, D, H, WEEK } from './week-hours.fixtures'

const weekRows = (week: WeekHours) => tableRows(week).map((row) => row.times)

describe('weekRows', () => {
  it('lists each day on the day it starts, closes after midnight included', () => {
    expect(weekRows(WEEK)).toEqual([
      ['12 pm – 11 pm'],
      ['12 pm – 11 pm'],
      ['12 pm – 11 pm'],
      ['12 pm – 11 pm'],
      ['2 pm – 2 am'],
      ['2 pm – 2 am'],
      ['12 pm – 9 pm'],
    ])
    expect(weekRows(CLOSED_MONDAY)[0]).toEqual([])
    expect(weekRows([6 * D + 14 * H, 7 * D + 2 * H])).toEqual([[], [], [], [], [], [], ['2 pm – 2 am']])
  })

  it('shows a stretch of days as its first evening, the whole days and its last morning', () => {
    expect(weekRows([0, 7 * D])).toEqual(Array.from({ length: 7 }, () => ['Open 24 hours']))
    // Friday 10:00 to Sunday 22:00 without a break.
    expect(weekRows([4 * D + 10 * H, 6 * D + 22 * H]).slice(4)).toEqual([
      ['10 am – 12 am'],
      ['Open 24 hours'],
      ['12 am – 10 pm'],
    ])
  })
})

describe('openingHoursSpecification', () => {
  it('groups days with the same times; a close after midnight is the earlier time, the end of the day 23:59', () => {
    expect(openingHoursSpecification(CLOSED_MONDAY)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '17:00',
        closes: '23:00',
      },
    ])
    expect(openingHoursSpecification([4 * D + 14 * H, 5 * D + 2 * H, 5 * D + 14 * H, 6 * D + 24 * H])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '14:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '14:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00', closes: '23:59' },
    ])
  })
})
