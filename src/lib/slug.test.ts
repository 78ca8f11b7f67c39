import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('New York')).toBe('new-york')
    expect(slugify('  Los   Angeles ')).toBe('los-angeles')
  })
  it('drops punctuation and accents', () => {
    expect(slugify("Dave's Pinball & Pizza!")).toBe('daves-pinball-and-pizza')
    expect(slugify('Coeur d’Alene Café')).toBe('coeur-dalene-cafe')
  })
})
