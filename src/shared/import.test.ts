import { describe, expect, it } from 'vitest'
import { importRowInput, plainFileLineup } from './import'

/** The import's quick lineup check gives what the schema gives, and leaves every lineup the schema refuses to it. */

const row = {
  name: 'Pixel Palace',
  description: 'Arcade',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  osmRef: null,
  slug: null,
}
const byZod = (lineup: unknown) => importRowInput.safeParse({ ...row, lineup })

describe('plainFileLineup', () => {
  it.each([
    [[]],
    [''],
    [[{ game: 'pac-man' }]],
    ['[{"game":"pac-man","count":2,"price_cents":50,"status":"working"}]'],
    [
      [
        { game: 'pac-man', count: 2, price_cents: null, status: 'working' },
        { game: 'galaga', count: 1, price_cents: 0, status: 'out_of_order', status_since: '2024-02-29' },
        { game: 'tekken-7', count: 99, price_cents: 100_000, status: 'left', status_since: '2025-12-31' },
      ],
    ],
  ])('reads %j as the schema does', (lineup) => {
    const parsed = byZod(lineup)
    expect(parsed.success).toBe(true)
    expect(plainFileLineup(lineup)).toEqual(parsed.data!.lineup)
  })

  it.each([
    ['not json'],
    [{ game: 'pac-man' }],
    [[null]],
    [[{ game: 'Pac Man' }]],
    [[{ game: 'pac-man', count: 0 }]],
    [[{ game: 'pac-man', count: 1.5 }]],
    [[{ game: 'pac-man', count: '2' }]],
    [[{ game: 'pac-man', price_cents: -1 }]],
    [[{ game: 'pac-man', price_cents: 100_001 }]],
    [[{ game: 'pac-man', status: 'broken' }]],
    [[{ game: 'pac-man', status_since: '2024-01-01' }]],
    [[{ game: 'pac-man', status: 'left' }]],
    [[{ game: 'pac-man', status: 'left', status_since: '2023-02-29' }]],
    [[{ game: 'pac-man', status: 'left', status_since: '2023-2-1' }]],
    [[{ game: 'pac-man', colour: 'red' }]],
    [[{ game: 'pac-man' }, { game: 'pac-man' }]],
    [Array.from({ length: 401 }, (_, i) => ({ game: `game-${i}` }))],
  ])('leaves %j to the schema, which refuses it', (lineup) => {
    expect(plainFileLineup(lineup)).toBeUndefined()
    expect(byZod(lineup).success).toBe(false)
  })

  it('leaves a slug with spaces around it to the schema, which trims it', () => {
    const lineup = [{ game: ' pac-man ' }]
    expect(plainFileLineup(lineup)).toBeUndefined()
    expect(byZod(lineup).data?.lineup?.[0]?.game).toBe('pac-man')
  })
})
