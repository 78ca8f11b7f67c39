import { describe, expect, it } from 'vitest'
import { DEFAULT_COUNT, DEFAULT_SEED, generateArcades } from '../../scripts/generate-sample-data'
import { openingHoursFromText, openingHoursProblem, parseOpeningHours } from './opening-hours'

const H = 60
const D = 24 * H

describe('openingHoursFromText', () => {
  it('reads every form the sample generator writes, into the same OpenStreetMap text it writes beside it', () => {
    const rows = generateArcades({ count: DEFAULT_COUNT, seed: DEFAULT_SEED })
    const forms = new Set<string>()
    for (const row of rows) {
      expect(openingHoursFromText(row.hours) ?? null, row.hours).toBe(row.opening_hours)
      if (row.opening_hours !== null && row.opening_hours !== undefined) {
        const parsed = parseOpeningHours(row.opening_hours)
        expect(parsed.ok && parsed.week !== null, row.opening_hours).toBe(true)
      }
      forms.add(row.hours.replace(/\d+(am|pm)/g, 'T'))
    }
    // Mon-Thu …; Mon Closed, Tue-Thu …; Daily …; and no hours at all.
    expect([...forms].sort()).toEqual([
      'Daily T-T',
      'Hours not available',
      'Mon Closed, Tue-Thu T-T, Fri-Sat T-T, Sun T-T',
      'Mon-Thu T-T, Fri-Sat T-T, Sun T-T',
    ])
  })

  it('turns each form into OpenStreetMap syntax: 12am closing is 24:00, after midnight wraps', () => {
    expect(openingHoursFromText('Mon-Thu 12pm-11pm, Fri-Sat 10am-1am, Sun 12pm-9pm')).toBe(
      'Mo-Th 12:00-23:00; Fr-Sa 10:00-01:00, Su 12:00-21:00',
    )
    expect(openingHoursFromText('Mon Closed, Tue-Thu 3pm-12am, Fri-Sat 12pm-2am, Sun 2pm-11pm')).toBe(
      'Mo off; Tu-Th 15:00-24:00; Fr-Sa 12:00-02:00, Su 14:00-23:00',
    )
    expect(openingHoursFromText('Daily 10am-2am')).toBe('Mo-Su 10:00-02:00')
    expect(openingHoursFromText('Mon-Sun 10am-10pm')).toBe('Mo-Su 10:00-22:00')
    expect(openingHoursFromText('Mon-Fri 10:30am-9pm; Sat noon-midnight')).toBe('Mo-Fr 10:30-21:00; Sa 12:00-24:00')
  })

  it('keeps text that is already OpenStreetMap syntax, and reads nothing into any other text', () => {
    expect(openingHoursFromText('Tu-Th 17:00-24:00; Fr,Sa 14:00-02:00, Su 12:00-23:00; Mo off')).toBe(
      'Tu-Th 17:00-24:00; Fr,Sa 14:00-02:00, Su 12:00-23:00; Mo off',
    )
    expect(openingHoursFromText('24/7')).toBe('24/7')
    expect(openingHoursFromText('Hours not available')).toBeUndefined()
    expect(openingHoursFromText('Call ahead, hours vary with the seasons')).toBeUndefined()
    expect(openingHoursFromText('Mon-Thu 13pm-11pm')).toBeUndefined()
    expect(openingHoursFromText('')).toBeUndefined()
  })
})

describe('parseOpeningHours', () => {
  it('works out the regular week in minutes from Monday 00:00, Sunday night joined to Monday morning', () => {
    expect(parseOpeningHours('Mo-Su 10:00-02:00')).toEqual({
      ok: true,
      week: [
        10 * H,
        D + 2 * H,
        D + 10 * H,
        2 * D + 2 * H,
        2 * D + 10 * H,
        3 * D + 2 * H,
        3 * D + 10 * H,
        4 * D + 2 * H,
        4 * D + 10 * H,
        5 * D + 2 * H,
        5 * D + 10 * H,
        6 * D + 2 * H,
        6 * D + 10 * H,
        7 * D + 2 * H,
      ],
    })
    expect(parseOpeningHours('Mo off; Tu-Th 15:00-24:00; Fr-Sa 12:00-02:00, Su 14:00-23:00')).toEqual({
      ok: true,
      week: [
        D + 15 * H,
        2 * D,
        2 * D + 15 * H,
        3 * D,
        3 * D + 15 * H,
        4 * D,
        4 * D + 12 * H,
        5 * D + 2 * H,
        5 * D + 12 * H,
        6 * D + 2 * H,
        6 * D + 14 * H,
        6 * D + 23 * H,
      ],
    })
    expect(parseOpeningHours('24/7')).toEqual({ ok: true, week: [0, 7 * D] })
  })

  it('has no week for hours that change by date', () => {
    expect(parseOpeningHours('Mo-Su 10:00-20:00; Dec 25 off')).toEqual({ ok: true, week: null })
  })

  it('explains what is wrong with nonsense in a sentence, pointing at the part it could not read', () => {
    expect(parseOpeningHours('whenever we feel like it').ok).toBe(false)
    const writeLike = 'We couldn\'t read these hours. Write them like "Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00".'
    expect(openingHoursProblem('whenever we feel like it')).toBe(
      `${writeLike} Check "whenever" in "whenever we feel like it".`,
    )
    expect(openingHoursProblem('Mo-Fr 10:00-22:00; Sx 12:00-23:00')).toBe(
      `${writeLike} Check "Sx" in "Sx 12:00-23:00".`,
    )
    expect(openingHoursProblem('Mo-Fr 10:00-')).toBe(`${writeLike} Check "10:00-" in "Mo-Fr 10:00-".`)
    expect(openingHoursProblem('Mo-Fr 1000-2200')).toBe(`${writeLike} Check "1000-2200" in "Mo-Fr 1000-2200".`)
    // Never the parser's own text.
    for (const text of ['whenever we feel like it', 'Mo-Fr 10:00-', 'Mo-Fr 1000-2200']) {
      expect(openingHoursProblem(text)).not.toMatch(/<---|Unexpected token|\(/)
    }
    expect(openingHoursProblem('Mo-Fr 10:00-20:00')).toBeUndefined()
  })
})
