/**
 * What the search box's suggestions are (`public.suggest`, `GET /api/suggest`). Zod-free: the search box's
 * suggestion list imports it on public pages; the input schema is in suggest.ts.
 */
export type SuggestionKind = 'near' | 'city' | 'state' | 'arcade' | 'game' | 'type' | 'search'

export interface Suggestion {
  kind: SuggestionKind
  /**
   * What the list shows: "Near 78701", "Houston, TX", "Texas", an arcade's name, a game's title, "Pinball", or the
   * text typed.
   */
  label: string
  /**
   * Where choosing it leads: a search near a ZIP code, the city, state, arcade or game page, a search by type, or a
   * search for the text.
   */
  url: string
  /** Arcades of the city, state or type, or arcades that have the game. */
  count?: number
  /** An arcade's or a ZIP code's city and state ("Houston, TX"), to tell arcades of the same name apart. */
  detail?: string
}

export interface SuggestResult {
  suggestions: Suggestion[]
}

/** Suggestions start at this many characters. */
export const SUGGEST_MIN_CHARS = 2
export const SUGGEST_MAX_CHARS = 100
/** The search box asks for suggestions once typing has paused this long. */
export const SUGGEST_DEBOUNCE_MS = 150
