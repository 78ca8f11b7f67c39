import { lowerBound } from '../../lib/sorted'
import {
  arcadeWords,
  typeEntries,
  type IndexedArcade,
  type IndexFollower,
  type SearchIndex,
  runToEnd,
} from './search-index.server'

/**
 * Spelling correction of search words (docs/decisions/0024-typo-tolerance-and-suggestions.md). The vocabulary is
 * the search index's own dictionary (words of arcade names, cities and states) plus the words of the arcade
 * types, each with the number of arcades it occurs in; it follows the index, arcade by arcade (Vocabulary below).
 */

/** A query finding fewer arcades than this is tried again with corrected spellings. */
export const FEW_RESULTS = 3
/**
 * A word that matches some arcades as typed (as the start of a longer word) is replaced only by a word matching
 * this many times as many: a rare word that happens to start with the typo does not hide the common one.
 */
const MIN_GAIN = 10

/** At most this many words of a query are corrected. */
const MAX_CORRECTED_WORDS = 3

/** How many edits a word of this length may be away from its correction: none under 4 letters, 2 from 8. */
export function maxEdits(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2
}

// Three rows of the distance table (two back, for swaps; the previous; the current), reused by every call.
let rowSize = 32
let rows = [new Int32Array(rowSize), new Int32Array(rowSize), new Int32Array(rowSize)] as const

/**
 * The optimal-string-alignment distance of `a` and `b` (insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each 1), or `max + 1` as soon as it is known to be above `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (rowSize <= b.length) {
    rowSize = b.length * 2
    rows = [new Int32Array(rowSize), new Int32Array(rowSize), new Int32Array(rowSize)]
  }
  let [before, previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1)
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1)
      let d = previous[j - 1]! + (ai === bj ? 0 : 1)
      if (previous[j]! + 1 < d) d = previous[j]! + 1
      if (current[j - 1]! + 1 < d) d = current[j - 1]! + 1
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj && before[j - 2]! + 1 < d) d = before[j - 2]! + 1
      current[j] = d
      if (d < rowMin) rowMin = d
    }
    // Row minimums never decrease down the table (a swap reaches back two rows, but never below the row
    // between them), so the distance is already known to be above max.
    if (rowMin > max) return max + 1
    const spare = before
    before = previous
    previous = current
    current = spare
  }
  return Math.min(previous[b.length]!, max + 1)
}

/** Words made of letters only: numbers (ZIP codes, "24/7") are never corrected nor offered as corrections. */
const LETTERS = /^[a-z]+$/

/**
 * The words of the directory with the number of arcades each occurs in: words of names, cities and states (the
 * search index's dictionary, counted by the index), the words of the arcade types that none of those contains, and
 * the words of game titles and short names (counted by the index from each game's arcades). It follows the search
 * index, so every change of an arcade updates the counts and lists of its own words only.
 */
export class Vocabulary implements IndexFollower {
  constructor(private readonly index: SearchIndex) {}

  private readonly inTypes = new Map<string, number>()
  /** Letter words of each length (byLength[n]: alphabetical), made on first use and kept up to date. */
  private byLength: string[][] | undefined

  add(arcade: IndexedArcade): void {
    this.adjust(arcade, 1)
  }
  remove(arcade: IndexedArcade): void {
    this.adjust(arcade, -1)
  }
  private adjust(arcade: IndexedArcade, delta: number): void {
    // The index counted the arcade's own words already (it tells its followers after its change).
    if (this.byLength) for (const word of arcadeWords(arcade).keys()) this.place(this.byLength, word)
    for (const word of new Set(typeEntries(arcade.type).flat())) {
      const n = (this.inTypes.get(word) ?? 0) + delta
      if (n === 0) this.inTypes.delete(word)
      else this.inTypes.set(word, n)
      if (this.byLength) this.place(this.byLength, word)
    }
  }
  /** How many arcades the word occurs in (0: not a word of the directory). */
  count(word: string): number {
    if (!LETTERS.test(word)) return 0
    return this.index.wordCount(word) || (this.inTypes.get(word) ?? this.index.gameWordCount(word))
  }
  /** Puts a letter word in its length's list when arcades have it now, or takes it out. */
  private place(byLength: string[][], word: string): void {
    if (!LETTERS.test(word)) return
    const bucket = (byLength[word.length] ??= [])
    const at = lowerBound(bucket, word)
    const held = bucket[at] === word
    const n = this.count(word)
    if (held && n === 0) bucket.splice(at, 1)
    else if (!held && n > 0) bucket.splice(at, 0, word)
  }
  /** Makes the lists by length now (at start) rather than for the first visitor. */
  prepare(): void {
    this.lists()
  }
  private lists(): string[][] {
    if (!this.byLength) {
      const byLength: string[][] = []
      const words = new Set([...this.index.wordList(), ...this.inTypes.keys()])
      for (const word of [...words].sort()) {
        if (LETTERS.test(word) && this.count(word) > 0) (byLength[word.length] ??= []).push(word)
      }
      this.byLength = byLength
    }
    return this.byLength
  }

  /**
   * The word closest to `word` within its edit allowance: fewest edits, then most arcades, then alphabetical.
   * Undefined when none is close enough.
   */
  closest(word: string): { word: string; count: number } | undefined {
    const max = maxEdits(word)
    const byLength = this.lists()
    let best: { word: string; count: number; distance: number } | undefined
    const consider = (candidate: string, countOf: () => number) => {
      const distance = editDistance(word, candidate, best ? best.distance : max)
      if (distance === 0 || distance > max) return
      const count = countOf()
      if (count === 0) return // a game no arcade has
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
      ) {
        best = { word: candidate, count, distance }
      }
    }
    for (let n = Math.max(1, word.length - max); n <= word.length + max; n++) {
      const bucket = byLength[n]
      if (!bucket) continue
      for (const candidate of bucket) consider(candidate, () => this.count(candidate))
    }
    // The game words (a few thousand), counted as they are now: lineups change without this vocabulary's knowing.
    for (const candidate of this.index.gameWordList())
      if (
        Math.abs(candidate.length - word.length) <= max &&
        LETTERS.test(candidate) &&
        this.index.wordCount(candidate) === 0
      )
        consider(candidate, () => this.count(candidate))
    return best && { word: best.word, count: best.count }
  }
}

const vocabularies = new WeakMap<SearchIndex, Vocabulary>()

/** The vocabulary of an index, made on first use and kept up to date with it. */
export function vocabularyOf(index: SearchIndex): Vocabulary {
  return vocabularies.get(index) ?? runToEnd(followingVocabulary(index))
}

function* followingVocabulary(index: SearchIndex): Generator<void, Vocabulary> {
  const vocabulary = new Vocabulary(index)
  yield* index.following(vocabulary)
  vocabularies.set(index, vocabulary)
  return vocabulary
}

/** The vocabulary of a new index, made a step per arcade, its lists by length at the end (at once). */
export function* preparingVocabulary(index: SearchIndex): Generator<void> {
  ;(yield* followingVocabulary(index)).prepare()
}

/**
 * The query words with likely typos replaced, or undefined when none is. A word is replaced when it has at least
 * 4 letters and no digit, is not itself a word of the directory, and a close word occurs in at least MIN_GAIN times
 * as many arcades as start a word with it (any arcade at all when none does). When some word is replaced, a word typed
 * in part is completed in the answer if what it starts is one word.
 */
export function correctWords(index: SearchIndex, words: string[]): string[] | undefined {
  const vocabulary = vocabularyOf(index)
  const unknown = (word: string) => maxEdits(word) > 0 && LETTERS.test(word) && vocabulary.count(word) === 0
  // Text with many unknown words is not a few typos; it would only cost a scan of the vocabulary per word.
  if (words.filter(unknown).length > MAX_CORRECTED_WORDS) return undefined
  let changed = false
  const corrected = words.map((word) => {
    if (!unknown(word)) return word
    const closest = vocabulary.closest(word)
    if (!closest) return word
    const found = index.prefixCount(word)
    if (closest.count >= Math.max(1, found * MIN_GAIN)) {
      changed = true
      return closest.word
    }
    // A word typed in part ("madnes") finds what it starts already; the corrected text names that word whole when it
    // is the one word the part starts ("medieval madness"), which finds the same arcades.
    return closest.word.startsWith(word) && index.prefixCount(closest.word) === found ? closest.word : word
  })
  return changed ? corrected : undefined
}

/**
 * Runs `search` again with corrected words when the words as typed found fewer than FEW_RESULTS arcades, and
 * answers that search and its words when it found more. `search` is the caller's query with its filters.
 */
export function correctedSearch<T extends { total: number }>(
  index: SearchIndex,
  words: string[],
  found: T,
  search: (words: string[]) => T,
): { query: string; found: T } | undefined {
  if (words.length === 0 || found.total >= FEW_RESULTS) return undefined
  const corrected = correctWords(index, words)
  if (!corrected) return undefined
  const better = search(corrected)
  return better.total > found.total ? { query: corrected.join(' '), found: better } : undefined
}
