import { PUBLIC_TYPES, TYPE_FILTER_LABELS, typeName } from '../../shared/arcade-types'
import { RATING_FILTER_OPTIONS, SEARCH_RADII, type SearchSort } from '../../shared/constants'
import type { SearchAddress, SearchPageAddress } from '../../shared/search-address'
import { findState } from '../../shared/us-states'
import { GAME_KINDS, hasKindLabel, isGameKind, type GameKind } from '../../shared/game-kinds'
import type { GameKindCounts } from '../../shared/arcade'

/** What the search page's filters and chips call each value. */

export const typeLabel = (type: string) => TYPE_FILTER_LABELS[type] ?? typeName(type)
export const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  ...PUBLIC_TYPES.map((t) => ({ value: t, label: typeLabel(t) })),
]
const RATING_LABELS: Record<number, string> = { 4: '4+ Stars', 4.5: '4.5+ Stars', 5: '5 Stars' }
export const ratingLabel = (r: number) => RATING_LABELS[r] ?? `${r}+ Stars`
export const RATING_OPTIONS = [
  { value: '', label: 'Any Rating' },
  ...RATING_FILTER_OPTIONS.map((r) => ({ value: String(r), label: ratingLabel(r) })),
]
export const RADIUS_OPTIONS = SEARCH_RADII.map((r) => ({ value: String(r), label: `Within ${r} miles` }))
export const SORT_LABELS: Record<SearchSort, string> = {
  distance: 'Distance',
  relevance: 'Relevance',
  rating: 'Rating',
  name: 'Name',
}
/** Distance is offered only when the search has a point. */
export const sortOptions = (withPoint: boolean) =>
  (withPoint ? (['distance', 'relevance', 'rating', 'name'] as const) : (['relevance', 'rating', 'name'] as const)).map(
    (value) => ({ value, label: SORT_LABELS[value] }),
  )

/** The kind filter's options, each with how many of the results have that kind of game (when known). */
export const gameKindOptions = (counts: GameKindCounts | undefined) => [
  { value: '', label: 'Any games' },
  ...GAME_KINDS.map((k) => ({ value: k, label: counts ? `${hasKindLabel(k)} (${counts[k]})` : hasKindLabel(k) })),
]
export const gameKindLabel = (kind: string) => (isGameKind(kind) ? hasKindLabel(kind as GameKind) : kind)

/** The options, plus the address's value when no option has it (so the select shows what filters). */
export function withCurrent(options: { value: string; label: string }[], value: string, label: string) {
  return value && !options.some((o) => o.value === value) ? [...options, { value, label }] : options
}

export const stateNameOf = (search: SearchAddress) =>
  search.state ? (findState(search.state)?.name ?? search.state) : undefined

/** An active filter as a chip: its label, and the change to the address that removes it. */
export interface Chip {
  key: string
  label: string
  clear: SearchAddress
}

/**
 * The address's active filters, as chips; `originLabel` names a point search's place as the server read it, and
 * `gameTitle` the game of the game filter.
 */
export function chipsOf(search: SearchPageAddress, originLabel: string | undefined, gameTitle?: string): Chip[] {
  const chips: Chip[] = []
  const stateName = stateNameOf(search)
  if (search.q) chips.push({ key: 'q', label: `"${search.q}"`, clear: { q: undefined, exact: undefined } })
  if (search.type) chips.push({ key: 'type', label: typeLabel(search.type), clear: { type: undefined } })
  if (search.game) chips.push({ key: 'game', label: `Has ${gameTitle ?? search.game}`, clear: { game: undefined } })
  if (search.gameKind)
    chips.push({ key: 'gameKind', label: gameKindLabel(search.gameKind), clear: { gameKind: undefined } })
  if (search.minRating)
    chips.push({ key: 'minRating', label: `${search.minRating}+ stars`, clear: { minRating: undefined } })
  if (search.openNow === 'true') chips.push({ key: 'openNow', label: 'Open now', clear: { openNow: undefined } })
  if (stateName) chips.push({ key: 'state', label: stateName, clear: { state: undefined } })
  if (search.city) chips.push({ key: 'city', label: search.city, clear: { city: undefined } })
  if (search.zip) chips.push({ key: 'zip', label: `ZIP ${search.zip}`, clear: { zip: undefined } })
  if (search.near) {
    // Without a point, distance is no order: the sort goes with it.
    const clear = { near: undefined, radius: undefined, sort: search.sort === 'distance' ? undefined : search.sort }
    chips.push({ key: 'near', label: `Near ${originLabel ?? search.near}`, clear })
  }
  if (search.radius) chips.push({ key: 'radius', label: `Within ${search.radius} mi`, clear: { radius: undefined } })
  const sortLabel = SORT_LABELS[search.sort as SearchSort] ?? search.sort
  if (search.sort) chips.push({ key: 'sort', label: `Sorted by ${sortLabel}`, clear: { sort: undefined } })
  return chips
}

/** The chips that are filters (the "Filters (n)" count): not the words searched for, nor the place searched near. */
export const filterCount = (chips: Chip[]) => chips.filter((c) => c.key !== 'q' && c.key !== 'near').length
