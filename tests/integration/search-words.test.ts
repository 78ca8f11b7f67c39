import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSampleFile } from '../../src/server/db/seed.server'
import { milesBetween } from '../support/near-fixtures'
import { startServer, type RunningServer } from '../support/server'
import { anonymousCaller, createTestDb } from '../support/test-db'
import type { SearchOrigin } from '../../src/shared/arcade'

/**
 * Words mean what visitors mean (issue 17, docs/decisions/0028-words-and-places.md): type words, a ZIP code in the
 * text, and places typed as people type them, on the sample directory, in-process (tRPC) and over HTTP (REST and
 * the search page).
 */
const SAMPLE = readSampleFile(path.resolve(import.meta.dirname, '../../data/sample-arcades.json'))
const typesOf = (a: { type: string }) => a.type.split(',').map((t) => t.trim())
const ofType = (type: string) => SAMPLE.filter((a) => typesOf(a).includes(type))
const nameHas = (a: { name: string }, word: string) => new RegExp(`(^|[^a-z0-9])${word}`, 'i').test(a.name)
/** 78701's centre (GeoNames, data/places.tsv.gz). */
const ZIP_78701 = { latitude: 30.2713, longitude: -97.7426 }

type Found = { name: string; type: string; city: string; zip: string; distance_miles?: number }
type Answer = { arcades: Found[]; total: number; origin?: SearchOrigin }

describe('words and places in-process (public.search, public.searchPage, public.suggest)', () => {
  let cleanup: () => void
  const search = (input: Record<string, unknown>) => anonymousCaller().public.search(input) as Promise<Answer>
  beforeAll(() => {
    ;({ cleanup } = createTestDb(SAMPLE))
  })
  afterAll(() => cleanup())

  it('reads a type word as the type: "pinball" lists every pinball arcade, and names with the word', async () => {
    const pinball = await search({ query: 'pinball', limit: 2000 })
    const expected = SAMPLE.filter((a) => typesOf(a).includes('pinball') || nameHas(a, 'pinball'))
    expect(ofType('pinball')).toHaveLength(507)
    expect(pinball.total).toBe(expected.length)
    expect(new Set(pinball.arcades.map((a) => a.name + a.city))).toEqual(new Set(expected.map((a) => a.name + a.city)))
    // The suggestion list's count is the number of pinball arcades, all of which the search lists.
    const suggested = (await anonymousCaller().public.suggest({ query: 'pinb' })).suggestions.find(
      (s) => s.kind === 'type',
    )
    expect(suggested).toMatchObject({ label: 'Pinball', count: 507 })
    expect(pinball.arcades.filter((a) => typesOf(a).includes('pinball'))).toHaveLength(507)
  })

  it('reads retro, vr, barcade, bar, family and adult the same way', async () => {
    for (const [word, type] of [
      ['retro', 'retro'],
      ['vr', 'vr'],
      ['barcade', 'barcade'],
      ['bar', 'barcade'],
      ['barcades', 'barcade'],
      ['family', 'family'],
      ['adult', 'adult'],
    ] as const) {
      const r = await search({ query: word, limit: 2000 })
      const expected = SAMPLE.filter((a) => typesOf(a).includes(type) || nameHas(a, word))
      expect(r.total, word).toBe(expected.length)
      expect(r.arcades.filter((a) => typesOf(a).includes(type)).length, word).toBe(ofType(type).length)
    }
  })

  it('reads "pinball austin" as pinball arcades whose text matches austin', async () => {
    const r = await search({ query: 'pinball austin', limit: 2000 })
    const expected = ofType('pinball').filter((a) => a.city === 'Austin' || nameHas(a, 'austin'))
    expect(expected.length).toBeGreaterThan(1)
    expect(r.total).toBe(expected.length)
    expect(r.arcades.every((a) => typesOf(a).includes('pinball'))).toBe(true)
    // Joining words do not narrow it: "pinball arcades in austin" is the same search.
    expect((await search({ query: 'pinball arcades in austin', limit: 2000 })).total).toBe(expected.length)
    // With the type chosen, its word says nothing more; a word for another type stays text.
    expect((await search({ query: 'pinball austin', type: 'pinball' })).total).toBe(expected.length)
  })

  it('reads a ZIP code in the text as a place: near it, nearest first', async () => {
    const within = SAMPLE.filter(
      (a) => milesBetween(ZIP_78701.latitude, ZIP_78701.longitude, a.latitude!, a.longitude!) <= 25,
    )
    expect(within.length).toBeGreaterThan(1)
    const r = await search({ query: '78701', limit: 100 })
    expect(r.origin).toMatchObject({ label: 'Austin, TX 78701', radius_miles: 25, from_query: '78701' })
    expect(r.total).toBe(within.length)
    const d = r.arcades.map((a) => a.distance_miles!)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect(d.every((m) => m <= 25)).toBe(true)

    const retro = await search({ query: 'retro 78701', limit: 100 })
    expect(retro.total).toBe(within.filter((a) => typesOf(a).includes('retro')).length)
    expect(retro.arcades.every((a) => typesOf(a).includes('retro') && a.distance_miles! <= 25)).toBe(true)
    expect((await search({ query: 'arcades near 78701' })).total).toBe(within.length)
    // A 5-digit number that is no ZIP code stays text; near wins over a ZIP code of the text.
    expect((await search({ query: '00000' })).origin).toBeUndefined()
    expect((await search({ query: '78701', near: '77008' })).origin?.label).toBe('Houston, TX 77008')
  })

  it('reads a city as typed: with or without its state, and the largest of an ambiguous name', async () => {
    for (const near of ['Austin', 'austin tx', 'Austin, TX', 'austin-texas', 'AUSTIN TEXAS']) {
      expect((await search({ near })).origin?.label, near).toBe('Austin, TX')
    }
    expect((await search({ near: 'austin' })).origin?.alternatives?.[0]).toBeDefined()
    const springfield = await search({ near: 'Springfield' })
    // The largest by ZIP codes (GeoNames' postal data has no population): Illinois' capital.
    expect(springfield.origin?.label).toBe('Springfield, IL')
    expect(springfield.origin?.alternatives).toEqual([
      { label: 'Springfield, MA', near: 'springfield-massachusetts' },
      { label: 'Springfield, MO', near: 'springfield-missouri' },
      { label: 'Springfield, VA', near: 'springfield-virginia' },
      { label: 'Springfield, OH', near: 'springfield-ohio' },
    ])
    expect(springfield.total).toBeGreaterThan(0)
    expect((await search({ near: 'springfield-missouri' })).origin).not.toHaveProperty('alternatives')
  })

  it('says in words that it does not know a place, and lists nothing for it on the page', async () => {
    await expect(search({ near: 'nowhereville' })).rejects.toThrow(/We couldn't find a place called “nowhereville”/)
    for (const near of ['nowhereville', '12 main']) {
      const page = await anonymousCaller().public.searchPage({ near, radius: '100' })
      expect(page.total, near).toBe(0)
      expect(page.arcades, near).toEqual([])
      expect(
        page.issues.map((i) => i.field),
        near,
      ).toEqual(['near'])
    }
  })

  it('names a point after the city of its closest ZIP code', async () => {
    const r = await search({ near: '30.267,-97.743' })
    expect(r.origin).toMatchObject({ label: 'Austin, TX', latitude: 30.267, longitude: -97.743 })
    // Far from every ZIP code (the Gulf of Mexico): its coordinates.
    expect((await search({ near: '25,-90' })).origin?.label).toBe('25, -90')
  })

  it('suggests "Near 78701" for a ZIP code we know', async () => {
    const { suggestions } = await anonymousCaller().public.suggest({ query: '78701' })
    expect(suggestions[0]).toEqual({
      kind: 'near',
      label: 'Near 78701',
      url: '/search?near=78701',
      detail: 'Austin, TX',
    })
    const retro = await anonymousCaller().public.suggest({ query: 'retro 78701' })
    expect(retro.suggestions[0]).toMatchObject({ kind: 'near', url: '/search?near=78701&q=retro' })
    const unknown = await anonymousCaller().public.suggest({ query: '00000' })
    expect(unknown.suggestions.map((s) => s.kind)).toEqual(['search'])
  })
})

describe('words and places over HTTP (REST and the search page)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => server?.stop())
  const json = async (path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as Answer & { error?: { message: string } } }
  }

  it('GET /api/arcades reads type words, a ZIP code in the text and places as tRPC does', async () => {
    const pinball = await json('/api/arcades?query=pinball&limit=2000')
    expect(pinball.status).toBe(200)
    expect(pinball.body.arcades.filter((a) => typesOf(a).includes('pinball'))).toHaveLength(507)
    const zip = await json('/api/arcades?query=78701')
    expect(zip.body.origin).toMatchObject({ label: 'Austin, TX 78701', from_query: '78701' })
    expect(zip.body.total).toBeGreaterThan(1)
    const springfield = await json('/api/arcades?near=Springfield')
    expect(springfield.body.origin?.label).toBe('Springfield, IL')
    expect(springfield.body.origin?.alternatives).toHaveLength(4)
    const unknown = await json('/api/arcades?near=nowhereville')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.message).toMatch(/^near: We couldn't find a place called “nowhereville”/)
  })

  it('the search page says where a place search is, in its server-rendered HTML', async () => {
    const zip = await (await fetch(`${server.url}/search?q=78701`)).text()
    expect(zip).toContain('Arcades near 78701')
    const springfield = await (await fetch(`${server.url}/search?near=springfield`)).text()
    expect(springfield).toContain('Showing Springfield, IL. Did you mean:')
    expect(springfield).toContain('href="/search?near=springfield-missouri"')
    const unknown = await (await fetch(`${server.url}/search?near=nowhereville&radius=100`)).text()
    expect(unknown).toContain('We couldn&#x27;t find a place called “nowhereville”')
    expect(unknown).toContain('No Arcades Found')
  })
})
