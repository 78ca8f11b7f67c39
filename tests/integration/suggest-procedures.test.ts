import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markDataChanged } from '../../src/server/cache/data-generation.server'
import { insertArcades } from '../../src/server/db/seed.server'
import type { Db } from '../../src/server/db/client.server'
import { fixtureArcade } from '../support/fixtures'
import { anonymousCaller, createTestDb } from '../support/test-db'

/** Typo tolerance of public.search and the suggestions of public.suggest, on the fixture directory. */
let cleanup: () => void
let db: Db

beforeAll(() => {
  ;({ cleanup, db } = createTestDb())
})
afterAll(() => cleanup())

describe('public.search with misspelled words', () => {
  it('answers "huston" with the Houston arcades and says which spelling it used', async () => {
    const r = await anonymousCaller().public.search({ query: 'huston' })
    expect(r.corrected_query).toBe('houston')
    expect(r.total).toBe(3)
    expect(r.arcades.map((a) => a.city)).toEqual(['Houston', 'Houston', 'Houston'])
  })

  it('corrects each word that needs it and keeps the filters', async () => {
    const r = await anonymousCaller().public.search({ query: 'pixle palce', type: 'retro' })
    expect(r.corrected_query).toBe('pixel palace')
    expect(r.arcades.map((a) => a.name)).toEqual(['Pixel Palace'])
    const none = await anonymousCaller().public.search({ query: 'huston', type: 'pinball', minRating: 5 })
    expect(none).toEqual({ arcades: [], total: 0 })
  })

  it('searches the words as typed with exact: true', async () => {
    const r = await anonymousCaller().public.search({ query: 'huston', exact: true })
    expect(r).toEqual({ arcades: [], total: 0 })
  })

  it('leaves searches that find enough alone', async () => {
    const r = await anonymousCaller().public.search({ query: 'houston' })
    expect(r.total).toBe(3)
    expect(r).not.toHaveProperty('corrected_query')
  })

  it('rejects an exact that is not true or false, naming the field', async () => {
    await expect(anonymousCaller().public.search({ query: 'x', exact: 'yes' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/exact/) as unknown,
    })
  })
})

describe('public.suggest', () => {
  it('suggests cities with their counts, arcades and a search for the text, each with its address', async () => {
    const { suggestions } = await anonymousCaller().public.suggest({ query: 'hou' })
    expect(suggestions).toEqual([
      { kind: 'city', label: 'Houston, TX', url: '/arcades/texas/houston', count: 3 },
      { kind: 'arcade', label: 'Houston Flipper Hall', url: '/arcade/houston-flipper-hall', detail: 'Houston, TX' },
      { kind: 'search', label: 'hou', url: '/search?q=hou' },
    ])
  })

  it('suggests states by name or code and types with their counts', async () => {
    const tex = await anonymousCaller().public.suggest({ query: 'Tex' })
    expect(tex.suggestions[0]).toEqual({ kind: 'state', label: 'Texas', url: '/arcades/texas', count: 5 })
    const il = await anonymousCaller().public.suggest({ query: 'il' })
    expect(il.suggestions.filter((s) => s.kind === 'state').map((s) => s.label)).toEqual(['Illinois'])
    const pin = await anonymousCaller().public.suggest({ query: 'pinb' })
    expect(pin.suggestions.filter((s) => s.kind === 'type')).toEqual([
      { kind: 'type', label: 'Pinball', url: '/search?type=pinball', count: 2 },
    ])
  })

  it('matches any word of a name, several words together, best rated first', async () => {
    const palace = await anonymousCaller().public.suggest({ query: 'palace' })
    expect(palace.suggestions.map((s) => s.label)).toEqual(['Pixel Palace', 'palace'])
    const angeles = await anonymousCaller().public.suggest({ query: 'los ang' })
    expect(angeles.suggestions[0]).toMatchObject({ label: 'Los Angeles, CA', count: 2 })
    const city = await anonymousCaller().public.suggest({ query: 'city' })
    expect(city.suggestions.filter((s) => s.kind === 'arcade').map((s) => s.label)).toEqual([
      'Windy City Warp Zone',
      'Magic City Mania',
    ])
  })

  it('takes a trailing space as a finished word, and a city with its state code', async () => {
    const newWord = await anonymousCaller().public.suggest({ query: 'new ' })
    expect(newWord.suggestions.map((s) => s.label)).toEqual(['New York, NY', 'New York', 'new'])
    const houstonTx = await anonymousCaller().public.suggest({ query: 'Houston, TX' })
    expect(houstonTx.suggestions[0]).toMatchObject({ kind: 'city', label: 'Houston, TX' })
  })

  it('suggests the likely spelling when nothing starts with the text', async () => {
    const { suggestions } = await anonymousCaller().public.suggest({ query: 'huston' })
    expect(suggestions[0]).toMatchObject({ kind: 'city', label: 'Houston, TX' })
    expect(suggestions.at(-1)).toEqual({ kind: 'search', label: 'huston', url: '/search?q=huston' })
  })

  it('follows changes to the directory', async () => {
    insertArcades(
      db,
      [fixtureArcade({ name: 'Galveston Games', city: 'Galveston', state: 'Texas', zip: '77550' })],
      'admin',
    )
    markDataChanged({ kind: 'all' })
    const { suggestions } = await anonymousCaller().public.suggest({ query: 'galv' })
    expect(suggestions.map((s) => s.label)).toEqual(['Galveston, TX', 'Galveston Games', 'galv'])
  })

  it('rejects fewer than 2 characters and a missing query, naming the field', async () => {
    for (const input of [{ query: 'h' }, { query: '   ' }, {}]) {
      await expect(anonymousCaller().public.suggest(input as { query: string })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/query/) as unknown,
      })
    }
  })
})
