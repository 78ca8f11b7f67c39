import type { GameKind } from './game-catalogue'

/**
 * How games are named on the pages (issue 19). Zod-free, so public pages can import it
 * (docs/decisions/0025-public-pages-without-mantine-runtime.md keeps their bundle small).
 */

/** Each kind's name as a group heading: an arcade's lineup, the catalogue. */
export const GAME_KIND_LABELS: Record<GameKind, string> = {
  video: 'Video games',
  pinball: 'Pinball',
  rhythm: 'Rhythm games',
  racing: 'Racing',
  'light-gun': 'Light-gun games',
  fighting: 'Fighting games',
  vr: 'VR attractions',
  redemption: 'Redemption & prizes',
  table: 'Table games',
}

/** "$1.00", "Free play", or null when the price is unknown. */
export function priceLabel(cents: number | null): string | null {
  if (cents === null) return null
  if (cents === 0) return 'Free play'
  return `$${(cents / 100).toFixed(2)}`
}

/** Where a game's page is. */
export const gamePath = (slug: string) => `/games/${slug}`
