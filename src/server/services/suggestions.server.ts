import { asc, count, gt, sql } from 'drizzle-orm'
import { typeName } from '../../shared/arcade-types'
import type { Suggestion, SuggestResult } from '../../shared/suggest-types'
import type { Db } from '../db/client.server'
import { arcades } from '../db/schema'
import { statesWithCounts } from './directory.server'
import { searchIndexOf, searchWords, type SearchIndex } from './search-index.server'
import { correctWords, vocabularyOf } from './spelling.server'
import { knownZip } from './near.server'
import { zipInQuery } from '../../shared/search-params'

/**
 * The search box's suggestions (docs/decisions/0024-typo-tolerance-and-suggestions.md): cities, states, arcades
 * and types whose words start with what was typed, then the text itself as a search. Each kind is a sorted list
 * of word-start keys held in memory, built with the search index and again whenever it is rebuilt (after every
 * change), so a lookup is two binary searches and a scan of the matching keys.
 */

/** Most suggestions of each kind: all of them fit under the field without a scrolling list. */
const SHOWN = { city: 4, state: 2, arcade: 4, type: 2 } as const
/** Keys start at the first few words of a name: "pixel" and "palace" find "Pixel Palace Arcade & Bar". */
const MAX_KEY_WORDS = 6

/**
 * Texts (lower-case words joined by single spaces) and their word-start keys in sorted order: key k is
 * `texts[item[k]]` from character `offset[k]` on. Items are numbered best first (most arcades, or best rated), so
 * the lowest numbers in a key range are the suggestions to show.
 */
interface PrefixKeys {
  texts: string[]
  item: Uint32Array
  offset: Uint16Array
}

/**
 * Keys at the word starts of each entry's `words` (its name); `tail` words (a city's state code) only extend the
 * text, so "houston tx" finds Houston, TX while "tx" alone does not list every Texan city.
 */
function prefixKeys(entries: { words: string[]; tail?: string[] }[]): PrefixKeys {
  const texts: string[] = []
  const starts: [item: number, offset: number][] = []
  entries.forEach(({ words, tail = [] }, item) => {
    texts.push([...words, ...tail].join(' '))
    let offset = 0
    words.slice(0, MAX_KEY_WORDS).forEach((word) => {
      starts.push([item, offset])
      offset += word.length + 1
    })
  })
  const keyText = starts.map(([item, offset]) => texts[item]!.slice(offset))
  const order = Array.from(keyText.keys()).sort((a, b) =>
    keyText[a]! < keyText[b]! ? -1 : keyText[a]! > keyText[b]! ? 1 : a - b,
  )
  return {
    texts,
    item: Uint32Array.from(order, (k) => starts[k]![0]),
    offset: Uint16Array.from(order, (k) => starts[k]![1]),
  }
}

/** Whether key k sorts before `text` (without slicing the key out of its text). */
function keyBefore(keys: PrefixKeys, k: number, text: string): boolean {
  const full = keys.texts[keys.item[k]!]!
  const start = keys.offset[k]!
  for (let i = 0; i < text.length; i++) {
    if (start + i === full.length) return true
    const a = full.charCodeAt(start + i)
    const b = text.charCodeAt(i)
    if (a !== b) return a < b
  }
  return false
}

function lowerBound(keys: PrefixKeys, text: string): number {
  let lo = 0
  let hi = keys.item.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (keyBefore(keys, mid, text)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The `limit` best items with a key starting with `prefix`: matches at the start of the name first, then
 * matches of a later word, each best item first.
 */
function bestMatches(keys: PrefixKeys, prefix: string, limit: number): number[] {
  const from = lowerBound(keys, prefix)
  const to = lowerBound(keys, `${prefix}\uffff`)
  // Scores (a later-word match ranks after every match at the start), kept sorted, at most `limit`.
  const later = keys.texts.length
  const best: number[] = []
  for (let k = from; k < to; k++) {
    const item = keys.item[k]!
    const score = keys.offset[k] === 0 ? item : later + item
    if (best.length === limit && score >= best[limit - 1]!) continue
    const same = best.findIndex((s) => s % later === item)
    if (same >= 0) {
      if (best[same]! <= score) continue
      best.splice(same, 1)
    }
    let at = best.length
    while (at > 0 && best[at - 1]! > score) at--
    best.splice(at, 0, score)
    if (best.length > limit) best.pop()
  }
  return best.map((s) => s % later)
}

interface Place {
  label: string
  url: string
  count: number
}

interface SuggestIndex {
  cities: PrefixKeys
  cityList: Place[]
  states: PrefixKeys
  stateList: Place[]
  types: PrefixKeys
  typeList: Place[]
  /** Items are arcade numbers of the search index (the default order: best rated first). */
  arcades: PrefixKeys
  arcadeIds: Uint32Array
}

/** Arcade names by id, read a chunk at a time (like the search index's build). */
function* namesById(db: Db): Generator<[number, string]> {
  const CHUNK = 5000
  for (let after = 0; ;) {
    const chunk = db
      .select({ id: arcades.id, name: arcades.name })
      .from(arcades)
      .where(gt(arcades.id, after))
      .orderBy(asc(arcades.id))
      .limit(CHUNK)
      .values() as [number, string][]
    yield* chunk
    if (chunk.length < CHUNK) return
    after = chunk[chunk.length - 1]![0]
  }
}

const byCountThenLabel = (a: Place, b: Place) => b.count - a.count || a.label.localeCompare(b.label)
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function buildSuggestIndex(db: Db, index: SearchIndex): SuggestIndex {
  const cityRows = db
    .select({
      city: sql<string>`min(${arcades.city})`,
      citySlug: arcades.citySlug,
      stateCode: sql<string>`min(${arcades.stateCode})`,
      stateSlug: arcades.stateSlug,
      count: count(),
    })
    .from(arcades)
    .groupBy(arcades.stateSlug, arcades.citySlug)
    .all()
  const cities = cityRows
    .map((c) => ({
      label: `${c.city}, ${c.stateCode}`,
      url: `/arcades/${c.stateSlug}/${c.citySlug}`,
      count: c.count,
      words: searchWords(c.city),
      tail: searchWords(c.stateCode),
    }))
    .sort(byCountThenLabel)

  const states = statesWithCounts(db)
    .filter((s) => s.count > 0)
    .map((s) => ({
      label: s.name,
      url: `/arcades/${s.slug}`,
      count: s.count,
      words: [...searchWords(s.name), s.code.toLowerCase()],
    }))
    .sort(byCountThenLabel)

  // Arcades per entry of the type lists ("retro,pinball" counts for both).
  const arcadesOfList = new Uint32Array(index.typeWords.length)
  for (const t of index.types.of) arcadesOfList[t]!++
  const typeCounts = new Map<string, number>()
  index.typeWords.forEach((entries, t) => {
    for (const entry of new Set(entries.map((words) => words.join(' ')))) {
      if (entry) typeCounts.set(entry, (typeCounts.get(entry) ?? 0) + arcadesOfList[t]!)
    }
  })
  const types = [...typeCounts]
    .map(([entry, n]) => ({
      label: capitalised(typeName(entry)),
      url: `/search?type=${encodeURIComponent(entry)}`,
      count: n,
      words: entry.split(' '),
    }))
    .sort(byCountThenLabel)

  // The search index numbers arcades in the default order; names come in id order.
  const numberOfId = new Map<number, number>()
  index.ids.forEach((id, n) => numberOfId.set(id, n))
  const names = new Array<string[]>(index.ids.length).fill([])
  for (const [id, name] of namesById(db)) {
    const n = numberOfId.get(id)
    if (n !== undefined) names[n] = searchWords(name)
  }

  const places = (list: (Place & { words: string[]; tail?: string[] })[]) => ({
    keys: prefixKeys(list),
    list: list.map(({ label, url, count: n }) => ({ label, url, count: n })),
  })
  const c = places(cities)
  const s = places(states)
  const t = places(types)
  return {
    cities: c.keys,
    cityList: c.list,
    states: s.keys,
    stateList: s.list,
    types: t.keys,
    typeList: t.list,
    arcades: prefixKeys(names.map((words) => ({ words }))),
    arcadeIds: index.ids,
  }
}

const built = new WeakMap<SearchIndex, SuggestIndex>()

/** The suggestion index of `db`, built with its search index and again after every change. */
function suggestIndexOf(db: Db): { index: SearchIndex; suggest: SuggestIndex } {
  const index = searchIndexOf(db)
  let suggest = built.get(index)
  if (!suggest) built.set(index, (suggest = buildSuggestIndex(db, index)))
  return { index, suggest }
}

/** Builds the suggestion index and the spelling vocabulary at start, so the first visitor does not wait for them. */
export function buildSuggestions(db: Db): void {
  vocabularyOf(suggestIndexOf(db).index)
}

/** The suggestions of one prefix (lower-case words joined by spaces), cities first; no free-text entry. */
function matches(db: Db, suggest: SuggestIndex, prefix: string): Suggestion[] {
  const places = (kind: 'city' | 'state' | 'type', keys: PrefixKeys, list: Place[]) =>
    bestMatches(keys, prefix, SHOWN[kind]).map((i) => ({ kind, ...list[i]! }))
  const arcadeIds = bestMatches(suggest.arcades, prefix, SHOWN.arcade).map((n) => suggest.arcadeIds[n]!)
  const rows = arcadeIds.length
    ? db
        .select({ id: arcades.id, name: arcades.name, slug: arcades.slug, city: arcades.city, code: arcades.stateCode })
        .from(arcades)
        .where(sql`${arcades.id} IN (SELECT value FROM json_each(${JSON.stringify(arcadeIds)}))`)
        .all()
    : []
  const rowOf = new Map(rows.map((r) => [r.id, r]))
  return [
    ...places('city', suggest.cities, suggest.cityList),
    ...places('state', suggest.states, suggest.stateList),
    ...arcadeIds.flatMap((id) => {
      const r = rowOf.get(id)
      return r
        ? [{ kind: 'arcade' as const, label: r.name, url: `/arcade/${r.slug}`, detail: `${r.city}, ${r.code}` }]
        : []
    }),
    ...places('type', suggest.types, suggest.typeList),
  ]
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
  let found = matches(db, suggest, prefix(words))
  if (found.length === 0) {
    const corrected = correctWords(index, words)
    if (corrected) found = matches(db, suggest, prefix(corrected))
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
