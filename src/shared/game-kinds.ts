/**
 * The kinds of game and what pages call them (issue 19). Zod-free: the search page's filters and the lineup
 * section import it; the catalogue's schema is in game-catalogue.ts.
 */

/** The kinds of game, in the order an arcade's lineup groups them. */
export const GAME_KINDS = [
  'video',
  'pinball',
  'rhythm',
  'racing',
  'light-gun',
  'fighting',
  'vr',
  'redemption',
  'table',
] as const

export type GameKind = (typeof GAME_KINDS)[number]

/** Lower-case ASCII words joined by single hyphens: "medieval-madness", "jurassic-park-stern-2019". */
export const GAME_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A group of games of one kind, as a lineup or the catalogue heads it. */
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

/** The search page's kind filter: "Has pinball", "Has rhythm games". */
export const hasKindLabel = (kind: GameKind) =>
  `Has ${kind === 'vr' ? 'VR attractions' : GAME_KIND_LABELS[kind].toLowerCase()}`

export const isGameKind = (value: string): value is GameKind => (GAME_KINDS as readonly string[]).includes(value)
