import { TYPE_OF_WORD } from '../../shared/arcade-types'
import type { IndexQuery } from './search-index.server'

/**
 * What the words of a search mean beyond their letters (docs/decisions/0028-words-and-places.md): a word that
 * names a type ("pinball", "vr", "bar") is the type filter, and the other words are the text. When the type word
 * is all the visitor typed, an arcade whose name has the word matches too ("Pinball Pete's" of type retro).
 * Words that only join the others ("arcades", "in", "near") are dropped once a type word or a ZIP code gave the
 * search its meaning: "pinball arcades in austin" is pinball arcades in Austin.
 */
export type WordsQuery = Pick<IndexQuery, 'words' | 'typeWords' | 'typeOrNameWord'>

const JOINING_WORDS = new Set(['arcade', 'arcades', 'in', 'near', 'around'])

/**
 * `words` (lower case, see searchWords) and the `type` parameter as an index query. `placeTaken`: a ZIP code of
 * the text already became the search's place.
 */
export function readWords(words: string[], type: string | undefined, placeTaken = false): WordsQuery {
  const typeWords = type?.toLowerCase().match(/[a-z0-9]+/g) ?? []
  // With a type chosen, a word for that same type says nothing more; a word for another type stays text.
  const typeWord = words.find((w) => TYPE_OF_WORD[w] !== undefined && (!type || TYPE_OF_WORD[w] === type))
  if (typeWord === undefined) {
    return { words: placeTaken ? dropJoining(words) : words, typeWords }
  }
  const rest = dropJoining(words.filter((w) => w !== typeWord))
  const onlyTheType = rest.length === 0 && !type && !placeTaken
  return {
    words: rest,
    typeWords: type ? typeWords : [TYPE_OF_WORD[typeWord]!],
    ...(onlyTheType && { typeOrNameWord: typeWord }),
  }
}

const dropJoining = (words: string[]) => words.filter((w) => !JOINING_WORDS.has(w))
