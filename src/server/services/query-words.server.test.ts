import { describe, expect, it } from 'vitest'
import { readWords } from './query-words.server'

describe('readWords', () => {
  it('reads a type word as the type, and the rest as text', () => {
    expect(readWords(['pinball', 'austin'], undefined)).toEqual({ words: ['austin'], typeWords: ['pinball'] })
    expect(readWords(['bar', 'in', 'houston'], undefined)).toEqual({ words: ['houston'], typeWords: ['barcade'] })
    expect(readWords(['houston'], undefined)).toEqual({ words: ['houston'], typeWords: [] })
  })

  it('lets a name with the word match too when the type word is all that was typed', () => {
    expect(readWords(['pinball', 'arcades'], undefined)).toEqual({
      words: [],
      typeWords: ['pinball'],
      typeOrNameWord: 'pinball',
    })
  })

  it('keeps the chosen type: its own word says nothing more, another type word stays text', () => {
    expect(readWords(['retro', 'austin'], 'retro')).toEqual({ words: ['austin'], typeWords: ['retro'] })
    expect(readWords(['pinball'], 'retro')).toEqual({ words: ['pinball'], typeWords: ['retro'] })
  })

  it('drops joining words once a ZIP code of the text is the place', () => {
    expect(readWords(['arcades', 'near'], undefined, true)).toEqual({ words: [], typeWords: [] })
    expect(readWords(['retro'], undefined, true)).toEqual({ words: [], typeWords: ['retro'] })
    expect(readWords(['arcades'], undefined)).toEqual({ words: ['arcades'], typeWords: [] })
  })
})
