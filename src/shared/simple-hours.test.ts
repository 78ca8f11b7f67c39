import { describe, expect, it } from 'vitest'
import { parseOpeningHours, readWithPackage } from './opening-hours'
import { plainWeek } from './simple-hours'
import { randomSource } from '../../tests/support/random'

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

function randomHoursText(seed: number): string {
  const r = randomSource(seed)
  const time = () => {
    const hour = r.next() < 0.1 ? 24 : r.int(24)
    const minute = hour === 24 ? 0 : r.pick([0, 0, 0, 15, 30, 45, r.int(60)])
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  }
  const days = () => {
    const first = r.int(7)
    if (r.next() < 0.5) return DAYS[first]!
    const last = (first + 1 + r.int(6)) % 7
    // A list: the range, then a day after its end and before its start (a day named twice is left to the package).
    const gap = (first - last + 6) % 7
    if (gap < 2 || r.next() < 0.7) return `${DAYS[first]}-${DAYS[last]}`
    return `${DAYS[first]}-${DAYS[last]},${DAYS[(last + 1 + r.int(gap - 1)) % 7]}`
  }
  const rules: string[] = []
  const count = 1 + r.int(5)
  for (let i = 0; i < count; i++) {
    const additional = i > 0 && r.next() < 0.3
    // A rule after the first names its days (the package reads a later one without days its own way).
    const named = i > 0 || r.next() < 0.9
    let rule = named ? `${days()} ` : ''
    if (!additional && r.next() < 0.15) rule += r.pick(['off', 'closed'])
    else {
      const ranges = Array.from({ length: 1 + (r.next() < 0.2 ? 1 : 0) }, () => {
        let start = time()
        if (start === '24:00') start = '23:00'
        return `${start}-${time()}`
      })
      rule += ranges.join(',')
    }
    if (i > 0) rules.push(additional ? r.pick([', ', ',', ' , ']) : r.pick(['; ', ';', ' ; ']))
    rules.push(rule)
  }
  return rules.join('')
}

describe('plain opening hours', () => {
  it('reads the week the opening_hours package reads, for every text of its shape', () => {
    let plain = 0
    for (let seed = 1; seed <= 3000; seed++) {
      const text = randomHoursText(seed)
      const week = plainWeek(text)
      if (!week) continue
      plain++
      expect({ text, week }).toEqual({ text, week: (readWithPackage(text) as { week: number[] }).week })
    }
    expect(plain).toBe(3000)
  })

  it('reads the shapes listings use, past midnight and across Sunday included', () => {
    const h = (day: number, hour: number, minute = 0) => day * 1440 + hour * 60 + minute
    expect(plainWeek('Mo off; Tu-Th 17:00-01:00, Fr-Sa 14:00-02:00, Su 12:00-24:00')).toEqual([
      h(1, 17),
      h(2, 1),
      h(2, 17),
      h(3, 1),
      h(3, 17),
      h(4, 1),
      h(4, 14),
      h(5, 2),
      h(5, 14),
      h(6, 2),
      h(6, 12),
      h(7, 0),
    ])
    // A later rule for Monday replaces Sunday night's hours past midnight; an additional one keeps them.
    expect(plainWeek('Su 17:00-02:00; Mo 10:00-20:00')).toEqual([h(0, 10), h(0, 20), h(6, 17), h(7, 0)])
    expect(plainWeek('Su 17:00-02:00, Mo 10:00-20:00')).toEqual([h(0, 10), h(0, 20), h(6, 17), h(7, 2)])
    expect(plainWeek('Mo-Su 00:00-24:00')).toEqual([0, h(7, 0)])
    expect(plainWeek('Mo closed')).toEqual([])
  })

  it('leaves every other text to the package', () => {
    for (const text of [
      '',
      'mo 10:00-20:00',
      'Mo 9:00-20:00',
      'Mo 10:00 - 20:00',
      'Mo 10:00-20:00;',
      'Mo 10:00-26:00',
      'Mo 24:00-02:00',
      'Mo 10:00-12:00, 13:00-18:00',
      'Mo-Fr 10:00-22:00, Sa off',
      'Mo,Mo 10:00-12:00',
      '24/7',
      'Mo-Fr 10:00-20:00; PH off',
      'Mo 10:00-20:00 open "call first"',
      'Th 23:00-03:15; 07:15-07:45',
    ])
      expect({ text, week: plainWeek(text) }).toEqual({ text, week: undefined })
  })

  it('is what parseOpeningHours answers for its shape and the package for the rest', () => {
    expect(parseOpeningHours('Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00')).toEqual(
      readWithPackage('Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00'),
    )
    expect(parseOpeningHours('Mo-Fr 10:00-20:00; PH off')).toEqual(readWithPackage('Mo-Fr 10:00-20:00; PH off'))
  })
})
