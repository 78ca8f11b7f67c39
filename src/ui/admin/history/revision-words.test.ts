import { describe, expect, it } from 'vitest'
import { changeLabel, changeValue, revisionTitle } from './revision-words'

describe('a revision in the History panel’s words', () => {
  it('names the kind, and which version a restore brought back', () => {
    expect(revisionTitle({ kind: 'update', revertsId: null })).toBe('Edited')
    expect(revisionTitle({ kind: 'revert', revertsId: 12 })).toBe('Restored the version of #12')
    expect(revisionTitle({ kind: 'confirm', revertsId: null })).toBe('Confirmed as still right')
  })

  it('names fields by their labels and games by their titles', () => {
    expect(changeLabel({ field: 'zip', from: '1', to: '2' })).toBe('ZIP code')
    expect(changeLabel({ field: 'lineup:pac-man', game: 'Pac-Man', from: null, to: null })).toBe('Game: Pac-Man')
  })

  it('writes values as people read them, and text exactly as it was', () => {
    const value = (field: string, v: unknown) => changeValue({ field, from: null, to: v }, v)
    expect(value('status', 'temporarily_closed')).toBe('Temporarily closed')
    expect(value('closed_on', '2026-11-02')).toBe('Nov 2, 2026')
    expect(value('phone', '+12085550147')).toBe('(208) 555-0147')
    expect(value('rating', 4)).toBe('4.0')
    expect(value('review_count', 12)).toBe('12')
    expect(value('website', null)).toBeNull()
    expect(value('description', '<b>Loud</b> & bright')).toBe('<b>Loud</b> & bright')
  })

  it('writes a game’s place in the lineup in words', () => {
    const game = (v: unknown) => changeValue({ field: 'lineup:pac-man', game: 'Pac-Man', from: null, to: v }, v)
    expect(game(null)).toBe('Not in the lineup')
    expect(game({ count: 2, price_cents: 50, status: 'working', status_since: null })).toBe(
      '2 machines, $0.50 a play, Working',
    )
    expect(game({ count: 1, price_cents: null, status: 'out_of_order', status_since: '2026-11-02' })).toBe(
      '1 machine, price unknown, Out of order since Nov 2, 2026',
    )
    expect(game({ count: 1, price_cents: 0, status: 'working', status_since: null })).toBe(
      '1 machine, Free play, Working',
    )
  })
})
