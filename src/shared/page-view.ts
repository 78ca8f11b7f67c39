/**
 * How a results page (search, state, city) shows its arcades: a list, or `view=map` in the address for the map
 * (docs/decisions/0022-results-map.md). The list is the default and has no parameter, so each view has one address.
 */
export type PageView = 'list' | 'map'

/** `view` from the address: 'map', or nothing (the list) for anything else. */
export function mapViewOf(value: unknown): 'map' | undefined {
  return value === 'map' ? 'map' : undefined
}
