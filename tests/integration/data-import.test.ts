import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, isNotNull, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { arcadeGames, arcades, games, imports, revisionGames, revisions } from '../../src/server/db/schema'
import { mergeGames } from '../../src/server/services/admin-games.server'
import type { AdminImport } from '../../src/server/services/data/import-jobs.server'
import type { RowResult } from '../../src/server/services/data/import-check.server'
import { call, expectCode, signIn, setUpAdminTestDb } from '../support/admin-caller'
import { restRouteHandler } from '../support/rest-route'
import { anonymousCaller } from '../support/test-db'
import { markDataChanged } from '../../src/server/cache/data-generation.server'
import { searchArcades } from '../../src/server/services/arcades.server'
import { searchIndexOf } from '../../src/server/services/search-index.server'
import { suggestions } from '../../src/server/services/suggestions.server'
import { IMPORT_TOLD_ONE_BY_ONE_MAX } from '../../src/server/services/data/import-jobs.server'
import { Route as ExportCsvRoute } from '../../src/routes/api/admin/export[.]csv'
import { Route as ExportJsonRoute } from '../../src/routes/api/admin/export[.]json'
import { Route as ImportsRoute } from '../../src/routes/api/admin/imports/index'
import { Route as UploadRoute } from '../../src/routes/api/admin/imports/upload'
import { Route as ImportRoute } from '../../src/routes/api/admin/imports/$id/index'
import { Route as ApplyRoute } from '../../src/routes/api/admin/imports/$id/apply'
import { Route as RevisionsRoute } from '../../src/routes/api/admin/arcades/$id/revisions/index'

/**
 * The admin export and import (issue 21), in-process through the tRPC procedures: a round trip changes nothing,
 * OpenStreetMap files import with the right fields and a newer extract updates instead of duplicating, bad rows are
 * reported by row, field and rule and block the apply.
 */

const USER = 'import-admin'
const PASSWORD = 'import admin password'
const { db } = setUpAdminTestDb(USER, PASSWORD, () => Date.now())
let cookie = ''
beforeAll(async () => {
  cookie = (await signIn(USER, PASSWORD)).cookie
})
const admin = () => call(cookie).caller.admin
/** A new arcade's row in the export's shape, but for its name, description and lineup. */
const dallasRow = { address: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75201', rating: 4, type: 'retro' }
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/osm', name), 'utf8')

async function settled(id: string, busy: AdminImport['state'][]): Promise<AdminImport> {
  for (;;) {
    const job = await admin().imports.get({ id })
    if (!busy.includes(job.state)) return job
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Uploads `text` whole and waits for its dry run. */
async function dryRun(format: 'csv' | 'json' | 'overpass' | 'geojson', text: string): Promise<AdminImport> {
  const started = await admin().imports.start({ format, fileName: `file.${format}`, text })
  return settled(started.id, ['uploading', 'checking'])
}

async function rows(id: string, outcome?: RowResult['outcome']): Promise<RowResult[]> {
  return (await admin().imports.rows({ id, outcome, limit: 200 })).data
}

async function applied(id: string, options: { skipRejected?: boolean; addDuplicates?: boolean } = {}) {
  await admin().imports.commit({ id, ...options })
  return settled(id, ['applying'])
}

async function exported(format: 'csv' | 'json'): Promise<string> {
  const file = await admin().export({ format })
  let text = ''
  for await (const chunk of file.chunks) text += chunk
  return text
}

describe('export', () => {
  it('writes every arcade with its lineup, as JSON and as CSV with the same columns', async () => {
    const json = JSON.parse(await exported('json')) as Record<string, unknown>[]
    const count = db().select().from(arcades).all().length
    expect(json).toHaveLength(count)
    const palace = json.find((a) => a.slug === 'pixel-palace')!
    expect(palace).toMatchObject({ name: 'Pixel Palace', city: 'Houston', state: 'Texas', zip: '77002', osm_ref: null })
    expect(palace.lineup).toContainEqual({ game: 'pac-man', count: 2, price_cents: 50, status: 'working' })
    expect(palace.lineup).toContainEqual({
      game: 'mortal-kombat-ii',
      count: 1,
      price_cents: 50,
      status: 'out_of_order',
      status_since: '2026-10-01',
    })
    const csv = await exported('csv')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(count + 1)
    expect(lines[0]).toMatch(/^id,slug,name,address,city,state,zip,/)
  })

  it('is for administrators only', async () => {
    await expectCode(call().caller.admin.export({ format: 'csv' }), 'UNAUTHORIZED')
  })
})

describe('a round trip', () => {
  for (const format of ['json', 'csv'] as const) {
    it(`imports its own ${format} export as unchanged, and applying it changes nothing`, async () => {
      const before = db().select().from(arcades).all()
      const history = db().select().from(revisions).all().length
      const job = await dryRun(format, await exported(format))
      expect(job.state).toBe('checked')
      expect(job.counts).toEqual({ new: 0, changed: 0, unchanged: before.length, duplicate: 0, rejected: 0 })
      const files = () =>
        fs
          .readdirSync(path.join(os.tmpdir(), `arcade-atlas-imports-${process.pid}`))
          .filter((f) => f.startsWith(job.id))
      expect(files().length).toBeGreaterThan(1)
      const done = await applied(job.id)
      expect(done.state).toBe('applied')
      expect(done.applied).toMatchObject({ created: 0, updated: 0, unchanged: before.length })
      expect(db().select().from(arcades).all()).toEqual(before)
      // An unchanged row writes no revision.
      expect(db().select().from(revisions).all()).toHaveLength(history)
      // The upload and what the dry run kept are removed once applied.
      await expect.poll(files).toEqual([])
    })
  }
})

describe('OpenStreetMap', () => {
  it('imports an Overpass answer with the right fields, and a newer extract updates instead of duplicating', async () => {
    const job = await dryRun('overpass', fixture('arcades.overpass.json'))
    expect(job.counts).toMatchObject({ new: 3, rejected: 0 })
    const done = await applied(job.id)
    expect(done.applied).toMatchObject({ created: 3 })
    const record = db().select().from(imports).where(eq(imports.id, done.applied!.importId)).get()!
    expect(record).toMatchObject({ adminUsername: USER, format: 'overpass', fileName: 'file.overpass' })
    expect(JSON.parse(record.summary)).toMatchObject({ created: 3, updated: 0 })

    const quest = db().select().from(arcades).where(eq(arcades.osmRef, 'node/1001')).get()!
    expect(quest).toMatchObject({
      name: 'Congress Coin-Op',
      address: '410 Congress Avenue',
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      phone: '+15125550142',
      website: 'https://quarterquest.example.org/',
      openingHours: 'Mo-Th 12:00-23:00; Fr,Sa 12:00-02:00; Su 12:00-22:00',
      timeZone: 'America/Chicago',
      type: 'video arcade',
      latitude: 30.2669,
      longitude: -97.7428,
      source: 'import',
      reviewCount: 0,
      rating: 0,
    })
    expect(JSON.parse(quest.osmTags!)).toMatchObject({ wheelchair: 'yes', check_date: '2026-05-01' })
    // No addr:city, addr:state or addr:postcode: the nearest ZIP code's city and state.
    const flipside = db().select().from(arcades).where(eq(arcades.osmRef, 'way/2002')).get()!
    expect(flipside).toMatchObject({
      city: 'Portland',
      state: 'Oregon',
      type: 'pinball',
      address: '221 Southwest Ash Street',
    })
    expect(flipside.zip).toMatch(/^972\d\d$/)
    // A way's geometry: its centroid.
    const barcade = db().select().from(arcades).where(eq(arcades.osmRef, 'way/2003')).get()!
    expect(barcade).toMatchObject({ type: 'barcade', latitude: 41.8805, longitude: -87.6295 })

    // Each arcade created has one revision, by this import and its administrator, shown in the arcade's history;
    // an element's check_date is when it was checked.
    const history = async (id: number) => (await admin().arcades.revisions({ id })).data
    const created = await history(quest.id)
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({
      actor: 'import',
      importId: done.applied!.importId,
      adminUsername: USER,
      kind: 'create',
    })
    expect(created[0]!.changes).toContainEqual({ field: 'name', from: null, to: 'Congress Coin-Op' })
    expect(quest).toMatchObject({ checkedAt: '2026-05-01T00:00:00.000Z', hoursCheckedAt: '2026-05-01T00:00:00.000Z' })
    // The history over REST, as the admin screen reads it.
    const res = await restRouteHandler(
      RevisionsRoute,
      'GET',
    )({
      request: new Request(`http://localhost/api/admin/arcades/${quest.id}/revisions`, { headers: { cookie } }),
      params: { id: String(quest.id) },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ actor: 'import', importId: done.applied!.importId, kind: 'create' }),
    ])
    // Without a check_date, the import is when it was last checked.
    expect(Date.parse(flipside.checkedAt!)).toBeGreaterThan(Date.parse('2026-05-01'))

    const newer = await dryRun('overpass', fixture('arcades-newer.overpass.json'))
    expect(newer.counts).toMatchObject({ new: 1, changed: 1, unchanged: 2, rejected: 0, duplicate: 0 })
    const [changed] = await rows(newer.id, 'changed')
    expect(changed!.label).toBe('node/1001')
    expect(changed!.changes!.map((c) => c.field)).toEqual(['phone', 'hours', 'opening_hours', 'osm_tags'])
    expect(changed!.changes!.find((c) => c.field === 'phone')).toEqual({
      field: 'phone',
      from: '+15125550142',
      to: '+15125550199',
    })
    const newerDone = await applied(newer.id)
    expect(db().select().from(arcades).where(isNotNull(arcades.osmRef)).all()).toHaveLength(4)
    const updated = db().select().from(arcades).where(eq(arcades.osmRef, 'node/1001')).get()!
    expect(updated).toMatchObject({
      phone: '+15125550199',
      checkedAt: '2026-11-15T00:00:00.000Z',
      hoursCheckedAt: '2026-11-15T00:00:00.000Z',
    })
    expect(JSON.parse(updated.osmTags!)).toMatchObject({ check_date: '2026-11-15' })
    const [update, create] = await history(quest.id)
    expect(update).toMatchObject({ actor: 'import', importId: newerDone.applied!.importId, kind: 'update' })
    expect(update!.importId).not.toBe(create!.importId)
    expect(update!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['phone', 'hours', 'opening_hours']))
    // The unchanged elements got no revision.
    expect(await history(flipside.id)).toHaveLength(1)
    expect(await history(barcade.id)).toHaveLength(1)
  })

  it('reads a GeoJSON file as the Overpass answer: the same arcades, unchanged', async () => {
    const job = await dryRun('geojson', fixture('arcades.geojson'))
    expect(job.counts).toMatchObject({ rejected: 0, new: 0, duplicate: 0 })
    const byLabel = Object.fromEntries((await rows(job.id)).map((r) => [r.label, r]))
    expect(byLabel['way/2002']!.outcome).toBe('unchanged')
    expect(byLabel['way/2003']!.outcome).toBe('unchanged')
  })

  it('takes a newer check_date alone as a confirmation by the import, and an older one as no change of the stamp', async () => {
    const extract = JSON.parse(fixture('arcades-newer.overpass.json')) as {
      elements: { type: string; id: number; tags?: Record<string, string> }[]
    }
    const tagsOf = (type: string, id: number) => extract.elements.find((e) => e.type === type && e.id === id)!.tags!
    tagsOf('node', 1001).check_date = '2026-11-20'
    tagsOf('way', 2003).check_date = '2026-01-10'
    const job = await dryRun('overpass', JSON.stringify(extract))
    expect(job.counts).toMatchObject({ changed: 2, rejected: 0 })
    const done = await applied(job.id)
    const quest = db().select().from(arcades).where(eq(arcades.osmRef, 'node/1001')).get()!
    expect(quest.checkedAt).toBe('2026-11-20T00:00:00.000Z')
    const [confirm] = (await admin().arcades.revisions({ id: quest.id })).data
    expect(confirm).toMatchObject({ actor: 'import', importId: done.applied!.importId, kind: 'confirm' })
    expect(confirm!.changes).toEqual([expect.objectContaining({ field: 'checked_at', to: '2026-11-20T00:00:00.000Z' })])
    // An older check than the one stored moves no stamp and writes no revision; the tags are kept all the same.
    const barcade = db().select().from(arcades).where(eq(arcades.osmRef, 'way/2003')).get()!
    expect(Date.parse(barcade.checkedAt!)).toBeGreaterThan(Date.parse('2026-01-10'))
    expect(JSON.parse(barcade.osmTags!)).toMatchObject({ check_date: '2026-01-10' })
    expect((await admin().arcades.revisions({ id: barcade.id })).total).toBe(1)
  })
})

describe('lineup counts', () => {
  const counts = () => ({
    arcades: db().all(sql`SELECT id, game_count AS n FROM arcades ORDER BY id`),
    arcadesCounted: db().all(
      sql`SELECT a.id, (SELECT count(*) FROM arcade_games g WHERE g.arcade_id = a.id AND g.status <> 'left') AS n
        FROM arcades a ORDER BY a.id`,
    ),
    games: db().all(sql`SELECT id, arcade_count AS n FROM games ORDER BY id`),
    gamesCounted: db().all(
      sql`SELECT g.id, (SELECT count(*) FROM arcade_games ag JOIN arcades a ON a.id = ag.arcade_id
        WHERE ag.game_id = g.id AND ag.status <> 'left' AND a.listed) AS n FROM games g ORDER BY g.id`,
    ),
  })

  it('are those of the lineups written: games.arcade_count and arcades.game_count after an import', async () => {
    const pacMan = () => db().all<{ n: number }>(sql`SELECT arcade_count AS n FROM games WHERE slug = 'pac-man'`)[0]!.n
    const before = pacMan()
    // The apply takes the count triggers off inside its transaction and puts them back before the commit.
    const triggers = () => db().all(sql`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name`)
    const triggersBefore = triggers()
    expect(triggersBefore.length).toBeGreaterThan(0)
    const file = [
      {
        name: 'Count Check Tokens',
        ...dallasRow,
        description: 'Forty cabinets.',
        lineup: [
          { game: 'pac-man', count: 2, price_cents: 50, status: 'working' },
          { game: 'galaga', count: 1, price_cents: null, status: 'working' },
        ],
      },
      { slug: 'pixel-palace', lineup: [{ game: 'galaga', count: 3, price_cents: 25, status: 'working' }] },
    ]
    // The search index is built before the import, so only the caches hearing of the arcades written can show them.
    const found = async () =>
      (await anonymousCaller().public.search({ query: 'count check tokens' })).arcades.map((a) => a.name)
    expect(await found()).toEqual([])
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts).toMatchObject({ new: 1, changed: 1, rejected: 0 })
    expect((await applied(job.id)).applied).toMatchObject({ created: 1, updated: 1 })
    expect(await found()).toEqual(['Count Check Tokens'])
    // Pixel Palace had Pac-Man and no longer has it; the new arcade has it.
    expect(pacMan()).toBe(before)
    const now = counts()
    expect(now.arcades).toEqual(now.arcadesCounted)
    expect(now.games).toEqual(now.gamesCounted)
    expect(db().all(sql`SELECT * FROM lineup_counts_deferred`)).toEqual([])
    expect(triggers()).toEqual(triggersBefore)
    const palace = db().select().from(arcades).where(eq(arcades.slug, 'pixel-palace')).get()!
    expect(palace.gameCount).toBe(1)
  })
})

describe('lineup counts of a large import', () => {
  it('are counted in one pass over every lineup when the import touches much of the catalogue, as the triggers would', async () => {
    // More than a fifth of the games: settleLineupCounts counts them in the arcades' order (decision 0062).
    const slugs = db()
      .all<{ slug: string }>(sql`SELECT slug FROM games ORDER BY id`)
      .map((g) => g.slug)
    const file = Array.from({ length: 12 }, (_, i) => ({
      name: `Pass Count Tokens ${i}`,
      address: `${i + 1} Oak St`,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      rating: 4,
      type: 'retro',
      description: 'Many cabinets.',
      lineup: slugs
        .filter((_, g) => g % 12 === i || g % 7 === i % 7)
        .slice(0, 40)
        .map((game, g) =>
          g % 5 === 4
            ? { game, count: 1, price_cents: null, status: 'left', status_since: '2026-01-01' }
            : { game, count: 1, price_cents: 25, status: 'working' },
        ),
    }))
    expect(new Set(file.flatMap((a) => a.lineup.map((e) => e.game))).size * 5).toBeGreaterThan(slugs.length)
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts).toMatchObject({ new: 12, rejected: 0 })
    expect((await applied(job.id, { addDuplicates: true })).applied).toMatchObject({ created: 12 })
    const counted = db().all(
      sql`SELECT g.id, (SELECT count(*) FROM arcade_games ag JOIN arcades a ON a.id = ag.arcade_id
        WHERE ag.game_id = g.id AND ag.status <> 'left' AND a.listed) AS n FROM games g ORDER BY g.id`,
    )
    expect(db().all(sql`SELECT id, arcade_count AS n FROM games ORDER BY id`)).toEqual(counted)
  })
})

describe('the search index', () => {
  /** Searches, suggestions and corrections that an import of arcades named with `one` and `two` changes. */
  const answers = ([one, two]: [string, string]) => ({
    searches: [one, two, two.slice(0, -2) + two.slice(-1), 'pixel', 'retro', 'dallas', ''].map((query) => {
      const found = searchArcades(db(), { query, radius: 25, sort: 'relevance', limit: 10, offset: 0 }, true)
      return { query, ids: found.arcades.map((a) => a.id), total: found.total, q: found.corrected_query }
    }),
    byName: searchArcades(db(), { radius: 25, sort: 'name', limit: 50, offset: 0 }).arcades.map((a) => a.id),
    suggested: [one.slice(0, 3), two.slice(0, 3), 'pix', 'dal', 'tex'].map((text) => suggestions(db(), text)),
  })

  const place = { address: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201', type: 'retro', description: 'New.' }
  /** Two new arcades and a rename of Pixel Palace: `one` names two of the three, `two` all three. */
  const changes = ([one, two]: [string, string]) => [
    { ...place, name: `${one} ${two} Arcade`, rating: 4.5 },
    { ...place, name: `${two} Pinball Hall`, city: `${one} Falls`, rating: 2 },
    { slug: 'pixel-palace', name: `Pixel Palace ${two}` },
  ]

  /** Applies `file` and answers whether the index is still the one from before it, checking it against a rebuild. */
  async function importKeepsIndex(file: object[], words: [string, string]) {
    const before = searchIndexOf(db())
    suggestions(db(), 'pix') // the suggestions and spelling of the index before
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts).toMatchObject({ new: file.length - 1, changed: 1, rejected: 0 })
    expect((await applied(job.id)).applied).toMatchObject({ created: file.length - 1, updated: 1 })
    const afterImport = answers(words)
    expect(afterImport.searches[0]!.total).toBe(2)
    expect(afterImport.searches[1]!.total).toBe(3)
    expect(afterImport.suggested[1]!.suggestions.length).toBeGreaterThan(0)
    const kept = searchIndexOf(db()) === before
    markDataChanged({ kind: 'all' }) // the next search builds the index again from the database
    expect(afterImport).toEqual(answers(words))
    return kept
  }

  it('follows a small import arcade by arcade at its commit, as edits: it answers as an index built after it', async () => {
    const words: [string, string] = ['zanzibar', 'quokka']
    expect(await importKeepsIndex(changes(words), words), 'the index updated in place').toBe(true)
  })

  it('is built again inside a large import and put in place at its commit: it answers as an index built after it', async () => {
    const words: [string, string] = ['mombasa', 'wombat']
    const more = Array.from({ length: IMPORT_TOLD_ONE_BY_ONE_MAX }, (_, i) => ({
      ...place,
      name: `Bulk Hall ${i + 1}`,
    }))
    const file = [...changes(words), ...more]
    expect(await importKeepsIndex(file, words), 'a new index, put in place by the import').toBe(false)
  })
})

describe('between the dry run and the apply', () => {
  // The apply does not run the admin form's rules again on a row the dry run found new (decision 0060), but what
  // depends on the database is looked at again as it then is.
  const form = {
    type: 'retro',
    description: 'Made between the dry run and the apply.',
    address: '8 Elm St',
    city: 'Dallas',
    state: 'TX',
    zipCode: '75201',
    website: '',
    rating: '4',
    reviewCount: 1,
    priceRange: '$',
    hours: 'Daily 10-10',
    latitude: '',
    longitude: '',
    imageUrl: '',
  }
  const row = { ...dallasRow, description: 'Twenty cabinets.' }

  it('updates the arcade a new row’s slug names by then, instead of adding a second', async () => {
    const file = [
      {
        ...row,
        slug: 'between-tokens',
        name: 'Between Tokens',
        lineup: [{ game: 'galaga', count: 1, price_cents: 25, status: 'working' }],
      },
    ]
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts).toMatchObject({ new: 1 })
    const made = await admin().arcades.create({ ...form, name: 'Between Tokens', phone: '' })
    expect(made.slug).toBe('between-tokens')
    expect((await applied(job.id)).applied).toMatchObject({ created: 0, updated: 1 })
    const stored = db().select().from(arcades).where(eq(arcades.slug, 'between-tokens')).all()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id: made.id, address: '9 Elm St', description: 'Twenty cabinets.', gameCount: 1 })
  })

  it('reads a new row from the file when its slug names an arcade by then, and every other row as the dry run kept it', async () => {
    // The apply reads each row from what the dry run kept, and the uploaded file only for a new row that must be
    // checked whole after all (decision 0071): a changed row, then such a row, then a new row and a rejected one.
    const [palace] = db().select().from(arcades).where(eq(arcades.slug, 'pixel-palace')).all()
    const file = [
      { slug: 'pixel-palace', name: palace!.name, description: 'Changed by the middle file.' },
      { ...row, slug: 'middle-tokens', name: 'Middle Tokens', description: 'The middle row’s own words.' },
      { ...row, name: 'After Middle Tokens', description: 'The last new row.' },
      { ...row, name: 'After Middle Tokens Rejected', rating: 9 },
    ]
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts).toMatchObject({ changed: 1, new: 2, rejected: 1 })
    const made = await admin().arcades.create({ ...form, name: 'Middle Tokens', phone: '' })
    expect(made.slug).toBe('middle-tokens')
    expect((await applied(job.id, { skipRejected: true })).applied).toMatchObject({
      created: 1,
      updated: 2,
      skippedRejected: 1,
    })
    const bySlug = (slug: string) => db().select().from(arcades).where(eq(arcades.slug, slug)).all()
    expect(bySlug('pixel-palace')[0]).toMatchObject({ description: 'Changed by the middle file.' })
    expect(bySlug('middle-tokens')).toEqual([
      expect.objectContaining({ id: made.id, address: '9 Elm St', description: 'The middle row’s own words.' }),
    ])
    expect(db().select().from(arcades).where(eq(arcades.name, 'After Middle Tokens')).all()).toEqual([
      expect.objectContaining({ description: 'The last new row.', city: 'Dallas' }),
    ])
  })

  it('reads the lineup of an arcade an earlier row created as written, when a later row names it', async () => {
    // The first row gets the slug the second names; the apply writes new lineups a batch at a time (decision 0062),
    // and the second row must find the first's lineup already there: the same, so nothing to change.
    const lineup = [{ game: 'galaga', count: 2, price_cents: 50, status: 'working' }]
    const file = [
      { ...row, name: 'Twice Named Tokens', lineup },
      { ...row, slug: 'twice-named-tokens', name: 'Twice Named Tokens', lineup },
    ]
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts.rejected).toBe(0)
    expect((await applied(job.id, { addDuplicates: true })).applied).toMatchObject({
      created: 1,
      updated: 0,
      unchanged: 1,
    })
    const [stored] = db().select().from(arcades).where(eq(arcades.slug, 'twice-named-tokens')).all()
    expect(stored).toMatchObject({ name: 'Twice Named Tokens', gameCount: 1 })
    expect(db().select().from(revisions).where(eq(revisions.arcadeId, stored!.id)).all()).toHaveLength(1)
  })

  it('names a game by the id its slug has at the apply, when the catalogue gave the slug another id since the dry run', async () => {
    // The dry run works out a new arcade's revision with its games' ids (decision 0074); the apply checks them.
    const lineup = [{ game: 'galaga', count: 1, price_cents: 25, status: 'working' }]
    const job = await dryRun('json', JSON.stringify([{ ...row, name: 'Renumbered Tokens', lineup }]))
    expect(job.counts).toMatchObject({ new: 1 })
    // Galaga merged into another entry, then entered again: its slug names a game of another id.
    const [galaga] = db().select().from(games).where(eq(games.slug, 'galaga')).all()
    const [other] = db().select().from(games).where(eq(games.slug, 'pac-man')).all()
    mergeGames(db(), galaga!.id, other!.id)
    const { id: oldId, ...again } = galaga!
    const newId = Number(db().insert(games).values(again).run().lastInsertRowid)
    expect(newId).not.toBe(oldId)
    expect((await applied(job.id)).applied).toMatchObject({ created: 1 })
    const [stored] = db().select().from(arcades).where(eq(arcades.name, 'Renumbered Tokens')).all()
    const entries = db().select().from(arcadeGames).where(eq(arcadeGames.arcadeId, stored!.id)).all()
    expect(entries.map((e) => e.gameId)).toEqual([newId])
    const [revision] = db().select().from(revisions).where(eq(revisions.arcadeId, stored!.id)).all()
    expect(Object.keys(JSON.parse(revision!.changes).lineup)).toEqual([String(newId)])
    const moved = db().select().from(revisionGames).where(eq(revisionGames.revisionId, revision!.id)).all()
    expect(moved.map((g) => g.gameId)).toEqual([newId])
  })

  it('leaves out a new row that has become a possible duplicate, unless duplicates are added', async () => {
    const file = [{ ...row, name: 'Phone Twin Tokens', phone: '(214) 555-0177' }]
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.counts).toMatchObject({ new: 1, duplicate: 0 })
    await admin().arcades.create({ ...form, name: 'Other Name Tokens', phone: '(214) 555-0177' })
    expect((await applied(job.id)).applied).toMatchObject({ created: 0, skippedDuplicates: 1 })
    expect(db().select().from(arcades).where(eq(arcades.name, 'Phone Twin Tokens')).all()).toEqual([])
  })
})

describe('bad rows', () => {
  it('name a row that repeats a slug or element of an earlier one, whichever thread of the dry run read each', async () => {
    // The dry run checks the rows in shares, a thread each, and finds repeats over all of them in order (decision
    // 0073): neighbouring rows fall to different threads.
    const row = (name: string) => ({ ...dallasRow, name, description: 'Twenty cabinets.' })
    const file = [
      { ...row('Repeat Tokens One'), slug: 'repeat-tokens' },
      { ...row('Repeat Tokens Two'), slug: 'repeat-tokens' },
      { ...row('Repeat Tokens Three'), osm_ref: 'node/770077' },
      { ...row('Repeat Tokens Four'), osm_ref: 'node/770077' },
      { ...row('Repeat Tokens Five'), slug: 'repeat-tokens-five', osm_ref: 'node/770077' },
      { ...row('Repeat Tokens Six'), slug: 'repeat-tokens' },
      row('Repeat Tokens Seven'),
    ]
    const job = await dryRun('json', JSON.stringify(file))
    expect(job.progress).toEqual({ rows: 7, total: 7 })
    expect(job.counts).toMatchObject({ new: 3, rejected: 4 })
    const all = await rows(job.id)
    expect(all.map((r) => [r.row, r.outcome, r.issues])).toEqual([
      [1, 'new', undefined],
      [2, 'rejected', [{ field: 'slug', message: 'appears again (first in row 1)' }]],
      [3, 'new', undefined],
      [4, 'rejected', [{ field: 'osm_ref', message: 'appears again (first in row 3)' }]],
      [5, 'rejected', [{ field: 'osm_ref', message: 'appears again (first in row 3)' }]],
      [6, 'rejected', [{ field: 'slug', message: 'appears again (first in row 1)' }]],
      [7, 'new', undefined],
    ])
    // The apply finds the same: applied without the rejected rows, it writes the three new ones.
    expect((await applied(job.id, { skipRejected: true })).applied).toMatchObject({ created: 3, skippedRejected: 4 })
    expect(db().select().from(arcades).where(eq(arcades.slug, 'repeat-tokens')).all()).toHaveLength(1)
  })

  it('are reported with their row, field and rule, and nothing is applied unless the administrator skips them', async () => {
    const csv = [
      'name,address,city,state,zip,phone,rating,type,description',
      'Good Tokens,1 Elm St,Dallas,TX,75201,,4.5,retro,Forty cabinets.',
      'No Zip,2 Elm St,Dallas,TX,7520,,4,retro,Forty cabinets.',
      ',3 Elm St,Dallas,Texas,75201,,4,retro,Forty cabinets.',
      'Bad Rating,4 Elm St,Dallas,TX,75201,,7,retro,Forty cabinets.',
      'Bad State,5 Elm St,Dallas,Narnia,75201,(214) 555-0199,4,retro,Forty cabinets.',
    ].join('\n')
    const before = db().select().from(arcades).all().length
    const job = await dryRun('csv', csv)
    expect(job.counts).toMatchObject({ new: 1, rejected: 4 })
    const rejected = await rows(job.id, 'rejected')
    expect(rejected.map((r) => [r.row, r.issues])).toEqual([
      [2, [{ field: 'zip', message: 'ZIP code must be 5 digits' }]],
      [3, [{ field: 'name', message: 'Name is required' }]],
      [4, [{ field: 'rating', message: 'Rating must be at most 5' }]],
      [5, [{ field: 'state', message: 'State must be a US state name or code' }]],
    ])
    await expectCode(admin().imports.commit({ id: job.id }), 'BAD_REQUEST')
    expect(db().select().from(arcades).all()).toHaveLength(before)
    expect((await applied(job.id, { skipRejected: true })).applied).toMatchObject({ created: 1, skippedRejected: 4 })
    expect(db().select().from(arcades).all()).toHaveLength(before + 1)
  })

  it('a file that is not of its format is refused whole', async () => {
    const job = await dryRun('overpass', '{"type": "FeatureCollection", "features": []}')
    expect(job).toMatchObject({ state: 'failed', problem: expect.stringMatching(/not an Overpass API answer/) })
    const csv = await dryRun('csv', 'name,colour\nX,red')
    expect(csv.problem).toMatch(/"colour"/)
  })
})

describe('REST', () => {
  const request = (method: string, path: string, body?: unknown, withSession = true) =>
    new Request(`http://localhost${path}`, {
      method,
      headers: { ...(withSession && { cookie }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  it('streams the export as a download', async () => {
    const res = await restRouteHandler(
      ExportCsvRoute,
      'GET',
    )({ request: request('GET', '/api/admin/export.csv'), params: {} })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="arcade-atlas-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect((await res.text()).split('\r\n')[0]).toMatch(/^id,slug,name,/)
  })

  it('answers 401 without a session on every path', async () => {
    const anonymous = [
      restRouteHandler(
        ExportCsvRoute,
        'GET',
      )({ request: request('GET', '/api/admin/export.csv', undefined, false), params: {} }),
      restRouteHandler(
        ExportJsonRoute,
        'GET',
      )({ request: request('GET', '/api/admin/export.json', undefined, false), params: {} }),
      restRouteHandler(
        ImportsRoute,
        'POST',
      )({
        request: request('POST', '/api/admin/imports', { format: 'csv', fileName: 'a.csv', text: 'name' }, false),
        params: {},
      }),
    ]
    for (const res of await Promise.all(anonymous)) expect(res.status).toBe(401)
  })

  it('is strict: an unknown key or a bad format is a 400 naming it, an unknown import a 404', async () => {
    const bad = await restRouteHandler(
      ImportsRoute,
      'POST',
    )({
      request: request('POST', '/api/admin/imports', { format: 'xml', fileName: 'a.xml', text: '<osm/>', extra: 1 }),
      params: {},
    })
    expect(bad.status).toBe(400)
    const fields = ((await bad.json()) as { error: { issues: { field: string }[] } }).error.issues.map((i) => i.field)
    expect(fields).toEqual(expect.arrayContaining(['format', '(input)']))
    const unknown = '00000000-0000-4000-8000-000000000000'
    const missing = await restRouteHandler(
      ImportRoute,
      'GET',
    )({ request: request('GET', `/api/admin/imports/${unknown}`), params: { id: unknown } })
    expect(missing.status).toBe(404)
    const started = await restRouteHandler(
      ImportsRoute,
      'POST',
    )({
      request: request('POST', '/api/admin/imports', { format: 'csv', fileName: 'a.csv', text: 'name\nX', more: true }),
      params: {},
    })
    expect(started.status).toBe(201)
    const { id } = (await started.json()) as { id: string }
    const early = await restRouteHandler(
      ApplyRoute,
      'POST',
    )({ request: request('POST', `/api/admin/imports/${id}/apply`, {}), params: { id } })
    expect(early.status).toBe(409)
  })

  /** The upload path as the screen calls it: the file is the body, its format and name in the query string. */
  const upload = (query: string, body: string | undefined, withSession = true) =>
    restRouteHandler(
      UploadRoute,
      'POST',
    )({
      request: new Request(`http://localhost/api/admin/imports/upload?${query}`, {
        method: 'POST',
        headers: { ...(withSession && { cookie }), 'content-type': 'application/octet-stream' },
        body,
      }),
      params: {},
    })

  it('takes the whole file as the body of one request: its dry run, then the apply, write its rows', async () => {
    const before = db().select().from(arcades).all().length
    const csv = [
      'name,address,city,state,zip,phone,rating,type,description',
      'Uploaded Whole Arcade,5 Body Rd,Austin,TX,78701,,4.5,retro,Sent as one body.',
    ].join('\n')
    const res = await upload('format=csv&fileName=whole.csv', csv)
    expect(res.status).toBe(201)
    const started = (await res.json()) as AdminImport
    expect(started).toMatchObject({ fileName: 'whole.csv', format: 'csv', size: Buffer.byteLength(csv) })
    const job = await settled(started.id, ['uploading', 'checking'])
    expect(job).toMatchObject({ state: 'checked', counts: { new: 1, rejected: 0 } })
    expect((await applied(job.id)).applied).toMatchObject({ created: 1 })
    expect(db().select().from(arcades).all()).toHaveLength(before + 1)
    expect(db().select().from(arcades).where(eq(arcades.name, 'Uploaded Whole Arcade')).get()).toMatchObject({
      city: 'Austin',
      zip: '78701',
    })
  })

  it('refuses a bad upload with a 400 naming the field and rule, and keeps no import of it', async () => {
    const badFormat = await upload('format=xml&fileName=a.xml', '<osm/>')
    expect(badFormat.status).toBe(400)
    expect(((await badFormat.json()) as { error: { issues: { field: string }[] } }).error.issues).toEqual([
      { field: 'format', message: 'must be one of csv, json, overpass, geojson' },
    ])
    const noName = await upload('format=csv', 'name\nX')
    expect(noName.status).toBe(400)
    expect(((await noName.json()) as { error: { issues: { field: string }[] } }).error.issues[0]!.field).toBe(
      'fileName',
    )
    const empty = await upload('format=csv&fileName=empty.csv', '')
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { error: { issues: unknown[] } }).error.issues).toEqual([
      { field: 'file', message: expect.stringMatching(/must be the file|is empty/) },
    ])
    expect((await upload('format=csv&fileName=a.csv', 'name\nX', false)).status).toBe(401)
  })
})
