import { describe, expect, it } from 'vitest'
import { indexedArcadeBuilder } from '../../../tests/support/fixtures'
import { SearchIndex, type IndexedArcade } from './search-index.server'
import { correctedSearch, correctWords, editDistance, FEW_RESULTS, maxEdits, vocabularyOf } from './spelling.server'

const arcade = indexedArcadeBuilder()

const ROWS: IndexedArcade[] = [
  arcade({ name: 'Pixel Palace', city: 'Houston', stateSlug: 'texas', type: 'retro,barcade' }),
  arcade({ name: 'Joystick Junction', city: 'Houston', stateSlug: 'texas', type: 'vr' }),
  arcade({ name: 'Flipper Hall', city: 'Houston', stateSlug: 'texas', type: 'pinball' }),
  arcade({ name: 'Pinball Parlor', city: 'Houston', stateSlug: 'texas', type: 'pinball' }),
  arcade({ name: 'Neon Nights', city: 'Austin', stateSlug: 'texas', zip: '78701', type: 'barcade,adult' }),
  arcade({ name: 'Dustin Den', city: 'Austin', stateSlug: 'texas', zip: '78702', type: 'laser tag' }),
  arcade({ name: 'Tilt Town', city: 'Los Angeles', stateSlug: 'california', zip: '90013' }),
  arcade({ name: 'Empire Coin-Op', city: 'New York', stateSlug: 'new-york', zip: '10001' }),
]
const indexOf = (rows: IndexedArcade[]) => SearchIndex.build(rows)
const index = indexOf(ROWS)

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('huston', 'houston', 2)).toBe(1)
    expect(editDistance('housotn', 'houston', 2)).toBe(1)
    expect(editDistance('pinbll', 'pinball', 2)).toBe(1)
    expect(editDistance('austn', 'austin', 2)).toBe(1)
    expect(editDistance('hstn', 'houston', 3)).toBe(3)
    expect(editDistance('same', 'same', 1)).toBe(0)
  })
  it('stops at max + 1', () => {
    expect(editDistance('arcade', 'zzzzzz', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 1)).toBe(2)
  })
})

describe('maxEdits', () => {
  it('allows no edit under 4 letters, 1 up to 7 letters, 2 from 8', () => {
    expect(['vr', 'tex', 'texs', 'huston', 'pinbal', 'califrnia'].map(maxEdits)).toEqual([0, 0, 1, 1, 1, 2])
  })
})

describe('the vocabulary', () => {
  const vocabulary = vocabularyOf(index)
  it('holds the words of names, cities, states and types, without numbers', () => {
    for (const word of ['pixel', 'houston', 'angeles', 'texas', 'california', 'pinball', 'laser', 'tag', 'barcade'])
      expect(vocabulary.count(word), word).toBeGreaterThan(0)
    expect(vocabulary.count('78701')).toBe(0)
  })
  it('finds the closest word, preferring the one in more arcades', () => {
    expect(vocabulary.closest('huston')).toEqual({ word: 'houston', count: 4 })
    expect(vocabulary.closest('califrnia')?.word).toBe('california')
    // "dustin" (1 arcade) and "austin" (2) are both one edit from "bustin".
    expect(vocabulary.closest('bustin')?.word).toBe('austin')
    expect(vocabulary.closest('qqqqqq')).toBeUndefined()
  })
})

describe('correctWords', () => {
  it('replaces words that match nothing with their likely spelling', () => {
    expect(correctWords(index, ['huston'])).toEqual(['houston'])
    expect(correctWords(index, ['pinbll', 'huston'])).toEqual(['pinball', 'houston'])
    expect(correctWords(index, ['neon', 'nigths'])).toEqual(['neon', 'nights'])
  })
  it('leaves text with more than 3 unknown words as it is', () => {
    expect(correctWords(index, ['huston', 'pixle', 'palce'])).toEqual(['houston', 'pixel', 'palace'])
    expect(correctWords(index, ['huston', 'pixle', 'palce', 'nigths'])).toBeUndefined()
  })
  it('keeps words of the directory, short words and numbers', () => {
    expect(correctWords(index, ['dustin'])).toBeUndefined() // a real name, though "austin" is more common
    expect(correctWords(index, ['hou'])).toBeUndefined()
    expect(correctWords(index, ['7870'])).toBeUndefined()
  })
  it('replaces a word that starts a rare word only by a far more common one', () => {
    const rare = arcade({ name: 'Hustonville Games', city: 'Dallas', stateSlug: 'texas', zip: '75201' })
    // "huston" finds Hustonville Games; Houston's 4 arcades are not ten times as many: kept.
    expect(correctWords(indexOf([...ROWS, rare]), ['huston'])).toBeUndefined()
    const moreHouston = Array.from({ length: 6 }, (_, i) =>
      arcade({ name: `Houston Arcade ${i}`, city: 'Houston', stateSlug: 'texas' }),
    )
    // With 10 Houston arcades it is corrected.
    expect(correctWords(indexOf([...ROWS, ...moreHouston, rare]), ['huston'])).toEqual(['houston'])
  })

  it('completes a word typed in part beside a corrected one, when it starts one word only', () => {
    // "night" starts "nights" only: named whole once "neno" is corrected; alone it is no correction.
    expect(correctWords(index, ['neno', 'night'])).toEqual(['neon', 'nights'])
    expect(correctWords(index, ['night'])).toBeUndefined()
    // Beside "Nightowl Games" it starts two words, which "nights" would not both find: kept as typed.
    const owls = indexOf([...ROWS, arcade({ name: 'Nightowl Games', city: 'Dallas', stateSlug: 'texas' })])
    expect(correctWords(owls, ['neno', 'night'])).toEqual(['neon', 'night'])
  })
})

describe('correctedSearch', () => {
  const search = (words: string[]) => index.query({ words, limit: 20, offset: 0 })
  it('answers the corrected search when the words as typed find fewer than FEW_RESULTS', () => {
    const typed = search(['pinbll'])
    expect(typed.total).toBe(0)
    const correction = correctedSearch(index, ['pinbll'], typed, search)
    expect(correction?.query).toBe('pinball')
    expect(correction?.found.total).toBe(1)
  })
  it('leaves searches that found enough, or that the correction does not improve', () => {
    expect(FEW_RESULTS).toBeGreaterThan(1)
    expect(correctedSearch(index, ['houston'], search(['houston']), search)).toBeUndefined()
    expect(correctedSearch(index, ['qqqqqq'], search(['qqqqqq']), search)).toBeUndefined()
    expect(correctedSearch(index, [], search([]), search)).toBeUndefined()
  })
})
