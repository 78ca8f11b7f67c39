import { AsyncLocalStorage } from 'node:async_hooks'
import { boundingBoxes } from '../../lib/distance'
import { validCoordinates } from '../../lib/geo'
import type { ArcadeRow } from '../db/schema'
import { SEARCHED_FIELDS } from '../services/search-index.server'
import { onDataChange, type DataChange, type WidgetRow } from './data-generation.server'

/**
 * What an answer shows, as dependency keys, and which keys a data change makes stale
 * (docs/decisions/0035-scoped-invalidation.md). The services say what they read (`dependsOn`) while an answer is
 * made; the caches keep each answer's keys and drop only the answers whose keys a change touches.
 *
 * The keys:
 * - `arcade:<id>`: that arcade's fields (its page, and lists whose members are not otherwise scoped: featured, nearby).
 * - `slug:<slug>`: a look-up by slug, found or not (a 404 for a slug becomes a page when the arcade is created).
 * - `state:<stateSlug>`, `city:<stateSlug>/<citySlug>`: lists and figures of one state or one city.
 * - `search`: every search-index answer (searches, the search map, suggestions): a change of what they find, order,
 *   count or show without reading the arcade's row (SEARCHED_FIELDS, its lineup, a game's title) may alter them.
 *   The arcades they show from rows are `arcade:` keys (dependsOnArcades).
 * - `arcades`: a list of more arcades than it is worth naming one by one (any arcade's change).
 * - `sitemap`: the sitemaps, which carry every arcade's last change.
 * - `totals`: site-wide and per-state or per-city counts (the footer of every page, the home page's states).
 * - `samples`: how many listings are sample data (the footer's notice, the about page).
 * - `featured`: the featured lists (home, "Featured Arcades").
 * - `geo:<lat>:<lng>` (one-degree cells) and `geo:wide`: the reach of a "nearby arcades" block.
 * - `widget:<id>`, `widget-path:<path>`, `widget-tag:<tag>`: a widget's frame and the pages that select by path or tag.
 * - `game:<id>`: a catalogue game's fields (its page, lineups and popular-games lists that name it).
 * - `game-arcades:<id>`: the arcades that have a game, and their fields (its page's list, searches by it).
 * - `games`: the catalogue as a whole (the games list, its counts, popular games).
 * - `changes`: the whole country's feed of changes (/feeds/changes.xml); a state's or a city's feed reads `state:` or
 *   `city:`, a game's feed `game:` and `game-arcades:`.
 */

const reading = new AsyncLocalStorage<Set<string>>()

/** Records that the answer being made shows what `keys` name (no-op outside `collectDependencies`). */
export function dependsOn(...keys: string[]): void {
  const keep = reading.getStore()
  if (keep) for (const key of keys) keep.add(key)
}

/**
 * Runs `work` (sync or async) collecting the keys it depends on into `keys`, and only there: a nested collection (a
 * service's own cache computing a value during a render) passes its keys on itself (`DependentCache`).
 */
export function collectDependencies<T>(keys: Set<string>, work: () => T): T {
  return reading.run(keys, work)
}

export const arcadeKey = (id: number) => `arcade:${id}`
export const slugKey = (slug: string) => `slug:${slug}`
export const stateKey = (stateSlug: string) => `state:${stateSlug}`
export const cityKey = (stateSlug: string, citySlug: string) => `city:${stateSlug}/${citySlug}`
export const SEARCH_KEY = 'search'
export const ANY_ARCADE_KEY = 'arcades'
export const SITEMAP_KEY = 'sitemap'
export const TOTALS_KEY = 'totals'
export const SAMPLES_KEY = 'samples'
export const FEATURED_KEY = 'featured'
export const widgetKey = (id: number) => `widget:${id}`
export const widgetPathKey = (path: string) => `widget-path:${path}`
export const widgetTagKey = (tag: string) => `widget-tag:${tag}`
export const gameKey = (id: number) => `game:${id}`
export const gameArcadesKey = (id: number) => `game-arcades:${id}`
export const GAMES_KEY = 'games'
export const CHANGES_KEY = 'changes'

/**
 * A list showing these arcades' rows: beyond MOST_NAMED_ARCADES it depends on every arcade, as each key costs the
 * cache memory (a search map's 2,000 points).
 */
export function dependsOnArcades(ids: readonly number[]): void {
  if (ids.length > MOST_NAMED_ARCADES) dependsOn(ANY_ARCADE_KEY)
  else dependsOn(...ids.map(arcadeKey))
}
const MOST_NAMED_ARCADES = 100

/** Cells of one degree: a change's point names its cell; a nearby block's reach names the cells it overlaps. */
const geoKey = (lat: number, lng: number) => `geo:${Math.floor(lat)}:${Math.floor(lng)}`
/** A reach wider than this is `geo:wide` (any placed arcade's change) rather than hundreds of cells. */
const WIDEST_CELLED_REACH_MILES = 200
const GEO_WIDE_KEY = 'geo:wide'

/**
 * A "nearby arcades" list around a point: it changes when an arcade within `miles` of it appears, moves or goes
 * (its cells; the arcades it shows are depended on by `rowsByIds` as their rows are read). `miles` is the distance
 * of the last one shown, or Infinity when the list holds fewer than it could (any placed arcade may join).
 */
export function dependsOnNearby(origin: { latitude: number; longitude: number }, miles: number) {
  if (!(miles <= WIDEST_CELLED_REACH_MILES)) return dependsOn(GEO_WIDE_KEY)
  for (const box of boundingBoxes(origin.latitude, origin.longitude, miles))
    for (let lat = Math.floor(box.minLat); lat <= box.maxLat; lat++)
      for (let lng = Math.floor(box.minLng); lng <= box.maxLng; lng++) dependsOn(geoKey(lat, lng))
}

/**
 * The lowest rating of an unfeatured arcade on any featured list shown since `featured` last went stale: lists are
 * the featured arcades topped up with the best rated, so an unfeatured arcade rated below every list's last one can
 * join none of them. -Infinity when a list was shorter than asked (every arcade may join).
 */
let featuredFloor = Infinity

/** A featured list (featured first, then best rated) of at most `limit`, as shown. */
export function dependsOnFeatured(list: Pick<ArcadeRow, 'id' | 'featured' | 'rating'>[], limit: number): void {
  dependsOn(FEATURED_KEY, ...list.map((a) => arcadeKey(a.id)))
  if (list.length < limit) featuredFloor = -Infinity
  for (const a of list) if (!a.featured) featuredFloor = Math.min(featuredFloor, a.rating)
}

/** The keys a change makes stale; `all` for a change of everything. */
export type StaleKeys = Set<string> | 'all'

const staleListeners = new Set<(stale: StaleKeys) => void>()

/**
 * Runs `listener` with the stale keys of every change. The keys are worked out once per change and shared: working
 * them out moves the featured floor.
 */
export function onStaleKeys(listener: (stale: StaleKeys) => void): void {
  staleListeners.add(listener)
}

onDataChange((change) => {
  const stale = staleKeys(change)
  for (const listener of staleListeners) listener(stale)
})

function staleKeys(change: DataChange): StaleKeys {
  if (change.kind === 'all') {
    featuredFloor = Infinity
    return 'all'
  }
  const stale = new Set<string>()
  if (change.kind === 'widget') {
    for (const w of [change.before, change.after]) if (w) widgetKeys(w, stale)
    return stale
  }
  if (change.kind === 'game') {
    // A title or alias is found by searches; a kind moves it between the catalogue's groups.
    const id = (change.after ?? change.before)!.id
    stale.add(gameKey(id)).add(gameArcadesKey(id)).add(GAMES_KEY).add(SEARCH_KEY).add(SITEMAP_KEY)
    return stale
  }
  const { before, after } = change
  for (const id of change.games ?? []) stale.add(gameArcadesKey(id))
  if (change.games?.length) stale.add(GAMES_KEY)
  const rows = [before, after].filter((r): r is ArcadeRow => r !== undefined)
  stale.add(ANY_ARCADE_KEY).add(SITEMAP_KEY).add(CHANGES_KEY)
  const differ = (field: keyof ArcadeRow) => !before || !after || !Object.is(before[field], after[field])
  if (change.lineupChanged !== false || SEARCHED_FIELDS.some(differ)) stale.add(SEARCH_KEY)
  // A nearby list hears of an arcade within its reach that appears, moves or goes; those it shows are its own keys.
  const placed = differ('latitude') || differ('longitude') || differ('listed')
  for (const r of rows) {
    stale.add(arcadeKey(r.id)).add(slugKey(r.slug)).add(stateKey(r.stateSlug)).add(cityKey(r.stateSlug, r.citySlug))
    const point = validCoordinates(r.latitude, r.longitude)
    if (point && placed) stale.add(geoKey(point.lat, point.lng)).add(GEO_WIDE_KEY)
  }
  // Counts see listed arcades only: one that is deleted or closes for good leaves them, as one removed would.
  const counted = (r: ArcadeRow | undefined) => (r?.listed ? `${r.stateSlug}/${r.citySlug}/${r.city}` : undefined)
  if (counted(before) !== counted(after)) stale.add(TOTALS_KEY)
  const sample = (r: ArcadeRow | undefined) => r?.listed === true && r.source === 'sample'
  if (sample(before) !== sample(after)) stale.add(SAMPLES_KEY)
  // The lists name the arcades they show (their keys): only a change of the lists' order can bring one in.
  const ranked = differ('featured') || differ('rating') || differ('name') || differ('listed')
  if (ranked && rows.some((r) => r.featured || r.rating >= featuredFloor)) {
    stale.add(FEATURED_KEY)
    // Every list that set the floor is now stale: the next lists set it afresh.
    featuredFloor = Infinity
  }
  return stale
}

/** What a widget shows on: its frame, and while active, the pages it targets. */
function widgetKeys(w: WidgetRow, stale: Set<string>): void {
  stale.add(widgetKey(w.id))
  if (w.isActive) stale.add(w.targetType === 'path' ? widgetPathKey(w.targetValue) : widgetTagKey(w.targetValue))
}

/**
 * Which cached entries depend on which keys, both ways, so a change finds its stale entries without a scan.
 * Entries are named by the cache (an address, a cache key).
 */
export class DependencyIndex {
  private readonly entriesOf = new Map<string, Set<string>>()
  private readonly keysOf = new Map<string, readonly string[]>()

  /** Records `entry`'s keys, replacing any it had. */
  set(entry: string, keys: readonly string[]): void {
    this.delete(entry)
    this.keysOf.set(entry, keys)
    for (const key of keys) {
      let entries = this.entriesOf.get(key)
      if (!entries) this.entriesOf.set(key, (entries = new Set()))
      entries.add(entry)
    }
  }

  delete(entry: string): void {
    const keys = this.keysOf.get(entry)
    if (!keys) return
    this.keysOf.delete(entry)
    for (const key of keys) {
      const entries = this.entriesOf.get(key)
      entries?.delete(entry)
      if (entries?.size === 0) this.entriesOf.delete(key)
    }
  }

  /** The entries that depend on any of `keys`. */
  entriesDependingOn(keys: Iterable<string>): Set<string> {
    const found = new Set<string>()
    for (const key of keys) for (const entry of this.entriesOf.get(key) ?? []) found.add(entry)
    return found
  }

  clear(): void {
    this.entriesOf.clear()
    this.keysOf.clear()
  }
}

/**
 * A service's cache of values worked out from the data (site-wide figures, widget selections): each value keeps the
 * keys it read, is dropped when a change makes one of them stale, and passes them on to the answer reading it.
 */
export class DependentCache {
  private readonly values = new Map<string, { value: unknown; keys: string[] }>()
  private readonly dependents = new DependencyIndex()

  /** At most `maxEntries` values (arbitrary addresses cannot grow it without limit): full, it starts again. */
  constructor(private readonly maxEntries = Infinity) {
    onStaleKeys((stale) => {
      if (stale === 'all') return this.clear()
      for (const entry of this.dependents.entriesDependingOn(stale)) {
        this.values.delete(entry)
        this.dependents.delete(entry)
      }
    })
  }

  get<T>(name: string, compute: () => T): T {
    let entry = this.values.get(name)
    if (!entry) {
      const keys = new Set<string>()
      const value = collectDependencies(keys, compute)
      if (this.values.size >= this.maxEntries) this.clear()
      entry = { value, keys: [...keys] }
      this.values.set(name, entry)
      this.dependents.set(name, entry.keys)
    }
    dependsOn(...entry.keys)
    return entry.value as T
  }

  private clear(): void {
    this.values.clear()
    this.dependents.clear()
  }
}
