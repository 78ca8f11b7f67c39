/**
 * How a lineup's entries are written on the pages (issue 19). Zod-free, so public pages can import it
 * (docs/decisions/0025-public-pages-without-mantine-runtime.md keeps their bundle small); the kinds' names are in
 * game-kinds.ts.
 */

/** "$1.00", "Free play", or null when the price is unknown. */
export function priceLabel(cents: number | null): string | null {
  if (cents === null) return null
  if (cents === 0) return 'Free play'
  return `$${(cents / 100).toFixed(2)}`
}

/** Where a game's page is. */
export const gamePath = (slug: string) => `/games/${slug}`

/** "Williams, 1997", "Namco", "1982", or nothing: who made a game and when, as far as the catalogue knows. */
export function gameMaker(game: { manufacturer: string | null; year: number | null }): string {
  return [game.manufacturer, game.year].filter((part) => part !== null).join(', ')
}
