import { describe, expect, it } from 'vitest'
import { centsOf, lineupInputOf, type LineupFormEntry } from './lineup-form'

const entry = (fields: Partial<LineupFormEntry>): LineupFormEntry => ({
  game: 'pac-man',
  title: 'Pac-Man',
  details: 'Namco, 1980 · Video games',
  count: 1,
  price: '',
  status: 'working',
  statusSince: '',
  ...fields,
})

describe('the lineup form', () => {
  it('reads prices typed in dollars as cents: blank is unknown, 0 is free play', () => {
    expect(centsOf('')).toBeNull()
    expect(centsOf('0')).toBe(0)
    expect(centsOf('0.5')).toBe(50)
    expect(centsOf('$1.25')).toBe(125)
    expect(centsOf('2')).toBe(200)
    expect(centsOf('1.255')).toBeUndefined()
    expect(centsOf('one dollar')).toBeUndefined()
  })

  it('sends what the server takes', () => {
    const values = {
      entries: [
        entry({ count: '2', price: '0.50' }),
        entry({ game: 'medieval-madness', status: 'out_of_order', statusSince: '2026-11-01' }),
      ],
    }
    expect(lineupInputOf(values, true)).toEqual({
      input: {
        entries: [
          { game: 'pac-man', count: 2, priceCents: 50, status: 'working', statusSince: null },
          { game: 'medieval-madness', count: 1, priceCents: null, status: 'out_of_order', statusSince: '2026-11-01' },
        ],
        confirm: true,
      },
    })
  })

  it('names the form field of each broken rule', () => {
    const values = {
      entries: [
        entry({ price: 'lots' }),
        entry({ game: 'medieval-madness', count: 0 }),
        entry({ game: 'attack-from-mars', status: 'left' }),
      ],
    }
    expect(lineupInputOf(values, false).errors).toEqual({
      'entries.0.price': expect.stringContaining('must be an amount in dollars'),
      'entries.1.count': 'must be at least 1',
      'entries.2.statusSince': 'is required when the game is out of order or left',
    })
  })
})
