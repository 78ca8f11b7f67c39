import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setClock } from '../../src/server/auth/clock.server'
import { openDatabase } from '../../src/server/db/client.server'
import { prepareDatabase } from '../../src/server/startup.server'
import { Route as arcadesRoute } from '../../src/routes/api/arcades/index'
import { fixtureArcade } from '../support/fixtures'
import { signInCookie, startServer, type RunningServer } from '../support/server'
import { anonymousCaller, createTestDb } from '../support/test-db'

/** Arcades in four time zones; hours text as the sample generator and people write it. */
const ARCADES = [
  // America/Chicago (from its coordinates).
  fixtureArcade({
    name: 'Late Owl',
    city: 'Houston',
    state: 'Texas',
    hours: 'Mon-Thu 5pm-12am, Fri-Sat 2pm-2am, Sun 12pm-11pm',
  }),
  fixtureArcade({
    name: 'Sunny Side',
    city: 'Los Angeles',
    state: 'California',
    zip: '90013',
    latitude: 34.05,
    longitude: -118.24,
    hours: 'Daily 10am-6pm',
  }),
  fixtureArcade({
    name: 'Desert Den',
    city: 'Phoenix',
    state: 'Arizona',
    zip: '85004',
    latitude: 33.45,
    longitude: -112.07,
    hours: 'Daily 10am-6pm',
  }),
  // No coordinates: the state's zone.
  fixtureArcade({
    name: 'Lakeside Lanes',
    city: 'Chicago',
    state: 'Illinois',
    zip: '60601',
    latitude: null,
    longitude: null,
    hours: 'Daily 10am-6pm',
  }),
  fixtureArcade({ name: 'Mystery Hall', city: 'Houston', state: 'Texas', hours: 'By appointment, call ahead' }),
]

const names = (r: { arcades: { name: string }[] }) => r.arcades.map((a) => a.name).sort()

describe('open now, with an injected clock', () => {
  let cleanup: () => void
  beforeAll(() => {
    ;({ cleanup } = createTestDb(ARCADES))
  })
  afterAll(() => cleanup())
  afterEach(() => setClock())

  /** The REST path's own handler, in this process, so it reads the injected clock. */
  async function rest(query: string) {
    const handlers = arcadesRoute.options.server!.handlers as Record<
      string,
      (ctx: { request: Request; params: Record<string, string> }) => Promise<Response>
    >
    const res = await handlers.GET!({ request: new Request(`http://localhost/api/arcades?${query}`), params: {} })
    return { status: res.status, body: (await res.json()) as { arcades: { name: string }[]; total: number } }
  }

  it('stores the hours in OpenStreetMap syntax and a time zone from the coordinates or the state', async () => {
    const { arcades } = await anonymousCaller().public.search({ limit: 100 })
    const byName = Object.fromEntries(arcades.map((a) => [a.name, a]))
    expect(byName['Late Owl']).toMatchObject({
      hours: 'Mon-Thu 5pm-12am, Fri-Sat 2pm-2am, Sun 12pm-11pm',
      opening_hours: 'Mo-Th 17:00-24:00; Fr-Sa 14:00-02:00, Su 12:00-23:00',
      time_zone: 'America/Chicago',
    })
    expect(byName['Sunny Side']).toMatchObject({ opening_hours: 'Mo-Su 10:00-18:00', time_zone: 'America/Los_Angeles' })
    expect(byName['Desert Den']?.time_zone).toBe('America/Phoenix')
    expect(byName['Lakeside Lanes']?.time_zone).toBe('America/Chicago')
    // Text that cannot be read stays as written, without structured hours.
    expect(byName['Mystery Hall']).toMatchObject({
      hours: 'By appointment, call ahead',
      opening_hours: null,
      weekly_hours: null,
    })
  })

  it('Wednesday 2026-07-01 17:30 UTC: open in Los Angeles (10:30), Phoenix (10:30) and Chicago (12:30), not the late Houston bar', async () => {
    setClock(() => Date.parse('2026-07-01T17:30:00Z'))
    const expected = ['Desert Den', 'Lakeside Lanes', 'Sunny Side']
    const trpc = await anonymousCaller().public.search({ openNow: true })
    expect(names(trpc)).toEqual(expected)
    expect(trpc.total).toBe(3)
    const viaRest = await rest('openNow=true')
    expect(viaRest.status).toBe(200)
    expect(names(viaRest.body)).toEqual(expected)
  })

  it('Saturday 2026-07-04 06:30 UTC: only the Houston bar, open until 2 am (01:30 CDT)', async () => {
    setClock(() => Date.parse('2026-07-04T06:30:00Z'))
    expect(names(await anonymousCaller().public.search({ openNow: true }))).toEqual(['Late Owl'])
    expect(names((await rest('openNow=true&state=TX')).body)).toEqual(['Late Owl'])
    // openNow=false (or absent) filters nothing.
    expect((await rest('openNow=false')).body.total).toBe(ARCADES.length)
    expect((await anonymousCaller().public.search({})).total).toBe(ARCADES.length)
  })

  it('refuses an openNow that is not true or false, naming the field', async () => {
    const res = await rest('openNow=yes')
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('openNow')
    expect(JSON.stringify(res.body)).toContain('must be true or false')
  })
})

describe('migration 0008 on a database of arcades stored before structured hours', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-hours-migration-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('converts hours text it can read, keeps the rest as written, and gives every arcade a time zone', () => {
    const file = path.join(dir, 'old.db')
    openDatabase(file).$client.close()
    // Rows as they were before 0008: only the hours text (the migration leaves the new columns at their defaults).
    const raw = new Database(file)
    const insert = raw.prepare(
      `INSERT INTO arcades (name, slug, address, city, state, zip, description, state_code, state_slug, city_slug, hours, latitude, longitude)
       VALUES (?, ?, '1 Main St', ?, ?, '00000', 'x', ?, ?, ?, ?, ?, ?)`,
    )
    insert.run(
      'A',
      'a',
      'Houston',
      'Texas',
      'TX',
      'texas',
      'houston',
      'Mon Closed, Tue-Thu 3pm-12am, Fri-Sat 12pm-2am, Sun 2pm-11pm',
      29.76,
      -95.37,
    )
    insert.run('B', 'b', 'Denver', 'Colorado', 'CO', 'colorado', 'denver', 'Open when the flag is up', null, null)
    insert.run('C', 'c', 'Portland', 'Oregon', 'OR', 'oregon', 'portland', 'Hours not available', 45.52, -122.68)
    raw.close()

    const db = openDatabase(file)
    prepareDatabase(db)
    const rows = db.$client
      .prepare('SELECT slug, hours, opening_hours, weekly_hours, time_zone FROM arcades ORDER BY slug')
      .all()
    db.$client.close()
    expect(rows).toEqual([
      {
        slug: 'a',
        hours: 'Mon Closed, Tue-Thu 3pm-12am, Fri-Sat 12pm-2am, Sun 2pm-11pm',
        opening_hours: 'Mo off; Tu-Th 15:00-24:00; Fr-Sa 12:00-02:00, Su 14:00-23:00',
        weekly_hours: JSON.stringify([2340, 2880, 3780, 4320, 5220, 5760, 6480, 7320, 7920, 8760, 9480, 10020]),
        time_zone: 'America/Chicago',
      },
      {
        slug: 'b',
        hours: 'Open when the flag is up',
        opening_hours: null,
        weekly_hours: null,
        time_zone: 'America/Denver',
      },
      {
        slug: 'c',
        hours: 'Hours not available',
        opening_hours: null,
        weekly_hours: null,
        time_zone: 'America/Los_Angeles',
      },
    ])
  })
})

describe('the production server: open-now answers, structured data, honest ratings and the admin hours field', () => {
  const USER = 'hours-admin'
  const PASSWORD = 'hours-password-1234'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-hours-'))
  let server: RunningServer
  beforeAll(async () => {
    const seed = path.join(dir, 'seed.json')
    fs.writeFileSync(
      seed,
      JSON.stringify([
        fixtureArcade({ name: 'Always Arcade', city: 'Houston', state: 'Texas', hours: '24/7', review_count: 0 }),
        fixtureArcade({ name: 'Never Arcade', city: 'Houston', state: 'Texas', hours: 'Mo-Su off' }),
        fixtureArcade({
          name: 'Weekly Arcade',
          city: 'Houston',
          state: 'Texas',
          hours: 'Mon-Thu 12pm-11pm, Fri-Sat 2pm-2am, Sun 12pm-9pm',
          review_count: 12,
          rating: 4.5,
        }),
      ]),
    )
    server = await startServer({ SEED_FILE: seed, ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('answers openNow=true with the arcades open now, cached a minute at most and never served stale', async () => {
    for (let round = 0; round < 2; round++) {
      const res = await fetch(`${server.url}/api/arcades?openNow=true`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
      const body = (await res.json()) as { arcades: { name: string }[] }
      // The weekly arcade may or may not be open at the moment the test runs; these two are certain.
      expect(body.arcades.map((a) => a.name)).toContain('Always Arcade')
      expect(body.arcades.map((a) => a.name)).not.toContain('Never Arcade')
    }
    const all = await fetch(`${server.url}/api/arcades`)
    expect(all.headers.get('cache-control')).toContain('stale-while-revalidate')
  })

  /** The page's schema.org business, parsed from its JSON-LD. */
  async function business(slug: string) {
    const html = await (await fetch(`${server.url}/arcade/${slug}`)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    )
    return { html, data: blocks.find((b) => b['@type'] === 'EntertainmentBusiness')! }
  }

  it('emits openingHoursSpecification from the structured hours and the phone in international form', async () => {
    const { data } = await business('weekly-arcade')
    expect(data.telephone).toBe('+17135550100')
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '12:00',
        closes: '23:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '14:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '21:00' },
    ])
    expect(data.aggregateRating).toEqual(expect.objectContaining({ ratingValue: 4.5, reviewCount: 12 }))
  })

  it('an arcade without reviews says "No reviews yet" and its structured data has no aggregateRating', async () => {
    const { html, data } = await business('always-arcade')
    expect(html).toContain('No reviews yet')
    expect(html).not.toContain('Rated 4.0 out of 5')
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ])
    const search = await (await fetch(`${server.url}/search?q=always`)).text()
    expect(search).toContain('No reviews yet')
  })

  it('the admin API refuses opening hours it cannot read (400, naming the field) and derives the time zone', async () => {
    const cookie = await signInCookie(server, USER, PASSWORD)
    const post = (body: Record<string, unknown>) =>
      fetch(`${server.url}/api/admin/arcades`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          name: 'Hours Test',
          description: 'd',
          address: '1 Main St',
          city: 'Los Angeles',
          state: 'CA',
          zipCode: '90013',
          rating: 4,
          latitude: 34.05,
          longitude: -118.24,
          ...body,
        }),
      })
    const bad = await post({ openingHours: 'whenever we feel like it' })
    expect(bad.status).toBe(400)
    const { error } = (await bad.json()) as { error: { issues: { field: string; message: string }[] } }
    // A sentence a person understands, naming what to check; never the parser's "wh <--- (Unexpected token …)".
    expect(error.issues).toEqual([
      {
        field: 'openingHours',
        message:
          'We couldn\'t read these hours. Write them like "Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00". Check "whenever" in "whenever we feel like it".',
      },
    ])
    const badZone = await post({ openingHours: 'Mo-Fr 09:00-17:00', timeZone: 'Mars/Base' })
    expect(badZone.status).toBe(400)
    expect(JSON.stringify(await badZone.json())).toContain(
      'Time zone must be an IANA time zone such as America/Chicago',
    )

    const good = await post({ openingHours: 'Mo-Fr 09:00-17:00' })
    expect(good.status).toBeLessThan(300)
    expect(await good.json()).toMatchObject({ openingHours: 'Mo-Fr 09:00-17:00', timeZone: 'America/Los_Angeles' })
  })
})
