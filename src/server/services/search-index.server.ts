import { and, asc, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm'
import { splitTypes } from '../../shared/arcade-types'
import { GAME_KINDS } from '../../shared/game-kinds'
import { findState } from '../../shared/us-states'
import type { WeekHours } from '../../shared/week-hours'
import { validCoordinates } from '../../lib/geo'
import { ListPool } from '../../lib/list-pool'
import { resized } from '../../lib/resized'
import { compareLikeSqlite, firstNot, lowerBound } from '../../lib/sorted'
import { onDataChange } from '../cache/data-generation.server'
import type { Db } from '../db/client.server'
import { arcadeGames, arcades, games, LISTED, type ArcadeRow, type GameRow } from '../db/schema'
import { growingRings, pointsWithin, type Origin, type Points, type PointsWithin } from './near.server'

/**
 * The search index, held in memory (docs/decisions/0011-search-index.md, 0033-incremental-changes.md). Each arcade
 * has a slot; per slot, typed arrays hold its id, rating and the numbers of its state, city, ZIP, type list, hours
 * and time zone. Words of name, city, state name, state code and ZIP form a sorted dictionary; each word lists the
 * slots it occurs in with a bit per field, so a word prefix is one range of the dictionary. The three sort orders
 * are lists of slots, and the arcades with a place on the map are listed by latitude, for point searches.
 *
 * An arcade's change updates its own entries only (`put`, `remove`): a few posting lists, one place in each order
 * and in the points, all found by binary search. Inserting into those sorted lists moves the entries after it, a
 * memory move of at most a few hundred kilobytes at 100,000 arcades (tens of microseconds), not a rebuild.
 *
 * Games (issue 19, docs/decisions/0037-games-and-lineups.md): each slot lists the games the arcade has, and each
 * game the slots that have it. The words of the catalogue's titles and short names form a small dictionary of
 * their own: a query word matching a game's word matches every arcade with that game (the game field), so the
 * 2.5 million lineup entries of 100,000 arcades add no word postings.
 */

/** What the index reads of an arcade (the state's name and code follow from its slug). */
export type IndexedArcade = Pick<
  ArcadeRow,
  | 'id'
  | 'name'
  | 'city'
  | 'zip'
  | 'type'
  | 'rating'
  | 'reviewCount'
  | 'stateSlug'
  | 'citySlug'
  | 'weeklyHours'
  | 'timeZone'
  | 'latitude'
  | 'longitude'
> & {
  /** The games it has (none that left), each as game id * 2, plus 1 when that game is out of order. */
  games?: readonly number[]
}

/** A catalogue game as the index reads it. */
export type IndexedGame = Pick<GameRow, 'id' | 'slug' | 'title' | 'aliases' | 'kind'>

/** Structures kept beside the index (the spelling vocabulary, the suggestions), told of every arcade it gains or loses. */
export interface IndexFollower {
  add(arcade: IndexedArcade): void
  remove(arcade: IndexedArcade): void
}

/**
 * What followers see of an arcade (its words, places and type): a change of nothing else (a rating, hours, a
 * lineup, coordinates) is not told to them, and costs them nothing.
 */
const FOLLOWED = ['name', 'city', 'citySlug', 'stateSlug', 'zip', 'type'] as const satisfies (keyof IndexedArcade)[]

/**
 * The open-now filter at one instant (open-now.server.ts): time zones fall into a few groups sharing a local time,
 * and whether a week of hours is open is decided once per group.
 */
export interface OpenAt {
  group(timeZone: string): number
  /** Whether the week of open intervals week[from … to) is open at the group's local time (never open: empty). */
  open(week: ArrayLike<number>, from: number, to: number, group: number): boolean
}

/**
 * What an index is built from, a piece at a time (`indexPieces`): the games of the catalogue, then the arcades a
 * chunk at a time, then, when the database has them, the ids in the three orders. Plain data, so that a thread can
 * send them.
 */
export type IndexPiece = { games: IndexedGame[] } | { arcades: IndexedArcade[] } | { orders: IndexOrders }

/** Ids in the three orders, when the database has them sorted already (a build from its indexes is quicker). */
export interface IndexOrders {
  default: ArrayLike<number>
  rating: ArrayLike<number>
  name: ArrayLike<number>
}

/** A point search's candidates (already within its radius) and their distances in miles. */
export interface Within {
  ids: ArrayLike<number>
  miles: ArrayLike<number>
}

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
  /** Only arcades open at the filter's instant. */
  open?: OpenAt
  /** Only arcades with this game (its id); working copies come first in the default and distance orders. */
  game?: number
  /** Only arcades with a game of this kind. */
  gameKind?: string
  /** Count the arcades with each kind of game among those matching everything but `gameKind` (`kinds`). */
  countKinds?: boolean
  /** Only these arcades, each at its distance (a point search). */
  within?: Within
  /** relevance: word matches, then the default order; distance needs `within`. */
  sort?: 'relevance' | 'distance' | 'rating' | 'name'
  limit: number
  offset: number
}

/** A query's answer: one page of ids, how many match in all, and with `countKinds` the arcades per game kind. */
export interface IndexAnswer {
  ids: number[]
  total: number
  /** By GAME_KINDS' order. */
  kinds?: number[]
}

/** Each game kind's number: its place in GAME_KINDS. */
const KIND_NUMBER = new Map<string, number>(GAME_KINDS.map((kind, i) => [kind, i]))

/**
 * Fields free text matches and their weights: a name match ranks first, then a game, then city or ZIP, then state.
 * The first five are word postings' bits; the game field is found through the games' own dictionary.
 */
const FIELD_WEIGHTS = [10, 4, 2, 2, 4, 6] // name, city, state, state code, ZIP, game
const NAME_BIT = 1
const GAME_BIT = 1 << 5
/** The weight of a set of matched fields (bit i = FIELD_WEIGHTS[i]). */
const WEIGHT_OF_FIELDS = Uint8Array.from({ length: 1 << FIELD_WEIGHTS.length }, (_, bits) =>
  FIELD_WEIGHTS.reduce((sum, w, i) => (bits & (1 << i) ? sum + w : sum), 0),
)
export const MAX_QUERY_WORDS = 12
/** matched[slot] of a slot that passed every word and filter (more than any count of words). */
const PASSED = 255
/** Ids below this (2^26) fit beside a distance in one exact number (a point search's order). */
const ID_SPAN = 2 ** 26
/** Added to that number for an arcade whose copy of the searched game is out of order: after the working ones. */
const OUT_OF_ORDER_KEY = 2 ** 52

/** Lower-cased words of letters and digits, accents removed ("Café 24/7" -> cafe, 24, 7). */
export function searchWords(text: string): string[] {
  // ASCII text needs no normalising: skipping it spares two strings per name when the index is built.
  const plain = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  return plain.toLowerCase().match(/[a-z0-9]+/g) ?? []
}

/** The words an arcade is found by, each with the bits of the fields it occurs in (see FIELD_WEIGHTS). */
export function arcadeWords(arcade: IndexedArcade): Map<string, number> {
  const found = new Map<string, number>()
  const state = findState(arcade.stateSlug)
  const fields = [arcade.name, arcade.city, state?.name ?? '', state?.code ?? '', arcade.zip]
  fields.forEach((text, i) => {
    for (const word of searchWords(text)) found.set(word, (found.get(word) ?? 0) | (1 << i))
  })
  return found
}

/** The entries of a type list, each as words ("retro,video arcade" -> [[retro], [video, arcade]]). */
export function typeEntries(type: string): string[][] {
  return splitTypes(type).map(searchWords)
}

/** The capacity after `capacity` when more is needed: a quarter more (at least 64), not twice as much. */
const grown = (capacity: number) => Math.max(64, capacity + (capacity >> 2))

/**
 * A text column: each slot's value as a number and the value of each number; with `listed`, the slots holding each
 * value too (the state, city and ZIP filters start from them).
 */
class Values {
  of = new Uint32Array(0)
  readonly values: string[] = []
  private readonly members: ListPool | undefined
  private readonly numbers = new Map<string, number>()

  constructor(listed = false) {
    this.members = listed ? new ListPool() : undefined
  }
  resize(capacity: number): void {
    this.of = resized(this.of, capacity)
  }
  /** Gives the slot this value; true when the value is new to the column (it has the next number). */
  put(slot: number, value: string): boolean {
    let n = this.numbers.get(value)
    const isNew = n === undefined
    if (n === undefined) {
      this.numbers.set(value, (n = this.values.length))
      this.values.push(value)
      this.members?.reserve(this.values.length)
    }
    this.of[slot] = n
    this.members?.push(n, slot)
    return isNew
  }
  take(slot: number): void {
    this.members?.delete(this.of[slot]!, slot)
  }
  /** The slots holding value number n, in no order (a view, good until the next change). */
  slotsOf(n: number): Int32Array {
    return this.members!.view(n)
  }
  /** Packs the members' lists after a build. */
  pack(): void {
    this.members?.pack(this.members.data.length >> 6)
  }
  numberOf(value: string): number | undefined {
    return this.numbers.get(value)
  }
  at(slot: number): string {
    return this.values[this.of[slot]!]!
  }
}

/** Slots in one sort order; the rank of each slot is worked out again on first use after a change. */
class Order {
  slots: number[] = []
  private rankOf = new Uint32Array(0)
  private ranked = false
  constructor(readonly compare: (a: number, b: number) => number) {}

  /** The place of `slot` (its values as they are now) among the others. */
  private placeOf(slot: number): number {
    return firstNot((i) => this.compare(this.slots[i]!, slot) < 0, this.slots.length)
  }
  insert(slot: number): void {
    this.slots.splice(this.placeOf(slot), 0, slot)
    this.ranked = false
  }
  /** Must run before the slot's values change: they find its place. */
  remove(slot: number): void {
    const at = this.placeOf(slot)
    if (this.slots[at] !== slot) throw new Error(`slot ${slot} is not where its values put it`)
    this.slots.splice(at, 1)
    this.ranked = false
  }
  fill(slots: number[]): void {
    this.slots = slots
    this.ranked = false
  }
  sortAll(): void {
    this.slots.sort(this.compare)
    this.ranked = false
  }
  rank(capacity: number): Uint32Array {
    if (!this.ranked || this.rankOf.length < capacity) {
      if (this.rankOf.length < capacity) this.rankOf = new Uint32Array(capacity)
      this.slots.forEach((slot, r) => (this.rankOf[slot] = r))
      this.ranked = true
    }
    return this.rankOf
  }
}

/** Arcade ids with coordinates, ascending by latitude: a latitude band is one slice of them. */
class PointList {
  private ids = new Uint32Array(64)
  private lat = new Float64Array(64)
  private lng = new Float64Array(64)
  private count = 0

  insert(id: number, lat: number, lng: number, sorted: boolean): void {
    if (this.count === this.ids.length) {
      this.ids = resized(this.ids, grown(this.count))
      this.lat = resized(this.lat, grown(this.count))
      this.lng = resized(this.lng, grown(this.count))
    }
    const at = sorted ? lowerBound(this.lat, lat, this.count) : this.count
    for (const a of [this.ids, this.lat, this.lng]) a.copyWithin(at + 1, at, this.count)
    this.ids[at] = id
    this.lat[at] = lat
    this.lng[at] = lng
    this.count++
  }
  remove(id: number, lat: number): void {
    let at = lowerBound(this.lat, lat, this.count)
    while (at < this.count && this.ids[at] !== id) at++
    if (at === this.count) throw new Error(`no point for arcade ${id}`)
    for (const a of [this.ids, this.lat, this.lng]) a.copyWithin(at, at + 1, this.count)
    this.count--
  }
  sortAll(): void {
    const order = Array.from({ length: this.count }, (_, i) => i).sort((a, b) => this.lat[a]! - this.lat[b]!)
    this.ids = Uint32Array.from(order, (i) => this.ids[i]!)
    this.lat = Float64Array.from(order, (i) => this.lat[i]!)
    this.lng = Float64Array.from(order, (i) => this.lng[i]!)
  }
  view(): Points {
    const n = this.count
    return { ids: this.ids.subarray(0, n), lat: this.lat.subarray(0, n), lng: this.lng.subarray(0, n) }
  }
}

/**
 * Every slot's games (IndexedArcade's `games`) in one pool: slot s holds entries start[s] … start[s] + count[s] of
 * `pool`. 100,000 lineups as one Int32Array cost their entries (10 MB at 2.5 million), where 100,000 small typed
 * arrays cost as much again in headers and allocations. A changed lineup is written at the end of the pool; the
 * entries it left behind are reclaimed when the pool is full, by copying the held lineups into a new one.
 */
/**
 * A short list of small whole numbers for each of its list numbers, in one pool: two bytes an entry while every value
 * is below 65,536, four from the first above. Lists are replaced whole; the pool is compacted when it runs out.
 */
class SlotLists {
  protected pool: Uint16Array | Int32Array = new Uint16Array(64)
  protected start = new Uint32Array(0)
  protected count = new Uint16Array(0)
  /** Entries of the pool written so far, and how many of them no list holds any more. */
  private end = 0
  private dropped = 0

  /** Makes list numbers below `capacity` valid. */
  resize(capacity: number): void {
    this.start = resized(this.start, capacity)
    this.count = resized(this.count, capacity)
  }
  get capacity(): number {
    return this.start.length
  }
  set(n: number, values: ArrayLike<number>): void {
    this.clear(n)
    if (values.length === 0) return
    if (this.pool instanceof Uint16Array && Array.prototype.some.call(values, (v: number) => v > 0xffff))
      this.pool = Int32Array.from(this.pool)
    if (this.end + values.length > this.pool.length) this.compact(values.length)
    this.pool.set(values, this.end)
    this.start[n] = this.end
    this.count[n] = values.length
    this.end += values.length
  }
  clear(n: number): void {
    this.dropped += this.count[n]!
    this.count[n] = 0
  }
  /** List n: a view into the pool, good until the next change. */
  of(n: number): Uint16Array | Int32Array {
    return this.pool.subarray(this.start[n], this.start[n]! + this.count[n]!)
  }
  /** The whole pool, list n lying at from(n) … to(n): read without making a view (good until the next change). */
  entries(): Uint16Array | Int32Array {
    return this.pool
  }
  from(n: number): number {
    return this.start[n]!
  }
  to(n: number): number {
    return this.start[n]! + this.count[n]!
  }
  /** Copies the held lists into a pool with room for a sixty-fourth more, after a build. */
  pack(): void {
    this.compact(0, 1 / 64)
  }
  /** Copies the held lists, in list order, into a pool with room for `needed` more and `spare` times as many again. */
  private compact(needed: number, spare = 0.5): void {
    const held = this.end - this.dropped
    const size = Math.max(64, Math.ceil((held + needed) * (1 + spare)))
    const pool = this.pool instanceof Uint16Array ? new Uint16Array(size) : new Int32Array(size)
    let at = 0
    for (let n = 0; n < this.count.length; n++) {
      const length = this.count[n]!
      if (length === 0) continue
      pool.set(this.pool.subarray(this.start[n], this.start[n]! + length), at)
      this.start[n] = at
      at += length
    }
    this.pool = pool
    this.end = at
    this.dropped = 0
  }
}

/** Each slot's games, each as game id * 2, plus 1 when its copy is out of order (ids below 32,768: two bytes each). */
class Lineups extends SlotLists {
  /** Whether the slot has `game` (working or not): no view made, since a search asks this of every candidate. */
  has(slot: number, game: number): boolean {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i++)
      if (this.pool[i]! >>> 1 === game) return true
    return false
  }
  /** Adds one to counts[game id] for each of the slot's games. */
  countGames(slot: number, counts: Uint32Array): void {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i++) counts[this.pool[i]! >>> 1]!++
  }
  /** Whether the slot's copy of `game` is out of order. */
  outOfOrder(slot: number, game: number): boolean {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i++)
      if (this.pool[i] === game * 2 + 1) return true
    return false
  }
}

/** The words a game is found by: those of its title and of its short names. */
function gameWords(game: IndexedGame): string[] {
  const aliases = JSON.parse(game.aliases) as string[]
  return [...new Set([game.title, ...aliases].flatMap(searchWords))]
}

/** The catalogue as the index reads it: each game's words and kind, the dictionary of those words, the slugs. */
class GameCatalogue {
  readonly byId = new Map<number, IndexedGame & { words: string[] }>()
  readonly bySlug = new Map<string, number>()
  /** One more than the highest game id ever held: a game's id indexes arrays of this length. */
  idSpan = 0
  /** Every game word, sorted, and the games with each. */
  words: string[] = []
  gamesOfWord: number[][] = []
  /**
   * The slots of each game's arcades (list number: the game's id), up to every arcade, in no order until `ordered`
   * sorts one in place; `sorted` holds the games whose list is still in the order `ordered` last put it in.
   */
  private readonly members = new ListPool()
  private readonly sorted = new Set<number>()

  put(game: IndexedGame): void {
    const held = this.byId.get(game.id)
    if (held) this.bySlug.delete(held.slug)
    this.byId.set(game.id, { ...game, words: gameWords(game) })
    this.idSpan = Math.max(this.idSpan, game.id + 1)
    this.bySlug.set(game.slug, game.id)
    this.reword()
  }
  remove(id: number): void {
    const held = this.byId.get(id)
    if (!held) return
    this.byId.delete(id)
    this.bySlug.delete(held.slug)
    this.reword()
  }
  /** The dictionary made again: a few thousand words, at a catalogue change (rare). */
  private reword(): void {
    const games = new Map<string, number[]>()
    for (const game of this.byId.values()) for (const w of game.words) games.set(w, [...(games.get(w) ?? []), game.id])
    this.words = [...games.keys()].sort()
    this.gamesOfWord = this.words.map((w) => games.get(w)!)
  }
  /** The slots of the game's arcades: a view, good until the next change of a lineup. */
  membersOf(id: number): Int32Array {
    return id < this.members.lists ? this.members.view(id) : new Int32Array(0)
  }
  memberCount(id: number): number {
    return id < this.members.lists ? this.members.size(id) : 0
  }
  addMember(id: number, slot: number): void {
    this.members.reserve(id + 1)
    this.members.push(id, slot)
    this.sorted.delete(id)
  }
  removeMember(id: number, slot: number): void {
    this.members.delete(id, slot)
    this.sorted.delete(id)
  }
  /** Packs the members' lists after a build. */
  pack(): void {
    this.members.pack(this.members.data.length >> 6)
  }
  /**
   * The game's slots ascending by `keyOf` (a whole number for each, distinct, which `slotOf` turns back into the
   * slot), sorted natively when a change unsorted them. The keys must only change with a change of this list: a
   * game's arcades change their rating, name or copy of the game through a put, which takes them out and back in.
   */
  ordered(id: number, keyOf: (slot: number) => number, slotOf: (key: number) => number): Int32Array {
    const slots = this.membersOf(id)
    if (!this.sorted.has(id)) {
      const keys = Float64Array.from(slots, keyOf).sort()
      for (let i = 0; i < keys.length; i++) slots[i] = slotOf(keys[i]!)
      this.sorted.add(id)
    }
    return slots
  }
  /**
   * The games a search's word finds: those with a word starting with it, and for a word of one letter those with that
   * word whole (one letter starts a word of nearly every lineup: 96% of the arcades at 100,000, docs/decisions/0058).
   */
  foundBy(word: string): number[] {
    if (word.length > 1) return this.matching(word)
    const at = lowerBound(this.words, word)
    return this.words[at] === word ? this.gamesOfWord[at]! : []
  }
  /** The games with a word starting with `prefix`. */
  matching(prefix: string): number[] {
    const from = lowerBound(this.words, prefix)
    const to = lowerBound(this.words, `${prefix}\uffff`)
    return [...new Set(this.gamesOfWord.slice(from, to).flat())]
  }
  /** How many arcades have a game with this word (an arcade with two such games counts twice). */
  wordCount(word: string): number {
    const at = lowerBound(this.words, word)
    if (this.words[at] !== word) return 0
    return this.gamesOfWord[at]!.reduce((n, id) => n + this.memberCount(id), 0)
  }
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

/**
 * Whether each slot's week of hours is open at one instant: decided once per week and zone group, from the intervals
 * the index read when it first met the week (not its JSON text at each search).
 */
class OpenFilter {
  private readonly groupOfZone: Uint32Array
  private readonly groups: number
  /** 0: not decided yet, 1: open, 2: closed; by week number * groups + group. */
  private readonly decided: Uint8Array

  constructor(
    private readonly weeks: Values,
    private readonly weekTimes: SlotLists,
    private readonly zones: Values,
    private readonly at: OpenAt,
  ) {
    this.groupOfZone = Uint32Array.from(zones.values, (zone) => at.group(zone))
    this.groups = this.groupOfZone.reduce((max, g) => Math.max(max, g + 1), 0)
    this.decided = new Uint8Array(weeks.values.length * this.groups)
  }

  has(slot: number): boolean {
    const group = this.groupOfZone[this.zones.of[slot]!]!
    const week = this.weeks.of[slot]!
    const key = week * this.groups + group
    if (this.decided[key] === 0) {
      const times = this.weekTimes
      this.decided[key] = this.at.open(times.entries(), times.from(week), times.to(week), group) ? 1 : 2
    }
    return this.decided[key] === 1
  }
}

/** The index's columns a search's filters read (views good for one search). */
interface FilterColumns {
  states: Uint32Array
  cities: Uint32Array
  zips: Uint32Array
  types: Uint32Array
  ratings: Float64Array
  kindMask: Uint16Array
  lineups: Lineups
}

/** What one search asks of an arcade besides its words: a value number or -1 for each column not asked about. */
interface FilterValues {
  state: number
  city: number
  zip: number
  minRating: number
  /** By type number: whether the type has the phrase asked for; null when no type is asked for. */
  typeOk: boolean[] | null
  /** By slot: 1 when the name has the type's word (a "pinball" search finds "Pinball Hall" of another type). */
  named: Uint8Array | null
  game: number
  open: OpenFilter | null
  /** The bit of the game kind asked for, 0 for none. */
  kindBit: number
}

/**
 * A search's filters, and the count of arcades having each set of game kinds (a mask) among those passing the
 * others, spread into counts per kind at the end: one step an arcade. An object, not closures made at each search, so
 * that V8 keeps one optimised `passes` for every search (closures made per search ran the loop over 100,000 candidates
 * ten times slower).
 */
class Filter {
  /** Set when the candidates are the game's own arcades (its list), which need no look at their lineups. */
  gameListed = false
  private readonly perMask: Uint32Array | null

  constructor(
    private readonly columns: FilterColumns,
    private readonly values: FilterValues,
    countKinds: boolean,
  ) {
    this.perMask = countKinds ? new Uint32Array(1 << KIND_NUMBER.size) : null
  }

  passes(a: number): boolean {
    const { columns, values } = this
    if (
      (values.state >= 0 && columns.states[a] !== values.state) ||
      (values.city >= 0 && columns.cities[a] !== values.city) ||
      (values.zip >= 0 && columns.zips[a] !== values.zip) ||
      !(columns.ratings[a]! >= values.minRating) ||
      (values.typeOk !== null && values.typeOk[columns.types[a]!] !== true && values.named?.[a] !== 1) ||
      (values.game >= 0 && !this.gameListed && !columns.lineups.has(a, values.game)) ||
      (values.open !== null && !values.open.has(a))
    )
      return false
    const mask = columns.kindMask[a]!
    if (this.perMask !== null) this.perMask[mask]!++
    return values.kindBit === 0 || (mask & values.kindBit) !== 0
  }

  /** How many of the arcades that passed the other filters have each kind of game; undefined when not asked. */
  kinds(): number[] | undefined {
    const { perMask } = this
    if (perMask === null) return undefined
    const kinds = new Array<number>(KIND_NUMBER.size).fill(0)
    for (let mask = 1; mask < perMask.length; mask++)
      if (perMask[mask]) for (let k = 0; k < kinds.length; k++) if (mask & (1 << k)) kinds[k]! += perMask[mask]!
    return kinds
  }
}

/** How many type phrases' answers the index keeps (typeListsHolding). */
const MAX_TYPE_PHRASES_KEPT = 256

/** Whether `phrase` occurs as consecutive words of `words`. */
function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, j) => words[i + j] === w)) return true
  }
  return false
}

export class SearchIndex {
  private capacity = 0
  /** Slots ever used; freed ones are reused first. */
  private used = 0
  private readonly free: number[] = []
  private live = new Uint8Array(0)
  private ids = new Uint32Array(0)
  private ratings = new Float64Array(0)
  private reviews = new Float64Array(0)
  private lat = new Float64Array(0)
  private lng = new Float64Array(0)
  private names: string[] = []
  private readonly states = new Values(true)
  private readonly cities = new Values(true) // by slug, for the city filter
  private readonly cityNames = new Values()
  private readonly zips = new Values(true)
  private readonly types = new Values()
  private readonly weeks = new Values() // '' for an arcade without a week
  /** The open intervals of each distinct week (src/shared/week-hours.ts), by week number: read once, not per search. */
  private readonly weekTimes = new SlotLists()
  private readonly zones = new Values()
  /** Per type list (by number in `types`): its entries, each as words. */
  private readonly typeWords: string[][][] = []
  /**
   * Which type lists hold a type's words, by those words: every search of a type asks the same, and a city page asks
   * it for each of its types (a fifth of a cold city page's search work when worked out each time). A list's number
   * never changes its text, so an answer holds while no list is added; a longer answer is worked out then.
   */
  private readonly typeListsWith = new Map<string, boolean[]>()
  /** slotOfId[id] is the arcade's slot; -1 for ids the index does not hold. */
  private slotOfId = new Int32Array(0)
  /**
   * The dictionary, sorted once built; wordLists[w] is the number of word w's list in `postings` (slot * 32 + field
   * bits, in no order). While building, words are appended and found through `wordsBuilt`.
   */
  private words: string[] = []
  private wordLists: number[] = []
  private wordsBuilt: Map<string, number> | undefined = new Map()
  private readonly postings = new ListPool()
  /** List numbers of `postings` no word holds; lists ever handed out. */
  private readonly freeLists: number[] = []
  private listsUsed = 0
  private readonly points = new PointList()
  /** Per slot, the games it has as IndexedArcade's `games` lists them. */
  private readonly lineups = new Lineups()
  /** Per slot, a bit for each kind of game it has (bit i: GAME_KINDS[i]). */
  private kindMask = new Uint16Array(0)
  private readonly catalogue = new GameCatalogue()
  private readonly followers: IndexFollower[] = []
  private building = true

  private readonly byName = (a: number, b: number) =>
    compareLikeSqlite(this.names[a]!, this.names[b]!, 'nocase') || this.ids[a]! - this.ids[b]!
  /** The default order: rating desc, name, id. */
  private readonly byDefault = new Order(
    (a, b) =>
      this.ratings[b]! - this.ratings[a]! ||
      compareLikeSqlite(this.names[a]!, this.names[b]!) ||
      this.ids[a]! - this.ids[b]!,
  )
  /** `sort=rating`: rating desc, review count desc, name, id (docs/decisions/0021-near-me-and-search-contract.md). */
  private readonly byRating = new Order(
    (a, b) =>
      this.ratings[b]! - this.ratings[a]! ||
      this.reviews[b]! - this.reviews[a]! ||
      compareLikeSqlite(this.names[a]!, this.names[b]!) ||
      this.ids[a]! - this.ids[b]!,
  )
  /** `sort=name`: name without case (SQLite's NOCASE), id. */
  private readonly byNameOrder = new Order(this.byName)

  /**
   * The index of `rows`. `orders`, when given, are the ids in the three orders as the database sorted them; without
   * them the index sorts the arcades itself, in the same orders.
   */
  static build(rows: Iterable<IndexedArcade>, orders?: IndexOrders, games: Iterable<IndexedGame> = []): SearchIndex {
    return runToEnd(
      SearchIndex.building([{ games: [...games] }, { arcades: [...rows] }, ...(orders ? [{ orders }] : [])]),
    )
  }

  /**
   * The index of `pieces` (see `IndexPiece`), a step per arcade, so that a caller can answer visitors between steps.
   * A promise among the pieces stands for pieces still to come (an import's thread sends them): the build yields it,
   * and its caller goes on once it is settled.
   */
  static *building(pieces: Iterable<IndexPiece | Promise<unknown>>): Generator<void | Promise<unknown>, SearchIndex> {
    const index = new SearchIndex()
    let orders: IndexOrders | undefined
    for (const piece of pieces) {
      if (piece instanceof Promise) yield piece
      else if ('games' in piece) for (const game of piece.games) index.putGame(game)
      else if ('orders' in piece) orders = piece.orders
      else
        for (const arcade of piece.arcades) {
          index.put(arcade)
          yield
        }
    }
    index.finishBuild(orders)
    return index
  }

  private finishBuild(orders: IndexOrders | undefined): void {
    // The words in order, those whose every arcade left during the build (an id read twice) dropped.
    const order: number[] = []
    this.wordLists.forEach((list, w) => (this.postings.size(list) > 0 ? order.push(w) : this.freeLists.push(list)))
    order.sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1))
    this.words = order.map((w) => this.words[w]!)
    this.wordLists = order.map((w) => this.wordLists[w]!)
    this.wordsBuilt = undefined
    this.postings.pack(this.postings.data.length >> 6)
    for (const column of [this.states, this.cities, this.zips]) column.pack()
    this.catalogue.pack()
    this.lineups.pack()
    this.weekTimes.pack()
    // Just the room the arcades need, and a sixty-fourth more for those created after start.
    this.resize(this.used + (this.used >> 6))
    const fill = (target: Order, ids: ArrayLike<number> | undefined) => {
      // The orders may name arcades the index does not hold (unlisted ones: an index-only read cannot leave them out).
      const slots = ids && Array.from(ids, (id) => this.slotOfId[id] ?? -1).filter((slot) => slot >= 0)
      if (slots?.length === this.size) return target.fill(slots)
      target.fill(Array.from({ length: this.used }, (_, slot) => slot))
      target.sortAll()
    }
    fill(this.byDefault, orders?.default)
    fill(this.byRating, orders?.rating)
    fill(this.byNameOrder, orders?.name)
    this.points.sortAll()
    this.building = false
  }

  /** How many arcades the index holds. */
  get size(): number {
    return this.used - this.free.length
  }

  /**
   * Adds the arcade, or replaces the one with its id. An arcade held with the same values is left as it is: most
   * edits (a description, a website, a phone number) change nothing the index holds, and taking an arcade out and
   * putting it back costs its place in every order, posting list and follower.
   */
  put(arcade: IndexedArcade): void {
    const heldSlot = this.slotOfId[arcade.id] ?? -1
    if (heldSlot >= 0 && this.holds(heldSlot, arcade)) return
    const held = heldSlot >= 0 ? this.arcadeAt(heldSlot) : undefined
    const tell = !held || FOLLOWED.some((key) => held[key] !== arcade[key])
    if (held) this.take(heldSlot, held, tell)
    const slot = this.free.pop() ?? this.used++
    if (slot >= this.capacity) this.resize(grown(this.capacity))
    if (arcade.id >= this.slotOfId.length) {
      const length = this.slotOfId.length
      this.slotOfId = resized(this.slotOfId, Math.max(arcade.id + 1, grown(length)))
      this.slotOfId.fill(-1, length)
    }
    this.slotOfId[arcade.id] = slot
    this.live[slot] = 1
    this.ids[slot] = arcade.id
    this.ratings[slot] = arcade.rating
    this.reviews[slot] = arcade.reviewCount
    this.names[slot] = arcade.name
    this.states.put(slot, arcade.stateSlug)
    this.cities.put(slot, arcade.citySlug)
    this.cityNames.put(slot, arcade.city)
    this.zips.put(slot, arcade.zip)
    this.types.put(slot, arcade.type)
    if (this.typeWords.length < this.types.values.length) this.typeWords.push(typeEntries(arcade.type))
    if (this.weeks.put(slot, arcade.weeklyHours ?? '')) {
      // A week not seen before: its intervals are read once, here.
      const week = this.weeks.of[slot]!
      if (week >= this.weekTimes.capacity) this.weekTimes.resize(grown(week + 1))
      this.weekTimes.set(week, arcade.weeklyHours ? (JSON.parse(arcade.weeklyHours) as WeekHours) : [])
    }
    this.zones.put(slot, arcade.timeZone)
    const coords = validCoordinates(arcade.latitude, arcade.longitude)
    this.lat[slot] = coords?.lat ?? NaN
    this.lng[slot] = coords?.lng ?? NaN
    if (coords) this.points.insert(arcade.id, coords.lat, coords.lng, !this.building)
    for (const [word, bits] of arcadeWords(arcade)) this.postings.push(this.listOfWord(word), slot * 32 + bits)
    const games = arcade.games ?? []
    this.lineups.set(slot, games)
    for (const g of games) this.catalogue.addMember(g >>> 1, slot)
    this.kindMask[slot] = this.kindMaskOf(games)
    if (!this.building) {
      this.byDefault.insert(slot)
      this.byRating.insert(slot)
      this.byNameOrder.insert(slot)
    }
    if (tell) for (const follower of this.followers) follower.add(arcade)
  }

  /** Whether `slot` holds `arcade`'s values as `put` would store them. */
  private holds(slot: number, arcade: IndexedArcade): boolean {
    const coords = validCoordinates(arcade.latitude, arcade.longitude)
    const games = arcade.games ?? []
    const heldGames = this.lineups.of(slot)
    return (
      this.names[slot] === arcade.name &&
      this.ratings[slot] === arcade.rating &&
      this.reviews[slot] === arcade.reviewCount &&
      this.states.at(slot) === arcade.stateSlug &&
      this.cities.at(slot) === arcade.citySlug &&
      this.cityNames.at(slot) === arcade.city &&
      this.zips.at(slot) === arcade.zip &&
      this.types.at(slot) === arcade.type &&
      this.weeks.at(slot) === (arcade.weeklyHours ?? '') &&
      this.zones.at(slot) === arcade.timeZone &&
      Object.is(this.lat[slot], coords?.lat ?? NaN) &&
      Object.is(this.lng[slot], coords?.lng ?? NaN) &&
      heldGames.length === games.length &&
      games.every((g, i) => heldGames[i] === g)
    )
  }

  /** Takes the arcade with this id out, if the index holds it. */
  remove(id: number): void {
    const slot = this.slotOfId[id] ?? -1
    if (slot >= 0) this.take(slot, this.arcadeAt(slot), true)
  }

  /** Takes `arcade`, held at `slot`, out; `tell`: its followers too. */
  private take(slot: number, arcade: IndexedArcade, tell: boolean): void {
    const id = arcade.id
    this.byDefault.remove(slot)
    this.byRating.remove(slot)
    this.byNameOrder.remove(slot)
    for (const word of arcadeWords(arcade).keys()) {
      const at = this.placeOfWord(word)
      const list = this.wordLists[at]!
      this.postings.deleteWhere(list, (p) => p >>> 5 === slot)
      if (this.postings.size(list) === 0 && !this.wordsBuilt) {
        this.postings.clear(list)
        this.freeLists.push(list)
        this.words.splice(at, 1)
        this.wordLists.splice(at, 1)
      }
    }
    if (!Number.isNaN(this.lat[slot]!)) this.points.remove(id, this.lat[slot]!)
    for (const g of this.lineups.of(slot)) this.catalogue.removeMember(g >>> 1, slot)
    this.lineups.clear(slot)
    this.kindMask[slot] = 0
    for (const column of [this.states, this.cities, this.cityNames, this.zips, this.types, this.weeks, this.zones])
      column.take(slot)
    this.live[slot] = 0
    this.slotOfId[id] = -1
    this.free.push(slot)
    if (tell) for (const follower of this.followers) follower.remove(arcade)
  }

  /** Tells `follower` of every arcade held now, then of every change. */
  follow(follower: IndexFollower): void {
    runToEnd(this.following(follower))
  }

  /** `follow`, a step per arcade (a new index's followers are made while visitors are answered). */
  *following(follower: IndexFollower): Generator<void> {
    for (const slot of this.byDefault.slots) {
      follower.add(this.arcadeAt(slot))
      yield
    }
    this.followers.push(follower)
  }

  private arcadeAt(slot: number): IndexedArcade {
    return {
      id: this.ids[slot]!,
      name: this.names[slot]!,
      city: this.cityNames.at(slot),
      zip: this.zips.at(slot),
      type: this.types.at(slot),
      rating: this.ratings[slot]!,
      reviewCount: this.reviews[slot]!,
      stateSlug: this.states.at(slot),
      citySlug: this.cities.at(slot),
      weeklyHours: this.weeks.at(slot) || null,
      timeZone: this.zones.at(slot),
      latitude: Number.isNaN(this.lat[slot]!) ? null : this.lat[slot]!,
      longitude: Number.isNaN(this.lng[slot]!) ? null : this.lng[slot]!,
      games: Array.from(this.lineups.of(slot)),
    }
  }

  /** Adds a catalogue game, or replaces the one with its id (a new title, short names or kind). */
  putGame(game: IndexedGame): void {
    const kindBefore = this.catalogue.byId.get(game.id)?.kind
    this.catalogue.put(game)
    if (kindBefore !== undefined && kindBefore !== game.kind)
      for (const slot of this.catalogue.membersOf(game.id)) this.kindMask[slot] = this.kindMaskOf(this.lineups.of(slot))
  }

  private kindMaskOf(games: ArrayLike<number>): number {
    let mask = 0
    for (let i = 0; i < games.length; i++) {
      const kind = KIND_NUMBER.get(this.catalogue.byId.get(games[i]! >>> 1)?.kind ?? '')
      if (kind !== undefined) mask |= 1 << kind
    }
    return mask
  }

  /** Takes a game out of the catalogue (no arcade has it any more). */
  removeGame(id: number): void {
    this.catalogue.remove(id)
  }

  /** The catalogue game with this slug. */
  game(slug: string): IndexedGame | undefined {
    const id = this.catalogue.bySlug.get(slug)
    return id === undefined ? undefined : this.catalogue.byId.get(id)
  }

  /** The catalogue games with a title or short name starting with `prefix`, each with how many arcades have it. */
  gamesMatching(prefix: string): { game: IndexedGame; arcades: number }[] {
    return this.catalogue
      .matching(prefix)
      .map((id) => ({ game: this.catalogue.byId.get(id)!, arcades: this.catalogue.memberCount(id) }))
  }

  /** The games most arcades of a state (or of one of its cities) have, most first, at most `limit`. */
  popularGames(
    stateSlug: string,
    citySlug: string | undefined,
    limit: number,
  ): { game: IndexedGame; arcades: number }[] {
    const state = this.states.numberOf(stateSlug)
    const city = citySlug === undefined ? -1 : this.cities.numberOf(citySlug)
    if (state === undefined || city === undefined) return []
    // Counted by game id in an array: a state of 12,000 arcades holds some 300,000 lineup entries.
    const counts = new Uint32Array(this.catalogue.idSpan)
    for (const slot of this.states.slotsOf(state)) {
      if (city >= 0 && this.cities.of[slot] !== city) continue
      this.lineups.countGames(slot, counts)
    }
    const found: { game: IndexedGame; arcades: number }[] = []
    counts.forEach((arcades, id) => arcades > 0 && found.push({ game: this.catalogue.byId.get(id)!, arcades }))
    return found
      .sort((a, b) => b.arcades - a.arcades || compareLikeSqlite(a.game.title, b.game.title, 'nocase'))
      .slice(0, limit)
  }

  /** How many arcades in each state have the game, by state slug. */
  gameStates(gameId: number): Map<string, number> {
    const perState = new Uint32Array(this.states.values.length)
    const stateOf = this.states.of
    for (const slot of this.catalogue.membersOf(gameId)) perState[stateOf[slot]!]!++
    const counts = new Map<string, number>()
    perState.forEach((n, state) => n > 0 && counts.set(this.states.values[state]!, n))
    return counts
  }

  /** How many arcades have a game with this word (spelling's vocabulary), and every game word. */
  gameWordCount(word: string): number {
    return this.catalogue.wordCount(word)
  }
  gameWordList(): readonly string[] {
    return this.catalogue.words
  }

  /**
   * For each of `ids`, the ids of its games that a query's words or game filter matched (for its card: "has
   * Medieval Madness"), in the order of the arcade's lineup list.
   */
  matchedGames(ids: number[], query: Pick<IndexQuery, 'words' | 'game'>): Map<number, IndexedGame[]> {
    const wanted = new Set<number>((query.words ?? []).flatMap((w) => this.catalogue.foundBy(w)))
    if (query.game !== undefined) wanted.add(query.game)
    const matched = new Map<number, IndexedGame[]>()
    if (wanted.size === 0) return matched
    for (const id of ids) {
      const slot = this.slotOfId[id] ?? -1
      if (slot < 0) continue
      const games = Array.from(this.lineups.of(slot), (g) => g >>> 1).filter((g) => wanted.has(g))
      if (games.length > 0)
        matched.set(
          id,
          games.map((g) => this.catalogue.byId.get(g)!),
        )
    }
    return matched
  }

  /** Gives every slot column room for `capacity` slots (more, or after a build just what it holds). */
  private resize(capacity: number): void {
    this.live = resized(this.live, capacity)
    this.ids = resized(this.ids, capacity)
    this.ratings = resized(this.ratings, capacity)
    this.reviews = resized(this.reviews, capacity)
    this.lat = resized(this.lat, capacity)
    this.lng = resized(this.lng, capacity)
    this.kindMask = resized(this.kindMask, capacity)
    this.lineups.resize(capacity)
    for (const column of [this.states, this.cities, this.cityNames, this.zips, this.types, this.weeks, this.zones])
      column.resize(capacity)
    this.capacity = capacity
  }

  /** The dictionary place of a word held. */
  private placeOfWord(word: string): number {
    return this.wordsBuilt ? this.wordsBuilt.get(word)! : lowerBound(this.words, word)
  }

  /** The number of the word's list in `postings`, a new list (and dictionary word) for a word not held. */
  private listOfWord(word: string): number {
    const at = this.wordsBuilt ? (this.wordsBuilt.get(word) ?? this.words.length) : lowerBound(this.words, word)
    if (this.words[at] === word) return this.wordLists[at]!
    const list = this.freeLists.pop() ?? this.listsUsed++
    this.postings.reserve(list + 1)
    this.wordsBuilt?.set(word, at)
    this.words.splice(at, 0, word)
    this.wordLists.splice(at, 0, list)
    return list
  }

  /** Calls `visit` with each posting of dictionary words from … to - 1. */
  private eachPosting(from: number, to: number, visit: (posting: number) => void): void {
    const { data } = this.postings
    for (let w = from; w < to; w++) {
      const list = this.wordLists[w]!
      for (let k = this.postings.from(list), end = this.postings.to(list); k < end; k++) visit(data[k]!)
    }
  }

  /** The dictionary range of the words starting with `prefix`. */
  private rangeOf(prefix: string): [from: number, to: number] {
    return [lowerBound(this.words, prefix), lowerBound(this.words, `${prefix}\uffff`)]
  }

  /** How many arcades have this word (whole) in their name, city, state or ZIP code; and every such word, sorted. */
  wordCount(word: string): number {
    const at = lowerBound(this.words, word)
    return this.words[at] === word ? this.postings.size(this.wordLists[at]!) : 0
  }
  wordList(): readonly string[] {
    return this.words
  }

  /** How many arcades have a word starting with `prefix` (the postings of its range; an upper bound). */
  prefixCount(prefix: string): number {
    const [from, to] = this.rangeOf(prefix)
    let n = 0
    for (let w = from; w < to; w++) n += this.postings.size(this.wordLists[w]!)
    for (const id of this.catalogue.foundBy(prefix)) n += this.catalogue.memberCount(id)
    return n
  }

  /** The arcade's place in the default order (rating desc, name, id); Infinity for one the index does not hold. */
  rankOf(id: number): number {
    const slot = this.slotOfId[id] ?? -1
    return slot < 0 ? Infinity : this.byDefault.rank(this.capacity)[slot]!
  }

  /** Arcades with a place on the map within `miles` of `origin`. */
  within(origin: Pick<Origin, 'latitude' | 'longitude'>, miles: number): PointsWithin {
    return pointsWithin(this.points.view(), origin, miles)
  }

  /** Rings of growing radius around `origin`, for "the k closest" (near.server.ts growingRings). */
  rings(origin: Origin, firstMiles: number): Generator<PointsWithin & { last: boolean }> {
    return growingRings(this.points.view(), origin, firstMiles)
  }

  /** 1 for each slot with a word of its name starting with `word`, else 0. */
  private namedWith(word: string): Uint8Array {
    const { named } = scratchFor(this.capacity)
    named.fill(0)
    const [from, to] = this.rangeOf(word)
    this.eachPosting(from, to, (p) => {
      if (p & NAME_BIT) named[p >>> 5] = 1
    })
    return named
  }

  /** For each type list (by number), whether one of its entries holds `phrase` as consecutive words. */
  private typeListsHolding(phrase: string[]): boolean[] {
    const key = phrase.join(' ')
    let lists = this.typeListsWith.get(key)
    if (!lists || lists.length < this.typeWords.length) {
      // Phrases come from visitors' type filters too: a bounded few are kept.
      if (this.typeListsWith.size >= MAX_TYPE_PHRASES_KEPT) this.typeListsWith.clear()
      lists = this.typeWords.map((entries) => entries.some((w) => containsPhrase(w, phrase)))
      this.typeListsWith.set(key, lists)
    }
    return lists
  }

  /**
   * Ids of the arcades that match `query`, best first, one page of them, and how many match in all. With words,
   * arcades rank by the weight of the fields each word matched (summed over the words), then in the default order.
   */
  query(query: IndexQuery): IndexAnswer {
    const none = {
      ids: [],
      total: 0,
      kinds: query.countKinds ? new Array<number>(KIND_NUMBER.size).fill(0) : undefined,
    }
    const valueOf = (col: Values, value: string | undefined) => (value === undefined ? -1 : col.numberOf(value))
    const state = valueOf(this.states, query.stateSlug)
    const city = valueOf(this.cities, query.citySlug)
    const zip = valueOf(this.zips, query.zip)
    if (state === undefined || city === undefined || zip === undefined) return none
    const phrase = query.typeWords ?? []
    const typeOk = phrase.length ? this.typeListsHolding(phrase) : null
    const game = query.game
    const filter = new Filter(
      {
        states: this.states.of,
        cities: this.cities.of,
        zips: this.zips.of,
        types: this.types.of,
        ratings: this.ratings,
        kindMask: this.kindMask,
        lineups: this.lineups,
      },
      {
        state,
        city,
        zip,
        minRating: query.minRating ?? -Infinity,
        typeOk,
        named: query.typeOrNameWord === undefined ? null : this.namedWith(query.typeOrNameWord),
        game: game ?? -1,
        open: query.open ? new OpenFilter(this.weeks, this.weekTimes, this.zones, query.open) : null,
        kindBit: query.gameKind === undefined ? 0 : 1 << (KIND_NUMBER.get(query.gameKind) ?? 15),
      },
      query.countKinds === true,
    )

    const { matched, score, fields, found, miles } = scratchFor(this.capacity)
    const words = [...new Set(query.words ?? [])]
    // matched[a] = how many of the words so far slot a matched; score[a] = the weight of its fields.
    matched.fill(0)
    score.fill(0)
    // found[0 … reached): the slots that matched every word, when there are words.
    let reached = 0
    for (let i = 0; i < words.length; i++) reached = this.matchWord(i, words[i]!, matched, score, fields, found)

    // found[0 … total): the matching slots in the default order.
    let total = 0
    const within = query.within
    if (within) {
      // A point search looks at its candidates only, then puts them in the default order.
      for (let k = 0; k < within.ids.length; k++) {
        const a = this.slotOfId[within.ids[k]!] ?? -1
        if (a < 0 || matched[a] !== words.length || !filter.passes(a)) continue
        found[total++] = a
        miles[a] = within.miles[k]!
      }
      this.toDefaultOrder(found, total)
    } else if (words.length === 0 && (state >= 0 || city >= 0 || zip >= 0 || game !== undefined)) {
      // A state, city, ZIP or game names the only candidates: the fewest of those lists, not every arcade.
      const lists: ArrayLike<number>[] = [
        state >= 0 ? this.states.slotsOf(state) : null,
        city >= 0 ? this.cities.slotsOf(city) : null,
        zip >= 0 ? this.zips.slotsOf(zip) : null,
        game === undefined ? null : this.catalogue.membersOf(game),
      ].filter((list) => list !== null)
      const fewest = lists.reduce((a, b) => (b.length < a.length ? b : a))
      // The game's own list is kept in its order (working copies first, then the default order): no sort.
      const gameListed = game !== undefined && fewest === lists.at(-1)
      filter.gameListed = gameListed
      const candidates = gameListed ? this.gameOrder(game!) : fewest
      for (let k = 0; k < candidates.length; k++) if (filter.passes(candidates[k]!)) found[total++] = candidates[k]!
      if (!gameListed) {
        this.toDefaultOrder(found, total)
        if (game !== undefined) this.workingFirst(found, total, game)
      }
    } else if (words.length > 0 && reached * 16 < this.size) {
      // Few slots matched the words: those that pass, sorted by their place in the default order (a scan of the whole
      // order took most of a city name's search).
      for (let k = 0; k < reached; k++) if (filter.passes(found[k]!)) found[total++] = found[k]!
      this.toDefaultOrder(found, total)
    } else {
      // The filters read the columns of the slots that matched the words, or of every slot in memory order, marking in
      // `matched` those that pass; the default order then picks them. Read at the default order's slots, scattered,
      // each column cost a cache miss.
      const { live } = this
      if (words.length > 0) for (let k = 0; k < reached; k++) matched[found[k]!] = filter.passes(found[k]!) ? PASSED : 0
      else for (let a = 0; a < this.used; a++) matched[a] = live[a] === 1 && filter.passes(a) ? PASSED : 0
      const slots = this.byDefault.slots
      for (let k = 0; k < slots.length; k++) if (matched[slots[k]!] === PASSED) found[total++] = slots[k]!
    }
    const kinds = filter.kinds()
    const end = Math.min(total, query.offset + query.limit)
    if (query.offset >= end) return { ids: [], total, kinds }
    const sort = query.sort ?? 'relevance'
    if (sort === 'distance') {
      // One number per arcade, its distance (to 1/10,000 mile, 16 cm) above its id, sorted natively: several times
      // quicker than sorting with a comparison function, and ties go by id.
      const keys = new Float64Array(total)
      for (let i = 0; i < total; i++) {
        const a = found[i]!
        keys[i] = Math.round(miles[a]! * 1e4) * ID_SPAN + this.ids[a]!
        if (game !== undefined && this.lineups.outOfOrder(a, game)) keys[i]! += OUT_OF_ORDER_KEY
      }
      return { ids: Array.from(keys.sort().subarray(query.offset, end), (key) => key % ID_SPAN), total, kinds }
    }
    if (sort === 'rating' || sort === 'name') {
      const order = sort === 'rating' ? this.byRating : this.byNameOrder
      return { ids: this.idsOf(this.inOrder(order, found, total, query.offset, end)), total, kinds }
    }
    if (words.length === 0) return { ids: this.idsOf(found.subarray(query.offset, end)), total, kinds }

    // Counting sort by score, highest first; equal scores keep the default order.
    const maxScore = WEIGHT_OF_FIELDS[WEIGHT_OF_FIELDS.length - 1]! * words.length
    const start = new Uint32Array(maxScore + 2)
    for (let i = 0; i < total; i++) start[maxScore - score[found[i]!]! + 1]!++
    for (let s = 0; s <= maxScore; s++) start[s + 1]! += start[s]!
    const ids = new Array<number>(end - query.offset)
    for (let i = 0; i < total; i++) {
      const a = found[i]!
      const rankOf = start[maxScore - score[a]!]!++
      if (rankOf >= query.offset && rankOf < end) ids[rankOf - query.offset] = this.ids[a]!
    }
    return { ids, total, kinds }
  }

  /**
   * Word i of a search, a prefix, for the slots that matched the words before it: matched[a] becomes i + 1 and
   * score[a] grows by the weight of the fields the word is in (a game of the arcade's counts as one). One pass over
   * the word's postings and its games' arcades gathers each slot's fields, noting in `touched` the slots it reached;
   * a pass over those counts each once. Plain loops, as a one-letter prefix reaches some 400,000 entries. Returns how
   * many slots matched, left in touched[0 … that).
   */
  private matchWord(
    i: number,
    word: string,
    matched: Uint8Array,
    score: Uint16Array,
    fields: Uint8Array,
    touched: Uint32Array,
  ): number {
    const [from, to] = this.rangeOf(word)
    const { postings } = this
    const data = postings.data
    let reached = 0
    for (let w = from; w < to; w++) {
      const list = this.wordLists[w]!
      for (let k = postings.from(list), end = postings.to(list); k < end; k++) {
        const a = data[k]! >>> 5
        if (matched[a] !== i) continue
        if (fields[a] === 0) touched[reached++] = a
        fields[a]! |= data[k]! & 31
      }
    }
    for (const id of this.catalogue.foundBy(word)) {
      const slots = this.catalogue.membersOf(id)
      for (let k = 0; k < slots.length; k++) {
        const a = slots[k]!
        if (matched[a] !== i) continue
        if (fields[a] === 0) touched[reached++] = a
        fields[a]! |= GAME_BIT
      }
    }
    for (let k = 0; k < reached; k++) {
      const a = touched[k]!
      matched[a] = i + 1
      score[a]! += WEIGHT_OF_FIELDS[fields[a]!]!
      fields[a] = 0
    }
    return reached
  }

  /** The ids of these slots, in their order. */
  private idsOf(slots: ArrayLike<number>): number[] {
    return Array.from(slots, (a) => this.ids[a]!)
  }

  /** Moves the arcades whose copy of `game` works before the others in found[0 … total), each group in its order. */
  private workingFirst(found: Uint32Array, total: number, game: number): void {
    const broken: number[] = []
    let working = 0
    for (let i = 0; i < total; i++) {
      const a = found[i]!
      if (this.lineups.outOfOrder(a, game)) broken.push(a)
      else found[working++] = a
    }
    found.set(broken, working)
  }

  /**
   * The arcades with `game`, those whose copy works first, each group in the default order: the game's list, sorted
   * again only after a change of it (a game with 7,000 arcades would otherwise be sorted at each search).
   */
  private gameOrder(game: number): Int32Array {
    const rank = this.byDefault.rank(this.capacity)
    const span = this.capacity
    return this.catalogue.ordered(
      game,
      (a) => (this.lineups.outOfOrder(a, game) ? span : 0) + rank[a]!,
      (key) => this.byDefault.slots[key % span]!,
    )
  }

  /** Puts found[0 … total) in the default order. */
  private toDefaultOrder(found: Uint32Array, total: number): void {
    const rank = this.byDefault.rank(this.capacity)
    const ranks = Uint32Array.from(found.subarray(0, total), (a) => rank[a]!).sort()
    ranks.forEach((r, i) => (found[i] = this.byDefault.slots[r]!))
  }

  /**
   * The slots of found[0 … total) at places offset … end of `order`. Many of them: one walk along the order,
   * marking them in a scratch array first; few: their places in the order, sorted.
   */
  private inOrder(order: Order, found: Uint32Array, total: number, offset: number, end: number): Uint32Array {
    if (total * 16 < this.size) {
      const rank = order.rank(this.capacity)
      const places = Uint32Array.from(found.subarray(0, total), (a) => rank[a]!).sort()
      return places.subarray(offset, end).map((r) => order.slots[r]!)
    }
    const { matched } = scratchFor(this.capacity)
    matched.fill(0)
    for (let i = 0; i < total; i++) matched[found[i]!] = 1
    const out = new Uint32Array(end - offset)
    let seen = 0
    for (const a of order.slots) {
      if (seen >= end) break
      if (matched[a] === 0) continue
      if (seen >= offset) out[seen - offset] = a
      seen++
    }
    return out
  }
}

/** The columns the index reads, in IndexedArcade's shape. */
const INDEXED_COLUMNS = {
  id: arcades.id,
  name: arcades.name,
  city: arcades.city,
  zip: arcades.zip,
  type: arcades.type,
  rating: arcades.rating,
  reviewCount: arcades.reviewCount,
  stateSlug: arcades.stateSlug,
  citySlug: arcades.citySlug,
  // A temporarily closed arcade is listed but never open now: its week is empty here (issue 20).
  weeklyHours: sql<string | null>`CASE WHEN ${arcades.status} = 'open' THEN ${arcades.weeklyHours} END`,
  timeZone: arcades.timeZone,
  latitude: arcades.latitude,
  longitude: arcades.longitude,
}

/**
 * The fields of an arcade that search answers find, order, count and show without reading its row: those the index
 * reads (its hours follow `status`) and whether it is listed. A change of no other field (a description, a phone
 * number, a website) alters no search, only the arcades a search shows (docs/decisions/0052-searches-scoped-by-field.md).
 */
export const SEARCHED_FIELDS: readonly (keyof ArcadeRow)[] = [
  ...(Object.keys(INDEXED_COLUMNS) as (keyof typeof INDEXED_COLUMNS)[]),
  'status',
  'listed',
]

/** Rows read a chunk at a time: all 100,000 at once would hold some 35 MB of rows for the length of the build. */
const CHUNK = 2000

/**
 * An arcade's games as IndexedArcade's `games` lists them (a game's id times two, plus one when it is out of order),
 * in game id order, read as one text a row: at 100,000 arcades a row per game was 2.7 million rows to map, and to
 * copy between threads when an import builds the index through its own (docs/decisions/0069-import-indexes-rebuilt.md).
 */
const LINEUP_COLUMNS = {
  arcadeId: arcadeGames.arcadeId,
  games: sql<string>`group_concat(${arcadeGames.gameId} * 2 + (${arcadeGames.status} = 'out_of_order') ORDER BY ${arcadeGames.gameId})`,
}
const PLAYING = ne(arcadeGames.status, 'left')

const gameList = (text: string): number[] => text.split(',').map(Number)

/** The games of arcades `from` … `to` (ids) as IndexedArcade lists them, by arcade id. */
function gamesOfArcades(db: Pick<Db, 'select'>, from: number, to: number): Map<number, number[]> {
  const rows = db
    .select(LINEUP_COLUMNS)
    .from(arcadeGames)
    .where(and(gt(arcadeGames.arcadeId, from - 1), lte(arcadeGames.arcadeId, to), PLAYING))
    .groupBy(arcadeGames.arcadeId)
    .all()
  return new Map(rows.map((r) => [r.arcadeId, gameList(r.games)]))
}

/** The arcades as the index reads them, in id order (table order: a sequential read), a chunk at a time with their games. */
function* arcadesById(db: Pick<Db, 'select'>): Generator<IndexedArcade[]> {
  for (let after = 0; ;) {
    const chunk = db
      .select(INDEXED_COLUMNS)
      .from(arcades)
      .where(and(gt(arcades.id, after), LISTED))
      .orderBy(asc(arcades.id))
      .limit(CHUNK)
      .all()
    if (chunk.length === 0) return
    const games = gamesOfArcades(db, chunk[0]!.id, chunk[chunk.length - 1]!.id)
    yield chunk.map((row) => ({ ...row, games: games.get(row.id) }))
    if (chunk.length < CHUNK) return
    after = chunk[chunk.length - 1]!.id
  }
}

const INDEXED_GAME_COLUMNS = {
  id: games.id,
  slug: games.slug,
  title: games.title,
  aliases: games.aliases,
  kind: games.kind,
}

/** Each database's index, built on first use and kept up to date by every change after. */
const built = new Map<Db, SearchIndex>()

/**
 * What a change of one arcade reads, prepared once per database: an import tells thousands of changes, and building
 * each query anew cost more than the index's own update.
 */
function prepareChangeReads(db: Db) {
  const id = sql.placeholder('id')
  return {
    arcade: db
      .select(INDEXED_COLUMNS)
      .from(arcades)
      .where(and(eq(arcades.id, id), LISTED))
      .prepare(),
    games: db
      .select(LINEUP_COLUMNS)
      .from(arcadeGames)
      .where(and(eq(arcadeGames.arcadeId, id), PLAYING))
      .groupBy(arcadeGames.arcadeId)
      .prepare(),
  }
}
const changeReads = new WeakMap<Db, ReturnType<typeof prepareChangeReads>>()

function changeReadsOf(db: Db) {
  let reads = changeReads.get(db)
  if (!reads) changeReads.set(db, (reads = prepareChangeReads(db)))
  return reads
}

onDataChange((change) => {
  if (change.kind === 'all') {
    built.clear()
    if (change.rebuilt) built.set(change.rebuilt.db, change.rebuilt.index)
    return
  }
  if (change.kind === 'widget') return
  const id = (change.after ?? change.before)!.id
  // The index reads the row from its own database: a change told by another database (tests open several) only
  // confirms what this one holds.
  for (const [db, index] of built) {
    // A database closed since (a test's, the bench's copy) has no reader left for its index.
    if (!db.$client.open) {
      built.delete(db)
      continue
    }
    if (change.kind === 'game') {
      const game = db.select(INDEXED_GAME_COLUMNS).from(games).where(eq(games.id, id)).get()
      if (game) index.putGame(game)
      else index.removeGame(id)
      continue
    }
    // An arcade that is no longer listed (deleted, permanently closed) leaves the index.
    const reads = changeReadsOf(db)
    const row = reads.arcade.get({ id })
    if (row) {
      const lineup = reads.games.get({ id })
      index.put({ ...row, games: lineup && gameList(lineup.games) })
    } else index.remove(id)
  }
})

/** The index of `db`'s arcades, built on first use (at start: startup.server.ts) and updated by every change. */
export function searchIndexOf(db: Db): SearchIndex {
  let index = built.get(db)
  if (index) return index
  index = db.transaction((tx) => runToEnd(buildingIndex(tx)))
  built.set(db, index)
  changeReadsOf(db) // prepared now, so the first change does not wait for them
  return index
}

/**
 * Builds an index of the arcades `tx` sees, a step per arcade: inside a transaction (its reads must agree). An
 * import's thread reads the pieces instead (`indexPieces`) and sends them to the serving thread, which builds the
 * index and puts it in place at the import's commit (docs/decisions/0054-bulk-import.md, 0072).
 */
export function buildingIndex(tx: Pick<Db, 'select'>): Generator<void | Promise<unknown>, SearchIndex> {
  return SearchIndex.building(indexPieces(tx))
}

/** What `tx` sees, as the pieces an index is built from, read as they are asked for. */
export function* indexPieces(tx: Pick<Db, 'select'>): Generator<IndexPiece> {
  yield { games: tx.select(INDEXED_GAME_COLUMNS).from(games).all() }
  for (const chunk of arcadesById(tx)) yield { arcades: chunk }
  // The rows are read in table order, three times quicker than by rating (a table lookup per row); the
  // database's indexes give the ids in the orders.
  const idsBy = (...orderBy: SQL[]) =>
    tx
      .select({ id: arcades.id })
      .from(arcades)
      .orderBy(...orderBy)
      .values()
      .map(([id]) => id as number)
  yield {
    orders: {
      default: idsBy(desc(arcades.rating), asc(arcades.name), asc(arcades.id)),
      rating: idsBy(desc(arcades.rating), desc(arcades.reviewCount), asc(arcades.name), asc(arcades.id)),
      name: idsBy(sql`${arcades.name} COLLATE NOCASE`, asc(arcades.id)),
    },
  }
}

/** Runs a generator's steps at once, answering what it returns. */
export function runToEnd<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
