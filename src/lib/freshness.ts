/**
 * How fresh a listing is (issue 20): when someone last checked it (a confirmation or an accepted change), and its
 * hours where those were checked in another month (the lineup says when it was confirmed itself). Months, because that is what the page says ("Last
 * checked November 2026"); a listing not checked for STALE_AFTER_MONTHS asks visitors to help check it.
 */

/** A listing checked this many months ago or longer shows the notice asking visitors to help check it. */
export const STALE_AFTER_MONTHS = 18

/** The stamps of a listing, as the public answer carries them (timestamps, UTC; null: never). */
export interface FreshnessStamps {
  checked_at: string | null
  hours_checked_at: string | null
  /** When the listing was added: what "last checked" falls back to for a listing nobody has checked since. */
  created_at: string
}

export interface Freshness {
  /** The month (YYYY-MM) the listing was last checked. */
  checked: string
  /** The month its hours were last checked, when that is another month (null: the same, or never on their own). */
  hours: string | null
  /** Not checked for STALE_AFTER_MONTHS or more: the page asks visitors to help check it. */
  stale: boolean
}

const monthOf = (timestamp: string) => timestamp.slice(0, 7)

/** Months from `from` (YYYY-MM) to `to` (YYYY-MM): 2025-05 to 2026-11 is 18. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number]
  const [ty, tm] = to.split('-').map(Number) as [number, number]
  return (ty - fy) * 12 + (tm - fm)
}

/**
 * A listing's freshness at `nowMs`. "Last checked" is the latest check, or when the listing was added if nobody
 * has checked it since (a listing is as checked as it was on the day it was added, sample data included); the hours'
 * month shows only where it differs from it.
 */
export function freshnessOf(stamps: FreshnessStamps, nowMs: number): Freshness {
  const checked = monthOf(stamps.checked_at ?? stamps.created_at)
  const part = (stamp: string | null) => (stamp && monthOf(stamp) !== checked ? monthOf(stamp) : null)
  return {
    checked,
    hours: part(stamps.hours_checked_at),
    stale: monthsBetween(checked, monthOf(new Date(nowMs).toISOString())) >= STALE_AFTER_MONTHS,
  }
}
