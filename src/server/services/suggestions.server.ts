import { sql } from 'drizzle-orm'
import { resized } from '../../lib/resized'
import { firstNot } from '../../lib/sorted'
import { typeName } from '../../shared/arcade-types'
import { findState } from '../../shared/us-states'
import type { Suggestion, SuggestResult } from '../../shared/suggest-types'
import type { Db } from '../db/client.server'
import { arcades } from '../db/schema'
import { dependsOnArcades } from '../cache/dependencies.server'
import {
  searchIndexOf,
  searchWords,
  typeEntries,
  type IndexedArcade,
  type IndexFollower,
  type SearchIndex,
  runToEnd,
} from './search-index.server'
import { correctWords, preparingVocabulary, vocabularyOf } from './spelling.server'
import { knownZip } from './near.server'
import { zipInQuery } from '../../shared/search-params'

/**
 * The search box's suggestions (docs/decisions/0024-typo-tolerance-and-suggestions.md): cities, states, arcades,
 * games (issue 19) and types whose words start with what was typed, then the text itself as a search. Each kind is a sorted list
 * of word-start keys held in memory; they follow the search index, so an arcade's change adds or removes its own
 * keys only (docs/decisions/0033-incremental-changes.md), and a lookup is two binary searches and a scan of the
 * matching keys.
 */

/** Most suggestions of each kind: all of them fit under the field without a scrolling list. */
const SHOWN = { city: 4, state: 2, arcade: 4, game: 3, type: 2 } as const
/** Keys start at the first few words of a name: "pixel" and "palace" find "Pixel Palace Arcade & Bar". */
const MAX_KEY_WORDS = 6
/** Keys a step of `PrefixKeys.sorting` slices, sorts or merges (a few ms). */
const SORT_STEP_KEYS = 8192

/**
 * Items' texts (lower-case words joined by single spaces) and their word-start keys in sorted order: key k is the
 * text of `item[k]` from character `offset[k]` on; equal texts are ordered by item, then offset, so that every key
 * has one place a binary search finds (an arcade's change then moves its own keys only, however many share a text).
 * Sorted on first use, then kept sorted.
 */
export class PrefixKeys {
  /** `stepKeys`: how many keys a step of `sorting` slices, sorts or merges. */
  constructor(private readonly stepKeys = SORT_STEP_KEYS) {}
  /** Each item's text, by item (arcade ids, or places' numbers: few holes). */
  private readonly texts: (string | undefined)[] = []
  /** The keys (`count` of them): typed arrays, since 100,000 arcades have some 250,000 keys. */
  private item = new Int32Array(64)
  private offset = new Uint16Array(64)
  private count = 0
  private sorted = false

  /**
   * Keys at the word starts of the item's `words` (its name); `tail` words (a city's state code) only extend the
   * text, so "houston tx" finds Houston, TX while "tx" alone does not list every Texan city.
   */
  add(item: number, words: string[], tail: string[] = []): void {
    const text = [...words, ...tail].join(' ')
    // Grown one at a time: an array written far past its end would turn into a hash table.
    while (this.texts.length <= item) this.texts.push(undefined)
    this.texts[item] = text
    for (const offset of this.offsets(words)) {
      const at = this.sorted ? this.placeOf(text.slice(offset), item, offset) : this.count
      if (this.count === this.item.length) {
        const room = this.count + Math.max(64, this.count >> 2)
        this.item = resized(this.item, room)
        this.offset = resized(this.offset, room)
      }
      this.item.copyWithin(at + 1, at, this.count)
      this.offset.copyWithin(at + 1, at, this.count)
      this.item[at] = item
      this.offset[at] = offset
      this.count++
    }
  }
  remove(item: number, words: string[]): void {
    const text = this.texts[item]
    if (text === undefined) return
    this.sort()
    for (const offset of this.offsets(words)) {
      const at = this.placeOf(text.slice(offset), item, offset)
      if (at === this.count || this.item[at] !== item || this.offset[at] !== offset)
        throw new Error(`key of ${item} is not in its place`)
      this.item.copyWithin(at, at + 1, this.count)
      this.offset.copyWithin(at, at + 1, this.count)
      this.count--
    }
    this.texts[item] = undefined
  }
  private offsets(words: string[]): number[] {
    let offset = 0
    return words.slice(0, MAX_KEY_WORDS).map((word) => {
      const at = offset
      offset += word.length + 1
      return at
    })
  }
  /** Sorts the keys now (at start) rather than for the first visitor. */
  sort(): void {
    runToEnd(this.sorting())
  }
  /**
   * Sorts the keys a step per `stepKeys` keys sliced, sorted or merged (a merge sort from runs of that many), so
   * that a caller can let other work run between steps: an import's new index, sorted on the serving thread, held it
   * for a third of a second at 100,000 arcades in one sort.
   */
  *sorting(): Generator<void> {
    if (this.sorted) return
    const n = this.count
    const keyText: string[] = []
    for (let k = 0; k < n; k++) {
      keyText.push(this.texts[this.item[k]!]!.slice(this.offset[k]))
      if ((k + 1) % this.stepKeys === 0) yield
    }
    const compare = (a: number, b: number) =>
      (keyText[a]! < keyText[b]! ? -1 : keyText[a]! > keyText[b]! ? 1 : 0) ||
      this.item[a]! - this.item[b]! ||
      this.offset[a]! - this.offset[b]!
    let order = Int32Array.from(keyText.keys())
    for (let from = 0; from < n; from += this.stepKeys) {
      order.subarray(from, from + this.stepKeys).sort(compare)
      yield
    }
    let merged = new Int32Array(n)
    for (let width = this.stepKeys; width < n; width *= 2) {
      let out = 0
      for (let low = 0; low < n; low += 2 * width) {
        const middle = Math.min(low + width, n)
        const high = Math.min(low + 2 * width, n)
        let i = low
        let j = middle
        while (i < middle || j < high) {
          merged[out++] = j === high || (i < middle && compare(order[i]!, order[j]!) < 0) ? order[i++]! : order[j++]!
          if (out % this.stepKeys === 0) yield
        }
      }
      ;[order, merged] = [merged, order]
    }
    // Just the room the keys need, and a sixty-fourth more.
    const room = n + (n >> 6)
    this.item = resized(
      Int32Array.from(order, (k) => this.item[k]!),
      room,
    )
    this.offset = resized(
      Uint16Array.from(order, (k) => this.offset[k]!),
      room,
    )
    this.sorted = true
  }
  /**
   * Whether key k sorts before `text` (without slicing the key out of its text); a key equal to `text` sorts before
   * it when its item and offset are smaller than `item` and `offset` (none is, by default).
   */
  private keyBefore(k: number, text: string, item = -1, offset = -1): boolean {
    const full = this.texts[this.item[k]!]!
    const start = this.offset[k]!
    for (let i = 0; i < text.length; i++) {
      if (start + i === full.length) return true
      const a = full.charCodeAt(start + i)
      const b = text.charCodeAt(i)
      if (a !== b) return a < b
    }
    if (start + text.length < full.length) return false
    return this.item[k]! < item || (this.item[k] === item && start < offset)
  }
  private lowerBound(text: string): number {
    return firstNot((k) => this.keyBefore(k, text), this.count)
  }
  /** Where the key of `item` at `offset`, whose text is `text`, is or belongs. */
  private placeOf(text: string, item: number, offset: number): number {
    return firstNot((k) => this.keyBefore(k, text, item, offset), this.count)
  }

  /**
   * The `limit` best items with a key starting with `prefix`: matches at the start of the name first, then
   * matches of a later word, each by `better`.
   */
  best(prefix: string, limit: number, better: (a: number, b: number) => boolean): number[] {
    this.sort()
    const from = this.lowerBound(prefix)
    const to = this.lowerBound(`${prefix}\uffff`)
    const chosen: { item: number; later: boolean }[] = []
    const before = (a: { item: number; later: boolean }, b: { item: number; later: boolean }) =>
      a.later !== b.later ? !a.later : better(a.item, b.item)
    for (let k = from; k < to; k++) {
      const entry = { item: this.item[k]!, later: this.offset[k]! > 0 }
      if (chosen.length === limit && !before(entry, chosen[limit - 1]!)) continue
      const same = chosen.findIndex((c) => c.item === entry.item)
      if (same >= 0) {
        if (!before(entry, chosen[same]!)) continue
        chosen.splice(same, 1)
      }
      let at = chosen.length
      while (at > 0 && before(entry, chosen[at - 1]!)) at--
      chosen.splice(at, 0, entry)
      if (chosen.length > limit) chosen.pop()
    }
    return chosen.map((c) => c.item)
  }
}

interface Place {
  label: string
  url: string
  count: number
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Places of one kind (cities, states or types), each with its count of arcades and its keys while it has any. */
class PlaceKeys {
  readonly keys = new PrefixKeys()
  private readonly items = new Map<string, number>()
  readonly list: (Place & { words: string[]; tail: string[] })[] = []

  /** Counts `delta` arcades more at the place (made with `describe` the first time it is seen). */
  adjust(key: string, delta: number, describe: () => Place & { words: string[]; tail?: string[] }): void {
    let item = this.items.get(key)
    if (item === undefined) {
      this.items.set(key, (item = this.list.length))
      this.list.push({ tail: [], ...describe(), count: 0 })
    }
    const place = this.list[item]!
    if (place.count === 0 && delta > 0) this.keys.add(item, place.words, place.tail)
    place.count += delta
    if (place.count === 0) this.keys.remove(item, place.words)
  }
  /** Most arcades first, then alphabetical. */
  readonly better = (a: number, b: number) =>
    this.list[a]!.count - this.list[b]!.count > 0 ||
    (this.list[a]!.count === this.list[b]!.count && this.list[a]!.label.localeCompare(this.list[b]!.label) < 0)
}

/** The suggestions' keys, following the search index's arcades. */
class SuggestIndex implements IndexFollower {
  readonly cities = new PlaceKeys()
  readonly states = new PlaceKeys()
  readonly types = new PlaceKeys()
  /** Items are arcade ids, best rated first (the search index's default order). */
  readonly arcades = new PrefixKeys()

  add(arcade: IndexedArcade): void {
    this.adjust(arcade, 1)
    this.arcades.add(arcade.id, searchWords(arcade.name))
  }
  remove(arcade: IndexedArcade): void {
    this.adjust(arcade, -1)
    this.arcades.remove(arcade.id, searchWords(arcade.name))
  }
  private adjust(arcade: IndexedArcade, delta: number): void {
    const state = findState(arcade.stateSlug)
    if (state) {
      // A city is named as its first arcade there spells it.
      this.cities.adjust(`${state.slug}/${arcade.citySlug}`, delta, () => ({
        label: `${arcade.city}, ${state.code}`,
        url: `/arcades/${state.slug}/${arcade.citySlug}`,
        count: 0,
        words: searchWords(arcade.city),
        tail: searchWords(state.code),
      }))
      this.states.adjust(state.slug, delta, () => ({
        label: state.name,
        url: `/arcades/${state.slug}`,
        count: 0,
        words: [...searchWords(state.name), state.code.toLowerCase()],
      }))
    }
    // Arcades per entry of the type lists ("retro,pinball" counts for both).
    for (const entry of new Set(typeEntries(arcade.type).map((words) => words.join(' ')))) {
      if (!entry) continue
      this.types.adjust(entry, delta, () => ({
        label: capitalised(typeName(entry)),
        url: `/search?type=${encodeURIComponent(entry)}`,
        count: 0,
        words: entry.split(' '),
      }))
    }
  }
}

const built = new WeakMap<SearchIndex, SuggestIndex>()

/** The suggestion index of `db`, made with its search index and kept up to date with it. */
function suggestIndexOf(db: Db): { index: SearchIndex; suggest: SuggestIndex } {
  const index = searchIndexOf(db)
  return { index, suggest: built.get(index) ?? runToEnd(followingSuggestions(index)) }
}

/** The suggestion index of `index`, made a step per arcade. */
function* followingSuggestions(index: SearchIndex): Generator<void, SuggestIndex> {
  const suggest = new SuggestIndex()
  yield* index.following(suggest)
  built.set(index, suggest)
  return suggest
}

/** The suggestion index's keys sorted, a step at a time (`PrefixKeys.sorting`). */
function* sortingKeys(suggest: SuggestIndex): Generator<void> {
  for (const keys of [suggest.arcades, suggest.cities.keys, suggest.states.keys, suggest.types.keys])
    yield* keys.sorting()
}

/** Builds the suggestion index and the spelling vocabulary at start, so the first visitor does not wait for them. */
export function buildSuggestions(db: Db): void {
  const { index, suggest } = suggestIndexOf(db)
  runToEnd(sortingKeys(suggest))
  vocabularyOf(index).prepare()
}

/**
 * The suggestion index and the spelling vocabulary of a new search index (an import's, before it is put in place:
 * docs/decisions/0054-bulk-import.md), made a step per arcade, its keys sorted a step per few thousand.
 */
export function* preparingSuggestions(index: SearchIndex): Generator<void> {
  yield* sortingKeys(yield* followingSuggestions(index))
  yield* preparingVocabulary(index)
}

/** The suggestions of one prefix (lower-case words joined by spaces), cities first; no free-text entry. */
function matches(db: Db, index: SearchIndex, suggest: SuggestIndex, prefix: string): Suggestion[] {
  const places = (kind: 'city' | 'state' | 'type', keys: PlaceKeys) =>
    keys.keys.best(prefix, SHOWN[kind], keys.better).map((i) => {
      const { label, url, count: n } = keys.list[i]!
      return { kind, label, url, count: n }
    })
  const arcadeIds = suggest.arcades.best(prefix, SHOWN.arcade, (a, b) => index.rankOf(a) < index.rankOf(b))
  const rows = arcadeIds.length
    ? db
        .select({ id: arcades.id, name: arcades.name, slug: arcades.slug, city: arcades.city, code: arcades.stateCode })
        .from(arcades)
        .where(sql`${arcades.id} IN (SELECT value FROM json_each(${JSON.stringify(arcadeIds)}))`)
        .all()
    : []
  dependsOnArcades(arcadeIds)
  const rowOf = new Map(rows.map((r) => [r.id, r]))
  return [
    ...places('city', suggest.cities),
    ...places('state', suggest.states),
    ...arcadeIds.flatMap((id) => {
      const r = rowOf.get(id)
      return r
        ? [{ kind: 'arcade' as const, label: r.name, url: `/arcade/${r.slug}`, detail: `${r.city}, ${r.code}` }]
        : []
    }),
    ...gamesStartingWith(index, prefix),
    ...places('type', suggest.types),
  ]
}

/**
 * Games whose title or a short name has words starting with the typed words ("medieval ma", "ddr"), those at most
 * arcades first; a game no arcade has is left out (its page would list nothing).
 */
function gamesStartingWith(index: SearchIndex, prefix: string): Suggestion[] {
  const typed = prefix.trimEnd()
  const first = typed.split(' ')[0]!
  const startsWith = (text: string) => {
    const words = searchWords(text).join(' ')
    return words.startsWith(typed) || words.includes(` ${typed}`)
  }
  return index
    .gamesMatching(first)
    .filter(
      ({ game, arcades }) => arcades > 0 && [game.title, ...(JSON.parse(game.aliases) as string[])].some(startsWith),
    )
    .sort((a, b) => b.arcades - a.arcades || a.game.title.localeCompare(b.game.title, 'en'))
    .slice(0, SHOWN.game)
    .map(({ game, arcades }) => ({
      kind: 'game' as const,
      label: game.title,
      url: `/games/${game.slug}`,
      count: arcades,
    }))
}

/**
 * Suggestions for what has been typed: cities (most arcades first), states, arcades (best rated first) and types
 * whose words start with it, then the text as a search. When nothing starts with it, the likely spelling of its
 * words is tried ("huston" suggests Houston).
 */
export function suggestions(db: Db, query: string): SuggestResult {
  const words = searchWords(query)
  if (words.length === 0) return { suggestions: [] }
  const { index, suggest } = suggestIndexOf(db)
  // A finished last word ("new ") matches whole words only: "new york", not "newark".
  const prefix = (w: string[]) => w.join(' ') + (/\s$/.test(query) ? ' ' : '')
  let found = matches(db, index, suggest, prefix(words))
  if (found.length === 0) {
    const corrected = correctWords(index, words)
    if (corrected) found = matches(db, index, suggest, prefix(corrected))
  }
  const text = query.trim()
  return {
    suggestions: [
      ...nearZip(db, text),
      ...found,
      { kind: 'search', label: text, url: `/search?q=${encodeURIComponent(text)}` },
    ],
  }
}

/**
 * A ZIP code we know among the words: "near 78701" first, a search near it with the other words as its text
 * (docs/decisions/0028-words-and-places.md).
 */
function nearZip(db: Db, text: string): Suggestion[] {
  const zip = zipInQuery(text)
  const place = zip === undefined ? undefined : knownZip(db, zip)
  if (!zip || !place) return []
  const rest = text.replace(zip, ' ').replace(/\s+/g, ' ').trim()
  const q = searchWords(rest).length ? `&q=${encodeURIComponent(rest)}` : ''
  return [
    {
      kind: 'near',
      label: `Near ${zip}`,
      url: `/search?near=${zip}${q}`,
      detail: place.label.replace(/\s+\d{5}$/, ''),
    },
  ]
}
