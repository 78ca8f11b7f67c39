import { describe, expect, it } from 'vitest'
import { slugOf } from './slug.server'

describe('slugOf', () => {
  it('keeps what slugify does for Latin text', () => {
    expect(slugOf('New York', 'city')).toBe('new-york')
    expect(slugOf("Dave's Pinball & Pizza!", 'arcade')).toBe('daves-pinball-and-pizza')
    expect(slugOf('Coeur d’Alene Café', 'city')).toBe('coeur-dalene-cafe')
  })

  it('transliterates other scripts instead of dropping them', () => {
    expect(slugOf('東京', 'city')).toBe('dongjing')
    expect(slugOf('Москва', 'city')).toBe('moskva')
    expect(slugOf('Αθήνα Arcade', 'arcade')).toBe('athina-arcade')
    expect(slugOf('Straße', 'city')).toBe('strasse')
  })

  it.each(['!!!', '   ', '', '—·—', '¿?'])('gives %j a stable, non-empty fallback slug', (text) => {
    const slug = slugOf(text, 'city')
    expect(slug).toMatch(/^city-[0-9a-f]{8}$/)
    expect(slugOf(text, 'city')).toBe(slug)
    expect(slugOf(text, 'arcade')).toMatch(/^arcade-[0-9a-f]{8}$/)
  })

  it('gives different punctuation-only texts different slugs', () => {
    expect(slugOf('!!!', 'city')).not.toBe(slugOf('???', 'city'))
    // Surrounding spaces do not make another place.
    expect(slugOf(' !!! ', 'city')).toBe(slugOf('!!!', 'city'))
  })
})
