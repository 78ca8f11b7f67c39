/**
 * One counter for "the public data changed". Every admin write (arcade or widget) bumps it; every cache of
 * public answers — site-wide figures, widget selections, the search index, rendered pages and API answers —
 * is keyed by it or cleared by it, so a change is visible on the next page load.
 */
let generation = 0
const listeners = new Set<() => void>()

export function dataGeneration(): number {
  return generation
}

/** Called by every service that writes public data, after the write committed. */
export function markDataChanged(): void {
  generation++
  for (const listener of listeners) listener()
}

/** Runs `listener` after every change (caches that clear themselves rather than compare generations). */
export function onDataChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
