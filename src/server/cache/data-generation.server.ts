import type { Db } from '../db/client.server'
import type { ArcadeRow, GameRow } from '../db/schema'
import type { affiliateWidgets } from '../db/schema/widgets'
import type { SearchIndex } from '../services/search-index.server'

/**
 * What changed in the public data, told to every cache of it after the write committed: an arcade's row before
 * and after (no `before`: created; no `after`: deleted) with the ids of the games in its lineup before or after
 * (their pages list it), a catalogue game before and after, a widget before and after, or `all` (another database,
 * a restore, an import: everything may differ). Caches keep what a change cannot have touched
 * (docs/decisions/0033-incremental-changes.md). An `all` may bring `db`'s search index already built from the new
 * data (an import builds it a slice at a time before its commit: docs/decisions/0054-bulk-import.md).
 */
export type DataChange =
  | {
      kind: 'arcade'
      before?: ArcadeRow
      after?: ArcadeRow
      /** The games its lineup had or has. */
      games?: number[]
      /** False when its lineup did not change (absent: it may have). */
      lineupChanged?: boolean
    }
  | { kind: 'game'; before?: GameRow; after?: GameRow }
  | { kind: 'widget'; before?: WidgetRow; after?: WidgetRow }
  | { kind: 'all'; rebuilt?: { db: Db; index: SearchIndex } }

export type WidgetRow = typeof affiliateWidgets.$inferSelect

/**
 * One counter for "the public data changed": it goes up with every change, so work begun before a change (a
 * render) can tell that its answer may be stale and not keep it.
 */
let generation = 0
const listeners = new Set<(change: DataChange) => void>()

export function dataGeneration(): number {
  return generation
}

/** Called by every service that writes public data, after the write committed. */
export function markDataChanged(change: DataChange): void {
  generation++
  for (const listener of listeners) listener(change)
}

/** Runs `listener` after every change. */
export function onDataChange(listener: (change: DataChange) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
