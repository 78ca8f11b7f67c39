import { afterEach, describe, expect, it } from 'vitest'
import { sessions } from '../../src/server/db/schema'
import { bootstrapAdmin } from '../../src/server/auth/admins.server'
import { withClientAddress } from '../../src/server/auth/client-address.server'
import { sessionIdFromToken } from '../../src/server/auth/session.server'
import { resetThrottle } from '../../src/server/auth/throttle.server'
import { markDataChanged } from '../../src/server/cache/data-generation.server'
import { setDb } from '../../src/server/db/client.server'
import { insertArcades } from '../../src/server/db/seed.server'
import { call, expectCode, nextAddress, signIn as signInAs, setUpAdminTestDb } from '../support/admin-caller'
import { fixtureArcade } from '../support/fixtures'
import { createTestDb } from '../support/test-db'
import { ADMIN_SORTS, type AdminSort } from '../../src/shared/admin-list-address'

const USER = 'proc-admin'
const PASSWORD = 'correct horse battery'
let t = Date.UTC(2026, 0, 1)
const { db, sessionExists } = setUpAdminTestDb(USER, PASSWORD, () => t)
afterEach(() => resetThrottle())

const signIn = (username = USER, password = PASSWORD, ip = nextAddress()) => signInAs(username, password, ip)

describe('sign-in and sessions', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie with a 160-bit token the database never holds', async () => {
    const { result, setCookie, token } = await signIn()
    expect(result).toMatchObject({ success: true })
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Secure/) // SITE_URL is http here; the REST test checks https
    expect(token).toMatch(/^[a-z2-7]{32}$/) // 32 base32 characters = 160 bits
    const rows = db().select().from(sessions).all()
    expect(rows.some((r) => r.id === sessionIdFromToken(token))).toBe(true)
    const dump = JSON.stringify(db().$client.prepare('select * from sessions').all())
    expect(dump).not.toContain(token)
  })

  it('tokens differ on every sign-in and each sign-in makes a new session', async () => {
    const a = await signIn()
    const b = await signIn()
    expect(a.token).not.toBe(b.token)
    expect(await call(a.cookie).caller.admin.me()).toEqual({ username: USER })
    expect(await call(b.cookie).caller.admin.me()).toEqual({ username: USER })
  })

  it('logout deletes the session: the old cookie no longer works', async () => {
    const { cookie } = await signIn()
    const { caller, resHeaders } = call(cookie)
    await caller.admin.logout()
    expect(resHeaders.get('set-cookie')).toMatch(/Max-Age=0/)
    await expectCode(call(cookie).caller.admin.me(), 'UNAUTHORIZED')
  })

  it('wrong credentials answer success false with a message', async () => {
    expect((await signIn(USER, 'wrong password')).result).toEqual({ success: false, message: 'Invalid credentials' })
    expect((await signIn('nobody', 'whatever')).result).toMatchObject({ success: false })
  })

  it('empty fields are refused naming the field', async () => {
    const { caller } = call()
    await expect(caller.admin.login({ username: '', password: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ path: ['username'], message: 'Username is required' })] },
    })
    await expect(caller.admin.login({ username: 'x', password: '' })).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ path: ['password'], message: 'Password is required' })] },
    })
  })

  it('expires after 30 idle minutes, and a used session slides', async () => {
    const { cookie, token } = await signIn()
    t += 25 * 60_000
    await call(cookie).caller.admin.me() // slides the idle expiry
    t += 25 * 60_000
    expect(await call(cookie).caller.admin.me()).toEqual({ username: USER })
    expect(sessionExists(token)).toBe(true)
    t += 31 * 60_000
    await expectCode(call(cookie).caller.admin.me(), 'UNAUTHORIZED')
    // …and the expired row was deleted
    expect(sessionExists(token)).toBe(false)
  })

  it('expires 12 hours after sign-in however active', async () => {
    const signedInAt = t
    const { cookie, token } = await signIn()
    const at = (minutes: number) => (t = signedInAt + minutes * 60_000)
    // Active every 20 minutes, well inside the 30-minute idle limit, up to just before 12 hours.
    for (let minutes = 20; minutes <= 700; minutes += 20) {
      at(minutes)
      expect(await call(cookie).caller.admin.me(), `at ${minutes} min`).toEqual({ username: USER })
    }
    at(719)
    expect(await call(cookie).caller.admin.me()).toEqual({ username: USER })
    // 2 minutes after the last use (idle alone would allow it), but past 12 hours since sign-in.
    at(721)
    await expectCode(call(cookie).caller.admin.me(), 'UNAUTHORIZED')
    expect(sessionExists(token)).toBe(false)
  })
})

describe('throttling', () => {
  it('wrong passwords from one address make it wait; the right password from another address signs in', async () => {
    const attacker = nextAddress()
    for (let i = 0; i < 5; i++) expect((await signIn(USER, 'nope', attacker)).result.success).toBe(false)
    const { caller, resHeaders } = call()
    await expect(
      withClientAddress(attacker, () => caller.admin.login({ username: USER, password: PASSWORD })),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins. Try again in 1 minute.' })
    expect(resHeaders.get('retry-after')).toBe('60')
    expect((await signIn(USER, PASSWORD, nextAddress())).result.success).toBe(true)
    // The wait doubles with each further failure from the same address.
    t += 60_000
    expect((await signIn(USER, 'nope', attacker)).result.success).toBe(false)
    await expect(signIn(USER, PASSWORD, attacker)).rejects.toMatchObject({
      message: 'Too many failed sign-ins. Try again in 2 minutes.',
    })
    t += 120_000
    expect((await signIn(USER, PASSWORD, attacker)).result.success).toBe(true)
  }, 90_000)
})

describe('admin arcades', () => {
  const base = {
    name: 'Admin Test Arcade',
    type: 'retro',
    description: 'Made by a test.',
    address: '1 Test Way',
    city: 'Houston',
    state: 'TX',
    zipCode: '77002',
    phone: '',
    website: '',
    rating: '4.5',
    reviewCount: 3,
    priceRange: '$',
    hours: 'Daily 10-10',
    latitude: '29.7604',
    longitude: -95.3698,
    imageUrl: '',
  }

  it('every procedure answers UNAUTHORIZED without a session', async () => {
    const { caller } = call()
    await expectCode(caller.admin.me(), 'UNAUTHORIZED')
    await expectCode(caller.admin.arcades.list({}), 'UNAUTHORIZED')
    await expectCode(caller.admin.arcades.create(base), 'UNAUTHORIZED')
    await expectCode(caller.admin.arcades.update({ ...base, id: 1 }), 'UNAUTHORIZED')
    await expectCode(caller.admin.arcades.delete({ id: 1 }), 'UNAUTHORIZED')
  })

  it('lists with the public search semantics in the camelCase shape', async () => {
    const { cookie } = await signIn()
    const { caller } = call(cookie)
    const all = await caller.admin.arcades.list({ limit: 50 })
    expect(all.total).toBe(10)
    expect(all.data[0]).toHaveProperty('zipCode')
    expect(all.data[0]).toHaveProperty('reviewCount')
    const hous = await caller.admin.arcades.list({ query: 'hous' })
    const pub = await call().caller.public.search({ query: 'hous' })
    expect(hous.total).toBe(pub.total)
    expect(hous.data.map((a) => a.id)).toEqual(pub.arcades.map((a) => a.id))
  })

  it('sorts by each column both ways on the server, ties by name and id, and pages without overlap', async () => {
    const { caller } = call((await signIn()).cookie)
    type Row = Awaited<ReturnType<typeof caller.admin.arcades.list>>['data'][number]
    const keyOf: Record<AdminSort, (a: Row) => string | number> = {
      name: (a) => a.name.toLowerCase(),
      city: (a) => a.city.toLowerCase(),
      state: (a) => a.state,
      type: (a) => a.type,
      rating: (a) => a.rating,
      updated: (a) => a.updatedAt,
    }
    const total = (await caller.admin.arcades.list({})).total
    expect(total).toBeGreaterThan(8)
    for (const sort of ADMIN_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        const all = await caller.admin.arcades.list({ sort, dir, limit: 500 })
        expect(all.total, sort).toBe(total)
        const keys = all.data.map(keyOf[sort])
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        expect(keys, `${sort} ${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse())
        const first = await caller.admin.arcades.list({ sort, dir, limit: 4 })
        const second = await caller.admin.arcades.list({ sort, dir, limit: 4, offset: 4 })
        expect([...first.data, ...second.data].map((a) => a.id)).toEqual(all.data.slice(0, 8).map((a) => a.id))
      }
    }
    // Without a direction, a column's first one: names A to Z, ratings highest first.
    const byName = await caller.admin.arcades.list({ sort: 'name', limit: 500 })
    expect(byName.data.map((a) => a.id)).toEqual(
      (await caller.admin.arcades.list({ sort: 'name', dir: 'asc', limit: 500 })).data.map((a) => a.id),
    )
    const byRating = (await caller.admin.arcades.list({ sort: 'rating', limit: 500 })).data.map((a) => a.rating)
    expect(byRating[0]).toBe(Math.max(...byRating))
  })

  it('filters by state and type as public search does, with a query and a sort too', async () => {
    const { caller } = call((await signIn()).cookie)
    for (const filters of [{ state: 'TX' }, { state: 'texas' }, { type: 'retro' }, { state: 'Texas', type: 'vr' }]) {
      const admin = await caller.admin.arcades.list({ ...filters, limit: 500 })
      const pub = await call().caller.public.search({ ...filters, limit: 500 })
      expect(admin.total, JSON.stringify(filters)).toBe(pub.total)
      expect(admin.total, JSON.stringify(filters)).toBeGreaterThan(0)
      expect(new Set(admin.data.map((a) => a.id))).toEqual(new Set(pub.arcades.map((a) => a.id)))
      if (filters.state) expect(admin.data.every((a) => a.state === 'Texas')).toBe(true)
    }
    const all = await caller.admin.arcades.list({ limit: 500 })
    const texas = await caller.admin.arcades.list({ state: 'TX', limit: 500 })
    expect(texas.total).toBeLessThan(all.total)
    const sorted = await caller.admin.arcades.list({ query: 'hous', state: 'TX', sort: 'rating', dir: 'asc' })
    const pub = await call().caller.public.search({ query: 'hous', state: 'TX' })
    expect(sorted.total).toBe(pub.total)
    expect(new Set(sorted.data.map((a) => a.id))).toEqual(new Set(pub.arcades.map((a) => a.id)))
    const ratings = sorted.data.map((a) => a.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
    expect(await caller.admin.arcades.list({ query: 'zzzqqq', sort: 'name' })).toEqual({ data: [], total: 0 })
  })

  it('refuses a sort, direction, state or type outside its rule: BAD_REQUEST naming the field', async () => {
    const { caller } = call((await signIn()).cookie)
    const refused: [string, unknown][] = [
      ['sort', 'price'],
      ['sort', 'name; drop table arcades'],
      ['dir', 'up'],
      ['state', 'Atlantis'],
      ['type', 'Laser Tag!'],
      ['type', 'x'.repeat(41)],
    ]
    for (const [field, value] of refused) {
      await expect(
        caller.admin.arcades.list({ [field]: value } as never),
        `${field} ${String(value)}`,
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        cause: { issues: [expect.objectContaining({ path: [field] })] },
      })
    }
  })

  it('explains opening hours it cannot read in a sentence, naming the part to check', async () => {
    const { caller } = call((await signIn()).cookie)
    await expect(
      caller.admin.arcades.create({ ...base, openingHours: 'Mo-Fr 10:00-22:00; Sx 12:00-23:00' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: [
          expect.objectContaining({
            path: ['openingHours'],
            message:
              'We couldn\'t read these hours. Write them like "Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00". Check "Sx" in "Sx 12:00-23:00".',
          }),
        ],
      },
    })
  })

  it('an arcade saved with opening hours and no hours text does not say "Hours not available"', async () => {
    const { caller } = call((await signIn()).cookie)
    const hours = 'Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00'
    const structured = await caller.admin.arcades.create({
      ...base,
      name: 'Structured Hours',
      hours: '',
      openingHours: hours,
    })
    expect(structured).toMatchObject({ hours, openingHours: hours })
    expect(await call().caller.public.arcadeBySlug({ slug: structured.slug })).toMatchObject({
      hours,
      opening_hours: hours,
    })
    // Text as written stays as written; without any hours, SPEC's default stays.
    const written = await caller.admin.arcades.create({
      ...base,
      name: 'Written Hours',
      hours: 'Noon till late',
      openingHours: hours,
    })
    expect(written).toMatchObject({ hours: 'Noon till late', openingHours: hours })
    const none = await caller.admin.arcades.create({ ...base, name: 'No Hours', hours: '' })
    expect(none).toMatchObject({ hours: 'Hours not available', openingHours: null })
  })

  it('creates, updates (keeping the slug) and deletes, and public calls see it', async () => {
    const { cookie } = await signIn()
    const { caller } = call(cookie)
    const created = await caller.admin.arcades.create(base)
    expect(created).toMatchObject({ name: base.name, state: 'Texas', rating: 4.5, latitude: 29.7604 })
    const pub = () => call().caller.public.arcadeBySlug({ slug: created.slug })
    expect((await pub())?.source).toBe('admin')
    const second = await caller.admin.arcades.create(base)
    expect(second.slug).not.toBe(created.slug)

    const updated = await caller.admin.arcades.update({ ...base, id: created.id, name: 'Renamed Arcade', rating: 3 })
    expect(updated.slug).toBe(created.slug)
    expect(await pub()).toMatchObject({ name: 'Renamed Arcade', rating: 3 })
    expect((await call().caller.public.search({ query: 'renamed' })).total).toBe(1)

    await caller.admin.arcades.delete({ id: created.id })
    await expect(pub()).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expectCode(caller.admin.arcades.delete({ id: created.id }), 'NOT_FOUND')
    await expectCode(caller.admin.arcades.update({ ...base, id: created.id }), 'NOT_FOUND')
  })

  it('gives duplicates the city, then one more than the highest number in use', async () => {
    const { caller } = call((await signIn()).cookie)
    const twin = { ...base, name: 'Twin Arcade' }
    const slugs = []
    for (let i = 0; i < 4; i++) slugs.push((await caller.admin.arcades.create(twin)).slug)
    expect(slugs).toEqual(['twin-arcade', 'twin-arcade-houston', 'twin-arcade-houston-2', 'twin-arcade-houston-3'])
    // Slugs that only start like one (a word or more after the number) do not count.
    const taken = ['twin-arcade-houston-41', 'twin-arcade-houston-99th', 'twin-arcade-houston-500-west']
    insertArcades(
      db(),
      taken.map((slug) => fixtureArcade({ name: slug, slug, city: 'Houston', state: 'Texas' })),
      'sample',
    )
    markDataChanged({ kind: 'all' })
    expect((await caller.admin.arcades.create(twin)).slug).toBe('twin-arcade-houston-42')
  })

  it('validation errors name the field', async () => {
    const { cookie } = await signIn()
    const { caller } = call(cookie)
    const fieldsOf = async (input: object) => {
      try {
        await caller.admin.arcades.create(input as never)
        return []
      } catch (e) {
        return ((e as { cause?: { issues?: { path: unknown[] }[] } }).cause?.issues ?? []).map((i) => i.path.join('.'))
      }
    }
    expect(await fieldsOf({ ...base, rating: 6 })).toEqual(['rating'])
    expect(await fieldsOf({ ...base, rating: 4.25 })).toEqual(['rating'])
    expect(await fieldsOf({ ...base, latitude: 'north' })).toEqual(['latitude'])
    expect(await fieldsOf({ ...base, name: ' ' })).toEqual(['name'])
    expect(await fieldsOf({ ...base, state: 'Atlantis' })).toEqual(['state'])
  })

  it('refuses out-of-range and malformed values in every field, never clamping them, and saves nothing', async () => {
    const { caller } = call((await signIn()).cookie)
    const refused: [string, unknown][] = [
      ['rating', 7],
      ['rating', 0.5],
      ['reviewCount', -3],
      ['reviewCount', 1.5],
      ['latitude', 200],
      ['latitude', -90.5],
      ['longitude', 'abc'],
      ['longitude', 180.1],
      ['phone', 'call me maybe'],
      ['phone', '(000) 555-0100'],
      ['type', ''],
      ['type', 'Laser Tag!'],
    ]
    const target = await caller.admin.arcades.create({ ...base, name: 'Strict Target' })
    const before = await call().caller.public.arcadeBySlug({ slug: target.slug })
    const count = async () => (await caller.admin.arcades.list({ limit: 1 })).total
    const total = await count()
    for (const [field, value] of refused) {
      const input = { ...base, name: `Strict ${field}`, [field]: value }
      for (const attempt of [
        caller.admin.arcades.create(input),
        caller.admin.arcades.update({ ...input, id: target.id }),
      ]) {
        await expect(attempt, `${field} ${String(value)}`).rejects.toMatchObject({
          code: 'BAD_REQUEST',
          cause: { issues: [expect.objectContaining({ path: [field] })] },
        })
      }
    }
    expect(await count()).toBe(total)
    expect(await call().caller.public.arcadeBySlug({ slug: target.slug })).toEqual(before)
  })

  it("an edit makes a sample listing the admin's (DECISIONS.md source), so it is no longer marked as a sample", async () => {
    const { caller } = call((await signIn()).cookie)
    insertArcades(
      db(),
      [fixtureArcade({ name: 'Sampled Arcade', slug: 'sampled-arcade', city: 'Houston', state: 'Texas' })],
      'sample',
    )
    markDataChanged({ kind: 'all' })
    const sample = await call().caller.public.arcadeBySlug({ slug: 'sampled-arcade' })
    expect(sample.source).toBe('sample')
    await caller.admin.arcades.update({ ...base, id: sample.id, name: 'Sampled Arcade' })
    expect((await call().caller.public.arcadeBySlug({ slug: 'sampled-arcade' })).source).toBe('admin')
    // The card on the city page (its "Sample listing" mark reads this) follows.
    const page = await call().caller.public.cityPage({ state: 'texas', city: 'houston' })
    expect(page.arcades.find((a) => a.id === sample.id)?.source).toBe('admin')
  })

  it('names in other scripts and punctuation-only cities get non-empty slugs', async () => {
    const { caller } = call((await signIn()).cookie)
    const tokyo = await caller.admin.arcades.create({
      ...base,
      name: '東京ゲーム',
      city: '東京',
      state: 'WY',
      zipCode: '82001',
    })
    expect(tokyo.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const pub = await call().caller.public.arcadeBySlug({ slug: tokyo.slug })
    expect(pub.city_slug).toBe('dongjing')
    const bangs = await caller.admin.arcades.create({
      ...base,
      name: '!!!',
      city: '!!!',
      state: 'WY',
      zipCode: '82001',
    })
    expect(bangs.slug).toMatch(/^arcade-[0-9a-f]{8}$/)
    const bangsCity = (await call().caller.public.arcadeBySlug({ slug: bangs.slug })).city_slug
    expect(bangsCity).toMatch(/^city-[0-9a-f]{8}$/)
    // A second arcade of the same city lands on the same city page.
    const again = await caller.admin.arcades.create({
      ...base,
      name: 'Again',
      city: '!!!',
      state: 'WY',
      zipCode: '82001',
    })
    expect((await call().caller.public.arcadeBySlug({ slug: again.slug })).city_slug).toBe(bangsCity)
    const state = await call().caller.public.statePage({ state: 'wyoming' })
    expect(JSON.stringify(state)).not.toContain('"slug":""')
  })
})

describe('bootstrap', () => {
  it('prints a one-time password when no admin exists and none is configured', async () => {
    const test = createTestDb()
    try {
      const lines: string[] = []
      await bootstrapAdmin(test.db, {}, (l) => lines.push(l))
      expect(lines.join('\n')).toMatch(/"admin" with the one-time password: \S{20,}/)
      const again: string[] = []
      await bootstrapAdmin(test.db, {}, (l) => again.push(l))
      expect(again).toEqual([])
    } finally {
      test.cleanup()
      setDb(db())
    }
  })
})
