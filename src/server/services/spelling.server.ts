import type { SearchIndex } from './search-index.server'

/**
 * Spelling correction of search words (docs/decisions/0024-typo-tolerance-and-suggestions.md). The vocabulary is
 * the search index's own dictionary (words of arcade names, cities and states) plus the words of the arcade
 * types, each with the number of arcades it occurs in; it is built once per index, so it follows every change.
 */
export interface Vocabulary {
  /** Words of each length (byLength[n]: the words of n letters, alphabetical), with their arcade counts. */
  byLength: { words: string[]; counts: number[] }[]
  /** Every word of the vocabulary, to tell a real word from a typo. */
  known: Set<string>
}

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

export function buildVocabulary(index: SearchIndex): Vocabulary {
  const counts = new Map<string, number>()
  index.words.forEach((word, w) => {
    if (LETTERS.test(word)) counts.set(word, index.wordStart[w + 1]! - index.wordStart[w]!)
  })
  // Type words that no name, city or state contains count the arcades of those types.
  const arcadesOfTypeList = new Uint32Array(index.typeWords.length)
  for (const t of index.types.of) arcadesOfTypeList[t]!++
  const typeCounts = new Map<string, number>()
  index.typeWords.forEach((entries, t) => {
    for (const word of new Set(entries.flat()))
      typeCounts.set(word, (typeCounts.get(word) ?? 0) + arcadesOfTypeList[t]!)
  })
  for (const [word, count] of typeCounts) if (LETTERS.test(word) && !counts.has(word)) counts.set(word, count)

  const byLength: Vocabulary['byLength'] = []
  for (const word of [...counts.keys()].sort()) {
    const bucket = (byLength[word.length] ??= { words: [], counts: [] })
    bucket.words.push(word)
    bucket.counts.push(counts.get(word)!)
  }
  for (let n = 0; n < byLength.length; n++) byLength[n] ??= { words: [], counts: [] }
  return { byLength, known: new Set(counts.keys()) }
}

const vocabularies = new WeakMap<SearchIndex, Vocabulary>()

/** The vocabulary of an index, built on first use (a new index after a change gets a new one). */
export function vocabularyOf(index: SearchIndex): Vocabulary {
  let vocabulary = vocabularies.get(index)
  if (!vocabulary) vocabularies.set(index, (vocabulary = buildVocabulary(index)))
  return vocabulary
}

/**
 * The vocabulary word closest to `word` within its edit allowance: fewest edits, then most arcades, then
 * alphabetical. Undefined when none is close enough.
 */
export function closestWord(vocabulary: Vocabulary, word: string): { word: string; count: number } | undefined {
  const max = maxEdits(word)
  let best: { word: string; count: number; distance: number } | undefined
  for (let n = Math.max(1, word.length - max); n <= word.length + max; n++) {
    const bucket = vocabulary.byLength[n]
    if (!bucket) continue
    for (let i = 0; i < bucket.words.length; i++) {
      const candidate = bucket.words[i]!
      const distance = editDistance(word, candidate, best ? best.distance : max)
      const count = bucket.counts[i]!
      if (distance === 0 || distance > max) continue
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
      ) {
        best = { word: candidate, count, distance }
      }
    }
  }
  return best && { word: best.word, count: best.count }
}

/** How many arcades have a word starting with `prefix` (postings of its dictionary range; an upper bound). */
function prefixMatches(index: SearchIndex, prefix: string): number {
  const lowerBound = (item: string) => {
    let lo = 0
    let hi = index.words.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (index.words[mid]! < item) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  return index.wordStart[lowerBound(`${prefix}\uffff`)]! - index.wordStart[lowerBound(prefix)]!
}

/**
 * The query words with likely typos replaced, or undefined when none is. A word is replaced when it has at least
 * 4 letters and no digit, is not itself a word of the directory, and a close word occurs in at least MIN_GAIN times
 * as many arcades as start a word with it (any arcade at all when none does).
 */
export function correctWords(index: SearchIndex, words: string[]): string[] | undefined {
  const vocabulary = vocabularyOf(index)
  const unknown = (word: string) => maxEdits(word) > 0 && LETTERS.test(word) && !vocabulary.known.has(word)
  // Text with many unknown words is not a few typos; it would only cost a scan of the vocabulary per word.
  if (words.filter(unknown).length > MAX_CORRECTED_WORDS) return undefined
  let changed = false
  const corrected = words.map((word) => {
    if (!unknown(word)) return word
    const closest = closestWord(vocabulary, word)
    if (!closest || closest.count < Math.max(1, prefixMatches(index, word) * MIN_GAIN)) return word
    changed = true
    return closest.word
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
