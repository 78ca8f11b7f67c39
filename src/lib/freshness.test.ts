import { describe, expect, it } from 'vitest'
import { freshnessOf } from './freshness'

const at = (iso: string) => Date.parse(iso)
const stamps = { checked_at: null, hours_checked_at: null, created_at: '2026-01-10 12:00:00' }

describe('freshnessOf', () => {
  it('is the latest check, or the day the listing was added when nobody checked it since', () => {
    expect(freshnessOf(stamps, at('2026-11-27T00:00:00Z')).checked).toBe('2026-01')
    expect(freshnessOf({ ...stamps, checked_at: '2026-10-02T08:00:00.000Z' }, at('2026-11-27T00:00:00Z'))).toEqual({
      checked: '2026-10',
      hours: null,
      stale: false,
    })
  })

  it('names the hours’ month only where it differs from the listing’s', () => {
    const checked = { ...stamps, checked_at: '2026-10-02 08:00:00' }
    expect(freshnessOf({ ...checked, hours_checked_at: '2026-10-01 08:00:00' }, at('2026-11-27T00:00:00Z')).hours).toBe(
      null,
    )
    expect(freshnessOf({ ...checked, hours_checked_at: '2025-03-01 08:00:00' }, at('2026-11-27T00:00:00Z')).hours).toBe(
      '2025-03',
    )
  })

  it('is stale from 18 months on', () => {
    const checked = { ...stamps, checked_at: '2025-05-31 23:00:00' }
    expect(freshnessOf(checked, at('2026-10-31T23:59:59Z')).stale).toBe(false)
    expect(freshnessOf(checked, at('2026-11-01T00:00:00Z')).stale).toBe(true)
  })
})
