import type { WeekHours } from './week-hours'

/** Weeks for the tests of week-hours.ts and week-table.ts, in minutes of the local week from Monday 00:00. */
export const H = 60
export const D = 24 * H
/** Mo-Th 12:00-23:00; Fr-Sa 14:00-02:00, Su 12:00-21:00, as the server works it out (opening-hours.test.ts). */
export const WEEK: WeekHours = [
  12 * H,
  23 * H,
  D + 12 * H,
  D + 23 * H,
  2 * D + 12 * H,
  2 * D + 23 * H,
  3 * D + 12 * H,
  3 * D + 23 * H,
  4 * D + 14 * H,
  5 * D + 2 * H,
  5 * D + 14 * H,
  6 * D + 2 * H,
  6 * D + 12 * H,
  6 * D + 21 * H,
]
/** Mo off; Tu-Su 17:00-23:00. */
export const CLOSED_MONDAY: WeekHours = [1, 2, 3, 4, 5, 6].flatMap((d) => [d * D + 17 * H, d * D + 23 * H])
