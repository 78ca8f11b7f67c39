import { describe, expect, it } from 'vitest'
import { minuteOfWeek, openNowText, weekState, type WeekHours } from './week-hours'
import { CLOSED_MONDAY, D, H, WEEK } from './week-hours.fixtures'

const at = (iso: string) => Date.parse(iso)

describe('minuteOfWeek', () => {
  it('reads the wall clock of the zone, Monday 00:00 being 0, across daylight-saving changes', () => {
    // Monday 2026-11-23 12:00 UTC: 06:00 in Chicago (CST), 04:00 in Los Angeles (PST), 05:00 in Phoenix (MST).
    expect(minuteOfWeek(at('2026-11-23T12:00:00Z'), 'America/Chicago')).toBe(6 * H)
    expect(minuteOfWeek(at('2026-11-23T12:00:00Z'), 'America/Los_Angeles')).toBe(4 * H)
    expect(minuteOfWeek(at('2026-11-23T12:00:00Z'), 'America/Phoenix')).toBe(5 * H)
    // Wednesday 2026-07-01 12:00 UTC: Chicago on CDT (07:00); Phoenix keeps MST all year (05:00).
    expect(minuteOfWeek(at('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe(2 * D + 7 * H)
    expect(minuteOfWeek(at('2026-07-01T12:00:00Z'), 'America/Phoenix')).toBe(2 * D + 5 * H)
  })

  it('is undefined for a zone Intl does not know', () => {
    expect(minuteOfWeek(0, 'Mars/Olympus_Mons')).toBeUndefined()
  })
})

describe('weekState', () => {
  it('finds the interval that holds the minute, or the next start', () => {
    expect(weekState(WEEK, 13 * H)).toEqual({ open: true, change: 23 * H })
    expect(weekState(WEEK, 23 * H)).toEqual({ open: false, change: D + 12 * H })
    expect(weekState(WEEK, 6 * D + 22 * H)).toEqual({ open: false, change: 7 * D + 12 * H })
  })

  it('reads an interval that runs past the end of the week into Monday morning', () => {
    const week: WeekHours = [12 * H, 23 * H, 6 * D + 14 * H, 7 * D + 2 * H]
    expect(weekState(week, H)).toEqual({ open: true, change: 2 * H })
    expect(weekState(week, 3 * H)).toEqual({ open: false, change: 12 * H })
  })

  it('knows the week open around the clock and the week never open', () => {
    expect(weekState([0, 7 * D], 3000)).toEqual({ open: true })
    expect(weekState([], 3000)).toEqual({ open: false })
  })

  it('reads a week lying inside a longer list as it reads the week alone', () => {
    const late: WeekHours = [12 * H, 23 * H, 6 * D + 14 * H, 7 * D + 2 * H]
    const pool = Uint16Array.from([0, 7 * D, ...WEEK, ...late, 5, 6])
    const lateFrom = 2 + WEEK.length
    for (const now of [H, 3 * H, 13 * H, 23 * H, 6 * D + 22 * H]) {
      expect(weekState(pool, now, 2, lateFrom)).toEqual(weekState(WEEK, now))
      expect(weekState(pool, now, lateFrom, lateFrom + late.length)).toEqual(weekState(late, now))
    }
    expect(weekState(pool, 3000, 0, 2)).toEqual({ open: true })
    expect(weekState(pool, 3000, 2, 2)).toEqual({ open: false })
  })
})

describe('openNowText', () => {
  const chicago = (iso: string) => openNowText(WEEK, 'America/Chicago', at(iso))
  const losAngeles = (iso: string) => openNowText(WEEK, 'America/Los_Angeles', at(iso))
  const phoenix = (iso: string) => openNowText(WEEK, 'America/Phoenix', at(iso))

  it('closes past midnight: Friday 14:00 to Saturday 02:00', () => {
    // Saturday 2026-11-21 01:30 and 02:30 CST.
    expect(chicago('2026-11-21T07:30:00Z')).toBe('Open now · closes 2 am')
    expect(chicago('2026-11-21T08:30:00Z')).toBe('Closed · opens 2 pm')
    // Friday 2026-11-20 23:00 CST: the close is tomorrow, three hours away, so no day is named.
    expect(chicago('2026-11-21T05:00:00Z')).toBe('Open now · closes 2 am')
  })

  it('names the day of an opening that is not today', () => {
    const closedMonday = openNowText(CLOSED_MONDAY, 'America/Chicago', at('2026-11-23T16:00:00Z'))
    expect(closedMonday).toBe('Closed · opens Tue 5 pm')
    // Thursday 23:30 CST: Friday 14:00 is tomorrow.
    expect(chicago('2026-11-20T05:30:00Z')).toBe('Closed · opens Fri 2 pm')
    // Monday 10:00 CST: today at noon.
    expect(chicago('2026-11-23T16:00:00Z')).toBe('Closed · opens 12 pm')
  })

  it('spring forward (Sunday 2026-03-08): Saturday night ends at 2 am that no longer exists, Sunday noon is CDT', () => {
    // 01:30 CST, still Saturday's run.
    expect(chicago('2026-03-08T07:30:00Z')).toBe('Open now · closes 2 am')
    // One hour later it is 03:30 CDT: closed.
    expect(chicago('2026-03-08T08:30:00Z')).toBe('Closed · opens 12 pm')
    // 17:30 UTC is 12:30 CDT (a clock left on CST would say 11:30, closed).
    expect(chicago('2026-03-08T17:30:00Z')).toBe('Open now · closes 9 pm')
    expect(chicago('2026-03-08T16:30:00Z')).toBe('Closed · opens 12 pm')
    // Los Angeles: 19:30 UTC is 12:30 PDT; Phoenix has no daylight saving time: 19:30 UTC is 12:30 MST.
    expect(losAngeles('2026-03-08T19:30:00Z')).toBe('Open now · closes 9 pm')
    expect(losAngeles('2026-03-08T18:30:00Z')).toBe('Closed · opens 12 pm')
    expect(phoenix('2026-03-08T19:30:00Z')).toBe('Open now · closes 9 pm')
    expect(phoenix('2026-03-08T18:30:00Z')).toBe('Closed · opens 12 pm')
  })

  it('fall back (Sunday 2026-11-01): 1:30 am happens twice and both are open; 2:30 CST is closed', () => {
    expect(chicago('2026-11-01T06:30:00Z')).toBe('Open now · closes 2 am') // 01:30 CDT
    expect(chicago('2026-11-01T07:30:00Z')).toBe('Open now · closes 2 am') // 01:30 CST
    expect(chicago('2026-11-01T08:30:00Z')).toBe('Closed · opens 12 pm') // 02:30 CST
    // 18:30 UTC is 12:30 CST (a clock left on CDT would say 13:30); 17:30 UTC is 11:30 CST.
    expect(chicago('2026-11-01T18:30:00Z')).toBe('Open now · closes 9 pm')
    expect(chicago('2026-11-01T17:30:00Z')).toBe('Closed · opens 12 pm')
    // Los Angeles: 19:30 UTC is 11:30 PST; 20:30 UTC is 12:30 PST.
    expect(losAngeles('2026-11-01T19:30:00Z')).toBe('Closed · opens 12 pm')
    expect(losAngeles('2026-11-01T20:30:00Z')).toBe('Open now · closes 9 pm')
    // Phoenix, on MST all year: 19:30 UTC is 12:30.
    expect(phoenix('2026-11-01T19:30:00Z')).toBe('Open now · closes 9 pm')
  })

  it('one instant, three zones', () => {
    // Wednesday 2026-07-01 18:30 UTC: 13:30 CDT, 11:30 PDT, 11:30 MST.
    expect(chicago('2026-07-01T18:30:00Z')).toBe('Open now · closes 11 pm')
    expect(losAngeles('2026-07-01T18:30:00Z')).toBe('Closed · opens 12 pm')
    expect(phoenix('2026-07-01T18:30:00Z')).toBe('Closed · opens 12 pm')
  })

  it('says so when an arcade never closes or never opens, and nothing for an unknown zone', () => {
    expect(openNowText([0, 7 * D], 'America/Chicago', 0)).toBe('Open 24 hours')
    expect(openNowText([], 'America/Chicago', 0)).toBe('Closed')
    expect(openNowText(WEEK, 'Nowhere/Special', 0)).toBeUndefined()
  })
})
