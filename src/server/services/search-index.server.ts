import { asc, desc, gt, sql, type SQL } from 'drizzle-orm'
import { splitTypes } from '../../shared/arcade-types'
import { dataGeneration } from '../cache/data-generation.server'
import type { Db } from '../db/client.server'
import { arcades } from '../db/schema'
import { findState } from '../../shared/us-states'
import { validCoordinates } from '../../lib/geo'
import { openAtFilter } from './open-now.server'

/**
 * The search index, held in memory (docs/decisions/0011-search-index.md). Arcades are numbered in the default
 * order (rating desc, name, id), so a number compares like the arcade it stands for. Per arcade, typed arrays
 * hold its id, rating and the numbers of its state, city, ZIP and type list. Words of name, city, state name,
 * state code and ZIP form a sorted dictionary; each word lists the arcades it occurs in with a bit per field.
 * A word prefix is a contiguous range of that dictionary, so its arcades are one slice of the postings.
 * The arcades with a place on the map are also listed by latitude, for point searches.
 */
export interface SearchIndex {
  ids: Uint32Array
  ratings: Float64Array
  states: Column
  cities: Column
  zips: Column
  types: Column
  /** Each arcade's `weekly_hours` ('' without) and time zone, for the open-now filter (open-now.server.ts). */
  weeks: Column
  zones: Column
  /** Per distinct type list: its entries, each as words. */
  typeWords: string[][][]
  /** Sorted; the postings of words[w] are postingArcade/postingFields[wordStart[w] … wordStart[w + 1]). */
  words: string[]
  wordStart: Uint32Array
  postingArcade: Uint32Array
  postingFields: Uint8Array
  /** The other sort orders (SortOrders): the arcades in each order, and each arcade's place in it. */
  byRating: Ordering
  byName: Ordering
  /** numberOfId[id] is the arcade's number; -1 for ids the index does not hold. */
  numberOfId: Int32Array
  /** The arcades with a place on the map (point searches, near.server.ts). */
  points: Points
}

/** Arcade ids and coordinates, ascending by latitude: a latitude band is one slice of them. */
export interface Points {
  ids: Uint32Array
  lat: Float64Array
  lng: Float64Array
}

/** One sort order of the arcades: `arcades[rank]` is an arcade number, `rank[arcade]` its place. */
interface Ordering {
  arcades: Uint32Array
  rank: Uint32Array
}

/**
 * Ids in the orders of `sort=rating` (rating desc, review count desc, name, id) and `sort=name` (name without
 * case, id): whole orders, so paging is stable (docs/decisions/0021-near-me-and-search-contract.md).
 */
export interface SortOrders {
  rating: ArrayLike<number>
  name: ArrayLike<number>
}

/** A point search's candidates (from `points`, already within its radius) and their distances in miles. */
export interface Within {
  ids: ArrayLike<number>
  miles: ArrayLike<number>
}

/** A text column stored as a number per arcade and the number of each distinct value. */
interface Column {
  of: Uint32Array
  numbers: Map<string, number>
}

/** What the index reads of an arcade (the state's name and code follow from its slug). */
export type IndexedArcade = Pick<
  typeof arcades.$inferSelect,
  | 'id'
  | 'name'
  | 'city'
  | 'zip'
  | 'type'
  | 'rating'
  | 'stateSlug'
  | 'citySlug'
  | 'weeklyHours'
  | 'timeZone'
  | 'latitude'
  | 'longitude'
>

export interface IndexQuery {
  /** Word prefixes that must all match (see searchWords), at most MAX_QUERY_WORDS. */
  words?: string[]
  /** Words that must follow each other inside one entry of the arcade's type list. */
  typeWords?: string[]
  /** An arcade of another type passes the type filter too when a word of its name starts with this one. */
  typeOrNameWord?: string
  stateSlug?: string
  citySlug?: string
  zip?: string
  minRating?: number
  /** Only arcades open at this instant (epoch ms). */
  openAt?: number
  /** Only these arcades, each at its distance (a point search). */
  within?: Within
  /** relevance: word matches, then the default order; distance needs `within`. */
  sort?: 'relevance' | 'distance' | 'rating' | 'name'
  limit: number
  offset: number
}

/** Fields free text matches and their weights: a name match ranks first, then city or ZIP, then state. */
const FIELDS = ['name', 'city', 'state', 'stateCode', 'zip'] as const
const FIELD_WEIGHTS = [10, 4, 2, 2, 4]
/** The weight of a set of matched fields (bit i = FIELDS[i]). */
const WEIGHT_OF_FIELDS = Uint8Array.from({ length: 1 << FIELDS.length }, (_, bits) =>
  FIELD_WEIGHTS.reduce((sum, w, i) => (bits & (1 << i) ? sum + w : sum), 0),
)
export const MAX_QUERY_WORDS = 12
/** Ids below this (2^26) fit beside a distance in one exact number (a point search's order, queryIndex). */
const ID_SPAN = 2 ** 26

/** Lower-cased words of letters and digits, accents removed ("Café 24/7" -> cafe, 24, 7). */
export function searchWords(text: string): string[] {
  // ASCII text needs no normalising: skipping it spares two strings per name when the index is built.
  const plain = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  return plain.toLowerCase().match(/[a-z0-9]+/g) ?? []
}

/** Numbers the distinct values of a text column as they come; `of[row]` is the row's value number. */
class ColumnBuilder {
  readonly of: Uint32Array
  readonly numbers = new Map<string, number>()
  constructor(rows: number) {
    this.of = new Uint32Array(rows)
  }
  /** Stores the row's value and answers its number (new values get the next number). */
  set(row: number, value: string): number {
    let n = this.numbers.get(value)
    if (n === undefined) this.numbers.set(value, (n = this.numbers.size))
    return (this.of[row] = n)
  }
  /** The column with arcades in the order `rowAt` gives. */
  ordered(rowAt: Uint32Array): Column {
    return { of: rowAt.map((r) => this.of[r]!), numbers: this.numbers }
  }
}

/**
 * Builds the index of `rows`, taken one at a time in id order; `order` lists their ids in the default order
 * (rating desc, name, id), which numbers the arcades.
 */
export function buildSearchIndex(
  rows: Iterable<IndexedArcade>,
  order: ArrayLike<number>,
  sortOrders: SortOrders,
): SearchIndex {
  const size = order.length
  const wordNumbers = new Map<string, number>()
  const numbered = (text: string) =>
    searchWords(text).map((word) => {
      let w = wordNumbers.get(word)
      if (w === undefined) wordNumbers.set(word, (w = wordNumbers.size))
      return w
    })
  const cityNames = new ColumnBuilder(size)
  const cities = new ColumnBuilder(size) // by slug, for the city filter
  const states = new ColumnBuilder(size) // by slug
  const zips = new ColumnBuilder(size)
  const types = new ColumnBuilder(size)
  const weeks = new ColumnBuilder(size)
  const zones = new ColumnBuilder(size)
  const cityWords: number[][] = []
  const stateWords: number[][][] = []
  const zipWords: number[][] = []

  // Each row's postings (word number * 32 + the bits of the fields it occurs in, see FIELDS) follow the last row's.
  let postings = new Uint32Array(size * 8)
  let count = 0
  const rowStart = new Uint32Array(size + 1)
  let row = 0
  const add = (words: number[], bit: number) => {
    for (const w of words) {
      let p = rowStart[row]!
      while (p < count && postings[p]! >>> 5 !== w) p++
      if (p < count) {
        postings[p]! |= bit
        continue
      }
      if (count === postings.length) {
        const bigger = new Uint32Array(Math.max(count * 2, 64))
        bigger.set(postings)
        postings = bigger
      }
      postings[count++] = w * 32 + bit
    }
  }
  const ids = new Uint32Array(size)
  const ratings = new Float64Array(size)
  const located: { id: number; lat: number; lng: number }[] = []
  for (const arcade of rows) {
    if (row === size || (row > 0 && arcade.id <= ids[row - 1]!))
      throw new Error('rows must come once each, in id order')
    ids[row] = arcade.id
    ratings[row] = arcade.rating
    const coords = validCoordinates(arcade.latitude, arcade.longitude)
    if (coords) located.push({ id: arcade.id, ...coords })
    cities.set(row, arcade.citySlug)
    types.set(row, arcade.type)
    weeks.set(row, arcade.weeklyHours ?? '')
    zones.set(row, arcade.timeZone)
    const city = cityNames.set(row, arcade.city)
    if (city === cityWords.length) cityWords.push(numbered(arcade.city))
    const state = states.set(row, arcade.stateSlug)
    if (state === stateWords.length) {
      const found = findState(arcade.stateSlug)
      stateWords.push([numbered(found?.name ?? ''), numbered(found?.code ?? '')])
    }
    const zip = zips.set(row, arcade.zip)
    if (zip === zipWords.length) zipWords.push(numbered(arcade.zip))
    rowStart[row] = count
    add(numbered(arcade.name), 1)
    add(cityWords[city]!, 2)
    add(stateWords[state]![0]!, 4)
    add(stateWords[state]![1]!, 8)
    add(zipWords[zip]!, 16)
    row++
  }
  rowStart[row] = count

  // Sort the dictionary and lay the postings out word after word, each word's arcades in the default order.
  const rowAt = Uint32Array.from(order, (id) => {
    const r = lowerBound(ids, id)
    if (ids[r] !== id) throw new Error(`no row for id ${id}`)
    return r
  })
  const words = [...wordNumbers.keys()].sort()
  const rank = new Uint32Array(words.length)
  words.forEach((word, r) => (rank[wordNumbers.get(word)!] = r))
  const wordStart = new Uint32Array(words.length + 1)
  for (let p = 0; p < count; p++) wordStart[rank[postings[p]! >>> 5]! + 1]!++
  for (let r = 0; r < words.length; r++) wordStart[r + 1]! += wordStart[r]!
  const next = wordStart.slice(0, -1)
  const postingArcade = new Uint32Array(count)
  const postingFields = new Uint8Array(count)
  rowAt.forEach((r, arcade) => {
    for (let p = rowStart[r]!; p < rowStart[r + 1]!; p++) {
      const at = next[rank[postings[p]! >>> 5]!]!++
      postingArcade[at] = arcade
      postingFields[at] = postings[p]! & 31
    }
  })

  const typeColumn = types.ordered(rowAt)
  const idOf = rowAt.map((r) => ids[r]!)
  const numberOfId = new Int32Array(size ? ids[size - 1]! + 1 : 0).fill(-1)
  idOf.forEach((id, arcade) => (numberOfId[id] = arcade))
  const ordering = (idsInOrder: ArrayLike<number>): Ordering => {
    const arcades = Uint32Array.from(idsInOrder, (id) => numberOfId[id]!)
    const rank = new Uint32Array(size)
    arcades.forEach((arcade, r) => (rank[arcade] = r))
    return { arcades, rank }
  }
  return {
    ids: idOf,
    ratings: Float64Array.from(rowAt, (r) => ratings[r]!),
    states: states.ordered(rowAt),
    cities: cities.ordered(rowAt),
    zips: zips.ordered(rowAt),
    types: typeColumn,
    weeks: weeks.ordered(rowAt),
    zones: zones.ordered(rowAt),
    typeWords: [...typeColumn.numbers.keys()].map((type) => splitTypes(type).map(searchWords)),
    words,
    wordStart,
    postingArcade,
    postingFields,
    byRating: ordering(sortOrders.rating),
    byName: ordering(sortOrders.name),
    numberOfId,
    points: pointsOf(located),
  }
}

function pointsOf(located: { id: number; lat: number; lng: number }[]): Points {
  located.sort((a, b) => a.lat - b.lat)
  return {
    ids: Uint32Array.from(located, (p) => p.id),
    lat: Float64Array.from(located, (p) => p.lat),
    lng: Float64Array.from(located, (p) => p.lng),
  }
}

/** The first index in the sorted `list` whose item is not below `item`. */
export function lowerBound<T extends string | number>(list: ArrayLike<T>, item: T): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! < item) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Whether `phrase` occurs as consecutive words of `words`. */
function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, j) => words[i + j] === w)) return true
  }
  return false
}

// Work space of one query, reused (queries run one at a time).
let scratch: {
  size: number
  matched: Uint8Array
  named: Uint8Array
  score: Uint16Array
  fields: Uint8Array
  found: Uint32Array
  miles: Float64Array
}

function scratchFor(size: number) {
  if (scratch?.size !== size) {
    scratch = {
      size,
      matched: new Uint8Array(size),
      named: new Uint8Array(size),
      score: new Uint16Array(size),
      fields: new Uint8Array(size),
      found: new Uint32Array(size),
      miles: new Float64Array(size),
    }
  }
  return scratch
}

/** 1 for each arcade with a word of its name starting with `word` (one slice of the postings), else 0. */
function namedWith(index: SearchIndex, word: string): Uint8Array {
  const { named } = scratchFor(index.ids.length)
  named.fill(0)
  const from = index.wordStart[lowerBound(index.words, word)]!
  const to = index.wordStart[lowerBound(index.words, `${word}\uffff`)]!
  for (let p = from; p < to; p++) if (index.postingFields[p]! & 1) named[index.postingArcade[p]!] = 1
  return named
}

/**
 * Ids of the arcades that match `query`, best first, one page of them, and how many match in all. With words,
 * arcades rank by the weight of the fields each word matched (summed over the words), then in the default order.
 */
export function queryIndex(index: SearchIndex, query: IndexQuery): { ids: number[]; total: number } {
  const none = { ids: [], total: 0 }
  const size = index.ids.length
  const valueOf = (col: Column, value: string | undefined) => (value === undefined ? -1 : col.numbers.get(value))
  const state = valueOf(index.states, query.stateSlug)
  const city = valueOf(index.cities, query.citySlug)
  const zip = valueOf(index.zips, query.zip)
  if (state === undefined || city === undefined || zip === undefined) return none
  const phrase = query.typeWords ?? []
  const typeOk = phrase.length ? index.typeWords.map((entries) => entries.some((w) => containsPhrase(w, phrase))) : null
  const named = query.typeOrNameWord === undefined ? null : namedWith(index, query.typeOrNameWord)
  const minRating = query.minRating ?? -Infinity
  const openAt = query.openAt === undefined ? null : openAtFilter(index, query.openAt)
  const passes = (a: number) =>
    (state < 0 || index.states.of[a] === state) &&
    (city < 0 || index.cities.of[a] === city) &&
    (zip < 0 || index.zips.of[a] === zip) &&
    index.ratings[a]! >= minRating &&
    (typeOk === null || typeOk[index.types.of[a]!] === true || named?.[a] === 1) &&
    (openAt === null || openAt(a))

  const { matched, score, fields, found, miles } = scratchFor(size)
  const words = [...new Set(query.words ?? [])]
  // matched[a] = how many of the words so far arcade a matched; score[a] = the weight of its fields.
  matched.fill(0)
  score.fill(0)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const from = index.wordStart[lowerBound(index.words, word)]!
    const to = index.wordStart[lowerBound(index.words, `${word}\uffff`)]!
    for (let p = from; p < to; p++) fields[index.postingArcade[p]!]! |= index.postingFields[p]!
    for (let p = from; p < to; p++) {
      const a = index.postingArcade[p]!
      if (fields[a] === 0) continue // already counted through another word of this prefix
      if (matched[a] === i) {
        matched[a] = i + 1
        score[a]! += WEIGHT_OF_FIELDS[fields[a]!]!
      }
      fields[a] = 0
    }
  }

  let total = 0
  const within = query.within
  if (within) {
    // A point search looks at its candidates only, then puts them in the default order (numbers are that order).
    for (let k = 0; k < within.ids.length; k++) {
      const a = index.numberOfId[within.ids[k]!] ?? -1
      if (a < 0 || matched[a] !== words.length || !passes(a)) continue
      found[total++] = a
      miles[a] = within.miles[k]!
    }
    found.subarray(0, total).sort()
  } else {
    for (let a = 0; a < size; a++) if (matched[a] === words.length && passes(a)) found[total++] = a
  }
  const end = Math.min(total, query.offset + query.limit)
  if (query.offset >= end) return { ids: [], total }
  const page = (arcades: ArrayLike<number>) => Array.from(arcades, (a) => index.ids[a]!)
  const sort = query.sort ?? 'relevance'
  if (sort === 'distance') {
    // One number per arcade, its distance (to 1/10,000 mile, 16 cm) above its id, sorted natively: several times
    // quicker than sorting with a comparison function, and ties go by id.
    const keys = new Float64Array(total)
    for (let i = 0; i < total; i++) keys[i] = Math.round(miles[found[i]!]! * 1e4) * ID_SPAN + index.ids[found[i]!]!
    return { ids: Array.from(keys.sort().subarray(query.offset, end), (key) => key % ID_SPAN), total }
  }
  if (sort === 'rating' || sort === 'name') {
    return {
      ids: page(inOrder(sort === 'rating' ? index.byRating : index.byName, found, total, query.offset, end)),
      total,
    }
  }
  if (words.length === 0) return { ids: page(found.subarray(query.offset, end)), total }

  // Counting sort by score, highest first; equal scores keep the default order.
  const maxScore = WEIGHT_OF_FIELDS[WEIGHT_OF_FIELDS.length - 1]! * words.length
  const start = new Uint32Array(maxScore + 2)
  for (let i = 0; i < total; i++) start[maxScore - score[found[i]!]! + 1]!++
  for (let s = 0; s <= maxScore; s++) start[s + 1]! += start[s]!
  const ids = new Array<number>(end - query.offset)
  for (let i = 0; i < total; i++) {
    const a = found[i]!
    const rankOf = start[maxScore - score[a]!]!++
    if (rankOf >= query.offset && rankOf < end) ids[rankOf - query.offset] = index.ids[a]!
  }
  return { ids, total }
}

/**
 * The arcades of found[0 … total) at places offset … end of `order`. Many of them: one walk along the order,
 * marking them in a scratch array first; few: their places in the order, sorted.
 */
function inOrder(order: Ordering, found: Uint32Array, total: number, offset: number, end: number): Uint32Array {
  const size = order.rank.length
  if (total * 16 < size) {
    const places = Uint32Array.from(found.subarray(0, total), (a) => order.rank[a]!).sort()
    return places.subarray(offset, end).map((r) => order.arcades[r]!)
  }
  const { matched } = scratchFor(size)
  matched.fill(0)
  for (let i = 0; i < total; i++) matched[found[i]!] = 1
  const out = new Uint32Array(end - offset)
  for (let r = 0, seen = 0; r < size && seen < end; r++) {
    const a = order.arcades[r]!
    if (matched[a] === 0) continue
    if (seen >= offset) out[seen - offset] = a
    seen++
  }
  return out
}

/** Rows read a chunk at a time: all 100,000 at once would hold some 35 MB of rows for the length of the build. */
const CHUNK = 2000

/** The arcades as the index reads them, in id order (table order: a sequential read). */
function* arcadesById(db: Pick<Db, 'select'>): Generator<IndexedArcade> {
  for (let after = 0; ;) {
    const chunk = db
      .select({
        id: arcades.id,
        name: arcades.name,
        city: arcades.city,
        zip: arcades.zip,
        type: arcades.type,
        rating: arcades.rating,
        stateSlug: arcades.stateSlug,
        citySlug: arcades.citySlug,
        weeklyHours: arcades.weeklyHours,
        timeZone: arcades.timeZone,
        latitude: arcades.latitude,
        longitude: arcades.longitude,
      })
      .from(arcades)
      .where(gt(arcades.id, after))
      .orderBy(asc(arcades.id))
      .limit(CHUNK)
      .values() as [
      number,
      string,
      string,
      string,
      string,
      number,
      string,
      string,
      string | null,
      string,
      number | null,
      number | null,
    ][]
    for (const [id, name, city, zip, type, rating, stateSlug, citySlug, weeklyHours, timeZone, lat, lng] of chunk) {
      yield {
        id,
        name,
        city,
        zip,
        type,
        rating,
        stateSlug,
        citySlug,
        weeklyHours,
        timeZone,
        latitude: lat,
        longitude: lng,
      }
    }
    if (chunk.length < CHUNK) return
    after = chunk[chunk.length - 1]![0]
  }
}

const built = new WeakMap<Db, { generation: number; index: SearchIndex }>()

/** The index of `db`'s arcades, built on first use and again after every change (dataGeneration). */
export function searchIndexOf(db: Db): SearchIndex {
  const generation = dataGeneration()
  const cached = built.get(db)
  if (cached?.generation === generation) return cached.index
  const index = db.transaction((tx) => {
    // The rows are read in table order, three times quicker than by rating (a table lookup per row); the
    // rating index gives the ids in the default order.
    const order = tx
      .select({ id: arcades.id })
      .from(arcades)
      .orderBy(desc(arcades.rating), asc(arcades.name), asc(arcades.id))
      .values()
      .map(([id]) => id as number)
    const idsBy = (...orderBy: SQL[]) =>
      tx
        .select({ id: arcades.id })
        .from(arcades)
        .orderBy(...orderBy)
        .values()
        .map(([id]) => id as number)
    return buildSearchIndex(arcadesById(tx), order, {
      rating: idsBy(desc(arcades.rating), desc(arcades.reviewCount), asc(arcades.name), asc(arcades.id)),
      name: idsBy(sql`${arcades.name} COLLATE NOCASE`, asc(arcades.id)),
    })
  })
  built.set(db, { generation, index })
  return index
}
