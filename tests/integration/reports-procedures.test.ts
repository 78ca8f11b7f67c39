import { eq, ne } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ZodError } from 'zod'
import { withClientAddress } from '../../src/server/auth/client-address.server'
import { arcades, reports, revisions } from '../../src/server/db/schema'
import { dataGeneration } from '../../src/server/cache/data-generation.server'
import { logger } from '../../src/server/log.server'
import { pruneReports, resetReportLimits } from '../../src/server/services/reports/report-intake.server'
import { fieldIssues } from '../../src/server/trpc/init'
import { call, expectCode, nextAddress, setUpAdminTestDb, signIn } from '../support/admin-caller'
import { anonymousCaller } from '../support/test-db'

// Small limits, read when the configuration is first used (below, by the procedures).
process.env.REPORTS_PER_ADDRESS_PER_DAY = '3'
process.env.REPORTS_PENDING_MAX = '6'

const USER = 'report-admin'
const PASSWORD = 'report-password-1234'
let t = Date.parse('2026-11-27T12:00:00Z')
const { db } = setUpAdminTestDb(USER, PASSWORD, () => t)

beforeEach(() => {
  resetReportLimits()
  // Accepted reports stay: their revisions name them, and revisions are never deleted.
  db().delete(reports).where(ne(reports.status, 'accepted')).run()
})
afterEach(() => vi.restoreAllMocks())

const visitor = anonymousCaller

/** The report form's token, shown `secondsAgo` before now. */
async function tokenFor(slug: string, secondsAgo = 10) {
  const now = t
  t -= secondsAgo * 1000
  try {
    return (await visitor().public.reports.form({ slug })).token
  } finally {
    t = now
  }
}

/** The field issues of a refused call, as the REST adapter names them. */
async function issuesOf(p: Promise<unknown>) {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e as { code: string; cause?: ZodError },
  )
  expect(error?.code).toBe('BAD_REQUEST')
  return error?.cause ? fieldIssues(error.cause).map((i) => `${i.field}: ${i.message}`) : []
}

async function report(body: Record<string, unknown>, address = nextAddress()) {
  const form_token = await tokenFor(String(body.arcade_slug ?? 'pixel-palace'))
  return withClientAddress(address, () =>
    visitor().public.reports.submit({ arcade_slug: 'pixel-palace', form_token, ...body } as never),
  )
}

const closed = { kind: 'permanently_closed', closed_on: '2026-11-01' }
const rows = () => db().select().from(reports).all()
/** Reports waiting: accepted ones from earlier tests stay in the table. */
const pending = () => rows().filter((r) => r.status === 'pending')

describe('a visitor reports', () => {
  it('stores one report and changes nothing the public sees', async () => {
    const generation = dataGeneration()
    expect(await report({ ...closed, contact_email: 'me@example.com' })).toEqual({ received: true })
    expect(rows()).toEqual([
      expect.objectContaining({
        kind: 'closure',
        status: 'pending',
        proposed: JSON.stringify({ status: 'permanently_closed', closed_on: '2026-11-01' }),
        contactEmail: 'me@example.com',
        foldCount: 1,
      }),
    ])
    expect(dataGeneration()).toBe(generation)
    const page = await visitor().public.arcadePage({ slug: 'pixel-palace' })
    expect(page.arcade.name).toBe('Pixel Palace')
  })

  it('answers 404 for an arcade the directory does not have', async () => {
    await expectCode(report({ ...closed, arcade_slug: 'nowhere' }), 'NOT_FOUND')
  })

  it('folds the same suggestion into one, counting the senders; the first message stays', async () => {
    await report({ kind: 'other', message: 'The sign says CLOSED' })
    await report({ kind: 'other', message: 'the sign says closed ' })
    await report({ kind: 'other', message: 'Another thing' })
    await report({ ...closed })
    await report({ ...closed })
    expect(rows().map((r) => [r.kind, r.message, r.foldCount])).toEqual([
      ['other', 'The sign says CLOSED', 2],
      ['other', 'Another thing', 1],
      ['closure', null, 2],
    ])
  })

  it('reads a game typed as in the catalogue, and keeps one it does not know as typed', async () => {
    await report({ kind: 'game', game: { title: 'medieval madness', change: 'left' } })
    await report({ kind: 'game', game: { title: 'Tron 3000', change: 'arrived' } })
    expect(rows().map((r) => JSON.parse(r.proposed))).toEqual([
      { game: { title: 'Medieval Madness', slug: 'medieval-madness', change: 'left' } },
      { game: { title: 'Tron 3000', slug: null, change: 'arrived' } },
    ])
  })
})

describe('the abuse rules', () => {
  it('drops a report whose honeypot is filled, answering as if it worked, and logs it', async () => {
    const log = vi.spyOn(logger, 'info')
    expect(await report({ ...closed, homepage: 'http://spam.example' }, '203.0.113.9')).toEqual({ received: true })
    expect(rows()).toEqual([])
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'report.refused', reason: 'honeypot' }))
  })

  it('refuses a form sent within seconds of being shown, or hours later, on form_token', async () => {
    const fresh = await tokenFor('pixel-palace', 1)
    expect(
      await issuesOf(
        visitor().public.reports.submit({ ...closed, arcade_slug: 'pixel-palace', form_token: fresh } as never),
      ),
    ).toEqual(['form_token: Please check your suggestion and send it again.'])
    const stale = await tokenFor('pixel-palace', 5 * 60 * 60)
    await expectCode(
      visitor().public.reports.submit({ ...closed, arcade_slug: 'pixel-palace', form_token: stale } as never),
      'BAD_REQUEST',
    )
    const otherForm = await tokenFor('neon-nights')
    await expectCode(
      visitor().public.reports.submit({ ...closed, arcade_slug: 'pixel-palace', form_token: otherForm } as never),
      'BAD_REQUEST',
    )
    expect(rows()).toEqual([])
  })

  it('takes REPORTS_PER_ADDRESS_PER_DAY a day from one address, then 429 with Retry-After until tomorrow', async () => {
    const address = '203.0.113.20'
    for (const message of ['a', 'b', 'c']) await report({ kind: 'other', message }, address)
    const form_token = await tokenFor('pixel-palace')
    const { caller, resHeaders } = call()
    await expect(
      withClientAddress(address, () =>
        caller.public.reports.submit({ kind: 'other', message: 'd', arcade_slug: 'pixel-palace', form_token }),
      ),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('Please send more tomorrow'),
    })
    expect(resHeaders.get('retry-after')).toBe(String((Date.parse('2026-11-28T00:00:00Z') - t) / 1000))
    expect(rows()).toHaveLength(3)
    // Another address is not held back.
    await report({ kind: 'other', message: 'd' })
    expect(rows()).toHaveLength(4)
  })

  it('answers 429 once REPORTS_PENDING_MAX reports wait, yet still folds into one that waits', async () => {
    for (let i = 0; i < 6; i++) await report({ kind: 'other', message: `report ${i}` })
    await expect(report({ kind: 'other', message: 'one too many' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'We have more suggestions waiting than we can review right now — please try again in a day or two.',
    })
    await report({ kind: 'other', message: 'report 0' })
    expect(rows()).toHaveLength(6)
    expect(rows()[0]!.foldCount).toBe(2)
  })

  it('refuses oversized and control-character text, naming the field', async () => {
    expect(await issuesOf(report({ kind: 'other', message: 'x'.repeat(2001) }))).toEqual([
      'message: must be at most 2000 characters',
    ])
    expect(await issuesOf(report({ kind: 'edit', changes: { hours: { seen: 'a', value: 'b\u0007' } } }))).toEqual([
      'changes.hours.value: must not contain control characters',
    ])
    expect(rows()).toEqual([])
  })
})

describe('a visitor suggests a new arcade', () => {
  const suggestion = { name: 'Pixel Palace Arcade', address: '1 Elm St', city: 'Houston', state: 'TX', zip: '77002' }

  async function suggest(body: Record<string, unknown>) {
    const now = t
    t -= 10_000
    const { token } = await visitor().public.suggestions.form({})
    t = now
    return withClientAddress(nextAddress(), () =>
      visitor().public.suggestions.submit({ ...body, form_token: token } as never),
    )
  }

  it('first answers the arcades it may be, storing nothing; sent anyway, it is stored', async () => {
    expect(await suggest(suggestion)).toEqual({
      received: false,
      possible_duplicates: [
        { slug: 'pixel-palace', name: 'Pixel Palace', address: '100 Main St', city: 'Houston', state_code: 'TX' },
      ],
    })
    expect(rows()).toEqual([])
    expect(await suggest({ ...suggestion, confirmed_new: true })).toEqual({ received: true })
    expect(rows()).toEqual([expect.objectContaining({ kind: 'new_arcade', arcadeId: null })])
    expect(JSON.parse(rows()[0]!.proposed)).toMatchObject({ name: 'Pixel Palace Arcade', state: 'Texas' })
  })

  it('finds the same phone number or website anywhere', async () => {
    const answer = await suggest({
      ...suggestion,
      name: 'Completely Different',
      city: 'Austin',
      zip: '78701',
      phone: '713-555-0100',
    })
    expect(answer.received).toBe(false)
    expect(
      await suggest({ ...suggestion, name: 'Brand New Place', city: 'Dallas', state: 'Texas', zip: '75201' }),
    ).toEqual({
      received: true,
    })
  })
})

describe('pruning', () => {
  it('deletes rejected and duplicate reports decided long ago and clears old e-mail addresses', async () => {
    for (const message of ['old rejected', 'old duplicate', 'old accepted', 'new rejected', 'pending']) {
      await report({ kind: 'other', message, contact_email: 'me@example.com' })
    }
    const [rejected, duplicate, accepted, recent] = rows()
    const old = '2026-01-01T00:00:00.000Z'
    const set = (id: number, values: Partial<typeof reports.$inferInsert>) =>
      db().update(reports).set(values).where(eq(reports.id, id)).run()
    set(rejected!.id, { status: 'rejected', decidedAt: old })
    set(duplicate!.id, { status: 'duplicate', duplicateOfId: rejected!.id, decidedAt: old })
    set(accepted!.id, { status: 'accepted', decidedAt: old })
    set(recent!.id, { status: 'rejected', decidedAt: '2026-11-20T00:00:00.000Z' })
    expect(pruneReports(db(), t)).toEqual({ deleted: 2, cleared: 1 })
    expect(rows().map((r) => [r.message, r.contactEmail])).toEqual([
      ['old accepted', null],
      ['new rejected', 'me@example.com'],
      ['pending', 'me@example.com'],
    ])
  })
})

describe('the review queue', () => {
  async function admin() {
    const { cookie } = await signIn(USER, PASSWORD)
    return call(cookie).caller
  }

  it('lists pending reports with their count, and shows one beside today’s values', async () => {
    await report({
      kind: 'edit',
      changes: {
        hours: { seen: 'Mon-Sun 10am-10pm', value: 'Mo-Fr 12:00-22:00' },
        phone: { seen: '(713) 555-0100', value: '(713) 555-0100' },
      },
      message: '<script>alert(1)</script>',
    })
    const a = await admin()
    expect(await a.admin.reports.pendingCount()).toEqual({ count: 1 })
    const list = await a.admin.reports.list({})
    expect(list.total).toBe(1)
    expect(list.data[0]).toMatchObject({
      kind: 'edit',
      summary: 'Hours',
      arcade: { slug: 'pixel-palace' },
      foldCount: 1,
    })
    const one = await a.admin.reports.get({ id: list.data[0]!.id })
    expect(one.changes).toEqual([
      {
        field: 'hours',
        label: 'Hours',
        today: 'Mon-Sun 10am-10pm',
        seen: 'Mon-Sun 10am-10pm',
        proposed: 'Mo-Fr 12:00-22:00',
      },
    ])
    // Stored as text, as sent: pages escape it when they show it.
    expect(one.message).toBe('<script>alert(1)</script>')
    await expectCode(a.admin.reports.get({ id: 999_999 }), 'NOT_FOUND')
    await expectCode(visitor().admin.reports.list({}), 'UNAUTHORIZED')
  })

  it('rejects with a reason only, once; a decided report cannot be decided again (409)', async () => {
    await report({ ...closed })
    const id = pending()[0]!.id
    const a = await admin()
    expect(await issuesOf(a.admin.reports.reject({ id, reason: ' ' }))).toEqual(['reason: Say why it is rejected'])
    const log = vi.spyOn(logger, 'info')
    expect(await a.admin.reports.reject({ id, reason: 'Still open, I called them' })).toMatchObject({
      status: 'rejected',
      decisionReason: 'Still open, I called them',
      decidedBy: USER,
    })
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'report.rejected', username: USER, report: id }))
    await expectCode(a.admin.reports.reject({ id, reason: 'again' }), 'CONFLICT')
    await expectCode(a.admin.reports.markDuplicate({ id, duplicateOfId: id + 1 }), 'CONFLICT')
    expect(await a.admin.reports.pendingCount()).toEqual({ count: 0 })
  })

  it('marks a duplicate of another report, never of itself or of one that does not exist', async () => {
    await report({ kind: 'other', message: 'first' })
    await report({ kind: 'other', message: 'second' })
    const [first, second] = pending()
    const a = await admin()
    await expectCode(a.admin.reports.markDuplicate({ id: second!.id, duplicateOfId: second!.id }), 'BAD_REQUEST')
    await expectCode(a.admin.reports.markDuplicate({ id: second!.id, duplicateOfId: 999_999 }), 'NOT_FOUND')
    expect(await a.admin.reports.markDuplicate({ id: second!.id, duplicateOfId: first!.id })).toMatchObject({
      status: 'duplicate',
      duplicateOfId: first!.id,
    })
    expect((await a.admin.reports.list({ status: 'duplicate' })).total).toBe(1)
  })
})

describe('accepting a report', () => {
  async function admin() {
    const { cookie } = await signIn(USER, PASSWORD)
    return call(cookie).caller
  }
  const arcadeRow = (slug: string) => db().select().from(arcades).where(eq(arcades.slug, slug)).get()!
  const revisionsOf = (arcadeId: number) => db().select().from(revisions).where(eq(revisions.arcadeId, arcadeId)).all()

  it('applies exactly the chosen fields, with a corrected value, as one revision naming the report and the admin', async () => {
    await report({
      arcade_slug: 'joystick-junction',
      kind: 'edit',
      changes: {
        hours: { seen: 'Mon-Sun 10am-10pm', value: 'Mo-Su 09:00-21:00' },
        phone: { seen: '(713) 555-0100', value: '(713) 555-0199' },
      },
    })
    const id = pending()[0]!.id
    const before = arcadeRow('joystick-junction')
    const a = await admin()
    const generation = dataGeneration()
    const log = vi.spyOn(logger, 'info')
    const accepted = await a.admin.reports.accept({ id, fields: ['hours'], values: { hours: 'Mo-Su 09:00-22:00' } })
    expect(accepted).toMatchObject({ status: 'accepted', acceptedFields: ['hours'], decidedBy: USER })
    const after = arcadeRow('joystick-junction')
    expect([after.hours, after.openingHours, after.phone]).toEqual([
      'Mo-Su 09:00-22:00',
      'Mo-Su 09:00-22:00',
      before.phone,
    ])
    const written = revisionsOf(after.id)
    expect(written).toEqual([
      expect.objectContaining({ actor: 'report', reportId: id, adminUsername: USER, kind: 'update' }),
    ])
    expect(Object.keys(JSON.parse(written[0]!.changes) as object)).toContain('hours')
    expect(Object.keys(JSON.parse(written[0]!.changes) as object)).not.toContain('phone')
    expect(accepted.revisionId).toBe(written[0]!.id)
    expect(dataGeneration()).toBeGreaterThan(generation)
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'report.accepted', report: id, fields: ['hours'] }),
    )
    await expectCode(a.admin.reports.accept({ id }), 'CONFLICT')
    expect(revisionsOf(after.id)).toHaveLength(1)
  })

  it('refuses a field the report does not propose and a value that breaks its rule, changing nothing', async () => {
    await report({
      arcade_slug: 'joystick-junction',
      kind: 'edit',
      changes: { phone: { seen: 'x', value: '(713) 555-0123' } },
    })
    const id = pending()[0]!.id
    const a = await admin()
    const revisionsBefore = revisionsOf(arcadeRow('joystick-junction').id).length
    expect(await issuesOf(a.admin.reports.accept({ id, fields: ['hours'] }))).toEqual([
      'fields: hours is not something this report proposes',
    ])
    expect(await issuesOf(a.admin.reports.accept({ id, values: { phone: 'call us' } }))).toEqual([
      expect.stringMatching(/^values\.phone: Phone must be a US phone number/),
    ])
    expect(pending()).toHaveLength(1)
    expect(revisionsOf(arcadeRow('joystick-junction').id)).toHaveLength(revisionsBefore)
  })

  it('closes an arcade for good: it leaves search, keeps its page', async () => {
    await report({ arcade_slug: 'neon-nights', ...closed })
    const id = pending()[0]!.id
    await (await admin()).admin.reports.accept({ id })
    expect(arcadeRow('neon-nights')).toMatchObject({ status: 'permanently_closed', closedOn: '2026-11-01' })
    expect((await visitor().public.search({ query: 'neon nights' })).total).toBe(0)
    expect((await visitor().public.arcadePage({ slug: 'neon-nights' })).arcade.status).toBe('permanently_closed')
  })

  it('changes the lineup for a game report: arrived is working, left is left since today', async () => {
    await report({ arcade_slug: 'quarter-quest', kind: 'game', game: { title: 'Pac-Man', change: 'arrived' } })
    await report({
      arcade_slug: 'houston-flipper-hall',
      kind: 'game',
      game: { title: 'Medieval Madness', change: 'left' },
    })
    const [arrived, left] = pending()
    const a = await admin()
    await a.admin.reports.accept({ id: arrived!.id })
    await a.admin.reports.accept({ id: left!.id })
    const lineup = async (slug: string) =>
      (await visitor().public.arcadeBySlug({ slug })).lineup.entries.map((e) => [e.game.slug, e.status, e.status_since])
    expect(await lineup('quarter-quest')).toEqual([['pac-man', 'working', null]])
    expect(await lineup('houston-flipper-hall')).toContainEqual(['medieval-madness', 'left', '2026-11-27'])
  })

  it('creates a suggested arcade from the Add Arcade form’s values', async () => {
    const now = t
    t -= 10_000
    const { token } = await visitor().public.suggestions.form({})
    t = now
    await withClientAddress(nextAddress(), () =>
      visitor().public.suggestions.submit({
        name: 'Brand New Barcade',
        address: '9 Pine St',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
        confirmed_new: true,
        form_token: token,
      }),
    )
    const id = pending()[0]!.id
    const a = await admin()
    expect(await issuesOf(a.admin.reports.accept({ id }))).toEqual([
      'arcade: A new arcade is accepted with its values (the Add Arcade form)',
    ])
    await a.admin.reports.accept({
      id,
      arcade: {
        name: 'Brand New Barcade',
        type: 'barcade',
        description: 'Suggested by a visitor.',
        address: '9 Pine St',
        city: 'Dallas',
        state: 'Texas',
        zipCode: '75201',
        rating: 4,
        reviewCount: 0,
        latitude: '',
        longitude: '',
      },
    })
    const created = arcadeRow('brand-new-barcade')
    expect(revisionsOf(created.id)).toEqual([
      expect.objectContaining({ kind: 'create', actor: 'report', reportId: id }),
    ])
    expect((await visitor().public.search({ query: 'brand new barcade' })).total).toBe(1)
  })
})
