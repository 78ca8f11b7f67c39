import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { arcades, revisionGames, revisions } from '../../src/server/db/schema'
import { call, expectCode, signIn, setUpAdminTestDb } from '../support/admin-caller'
import { anonymousCaller } from '../support/test-db'

/**
 * A listing's history over tRPC (issue 20): one revision per effective change, none for a save that changes
 * nothing, restore as a new revision, soft delete and undelete with the history intact, confirm moving only stamps,
 * and revisions that cannot be changed or removed.
 */

const USER = 'history-admin'
const PASSWORD = 'history-password-1234'
const t = Date.UTC(2026, 10, 26, 12)
const { db } = setUpAdminTestDb(USER, PASSWORD, () => t)

const row = (slug: string) => db().select().from(arcades).where(eq(arcades.slug, slug)).get()!
const admin = async () => call((await signIn(USER, PASSWORD)).cookie).caller

async function current(caller: Awaited<ReturnType<typeof admin>>, slug: string) {
  const { data } = await caller.admin.arcades.list({ query: slug.replace(/-/g, ' ') })
  const found = data.find((a) => a.slug === slug)!
  const {
    id,
    slug: _slug,
    updatedAt: _u,
    checkedAt: _c,
    hoursCheckedAt: _h,
    lineupCheckedAt: _l,
    deletedAt: _d,
    ...fields
  } = found
  return { id, fields }
}

describe('revisions', () => {
  it('writes one revision per effective change, none for a save that changes nothing, and restores as a new one', async () => {
    const caller = await admin()
    const { id, fields } = await current(caller, 'pixel-palace')
    // The first save stores the phone in its one form (a change); the same save again changes nothing.
    await caller.admin.arcades.update({ id, ...fields })
    const saved = (await caller.admin.arcades.revisions({ id })).total
    await caller.admin.arcades.update({ id, ...fields })
    expect((await caller.admin.arcades.revisions({ id })).total).toBe(saved)

    await caller.admin.arcades.update({ id, ...fields, name: 'Pixel Palace Renamed', hours: 'Mo-Su 09:00-21:00' })
    const first = await caller.admin.arcades.revisions({ id })
    expect(first.total).toBe(saved + 1)
    expect(first.data[0]).toMatchObject({ actor: 'admin', adminUsername: USER, kind: 'update' })
    expect(first.data[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'name', from: 'Pixel Palace', to: 'Pixel Palace Renamed' }]),
    )
    expect(row('pixel-palace')).toMatchObject({
      checkedAt: new Date(t).toISOString(),
      hoursCheckedAt: new Date(t).toISOString(),
    })

    await caller.admin.arcades.update({ id, ...fields, name: 'Pixel Palace Again' })
    const restored = await caller.admin.arcades.restoreRevision({ id, revision: first.data[0]!.id })
    expect(restored.name).toBe('Pixel Palace Renamed')
    const after = await caller.admin.arcades.revisions({ id })
    expect(after.total).toBe(saved + 3)
    expect(after.data[0]).toMatchObject({ kind: 'revert', revertsId: first.data[0]!.id })
    // The whole version comes back: the name, and the hours the later save had put back.
    expect(after.data[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Pixel Palace Again', to: 'Pixel Palace Renamed' },
        expect.objectContaining({ field: 'hours', to: 'Mo-Su 09:00-21:00' }),
      ]),
    )
    expect((await caller.admin.arcades.revisions({ id, limit: 1, before: after.data[0]!.id })).data).toHaveLength(1)
  })

  it('confirm moves only the stamps; a lineup change records its games', async () => {
    const caller = await admin()
    const id = row('houston-flipper-hall').id
    const before = row('houston-flipper-hall')
    await caller.admin.arcades.confirm({ id, parts: ['listing', 'hours'] })
    const confirmed = row('houston-flipper-hall')
    expect({ ...confirmed, checkedAt: null, hoursCheckedAt: null }).toEqual({
      ...before,
      checkedAt: null,
      hoursCheckedAt: null,
    })
    expect(confirmed.checkedAt).toBe(new Date(t).toISOString())
    const [confirm] = (await caller.admin.arcades.revisions({ id })).data
    expect(confirm).toMatchObject({ kind: 'confirm' })
    expect(confirm!.changes.map((c) => c.field).sort()).toEqual(['checked_at', 'hours_checked_at'])

    await caller.admin.arcades.setLineup({ id, entries: [{ game: 'pac-man', count: 2 }], confirm: false })
    const [lineup] = (await caller.admin.arcades.revisions({ id })).data
    expect(lineup!.kind).toBe('lineup')
    expect(lineup!.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'lineup:pac-man', game: 'Pac-Man', from: null })]),
    )
    await expectCode(caller.admin.arcades.confirm({ id, parts: [] }), 'BAD_REQUEST')
  })

  it('deletes softly (404 in public, 409 on a second restore) and restores with the history intact', async () => {
    const caller = await admin()
    const id = row('empire-coin-op').id
    const { fields } = await current(caller, 'empire-coin-op')
    await caller.admin.arcades.update({ id, ...fields, description: 'Before the delete.' })
    await expectCode(caller.admin.arcades.undelete({ id }), 'CONFLICT')
    await caller.admin.arcades.delete({ id })
    await expectCode(anonymousCaller().public.arcadeBySlug({ slug: 'empire-coin-op' }), 'NOT_FOUND')
    await expectCode(caller.admin.arcades.delete({ id }), 'NOT_FOUND')
    expect((await caller.admin.arcades.list({ status: 'deleted' })).data.map((a) => a.slug)).toContain('empire-coin-op')
    await caller.admin.arcades.undelete({ id })
    expect((await anonymousCaller().public.arcadeBySlug({ slug: 'empire-coin-op' })).description).toBe(
      'Before the delete.',
    )
    expect((await caller.admin.arcades.revisions({ id })).data.map((r) => r.kind)).toEqual([
      'undelete',
      'delete',
      'update',
    ])
    await expectCode(caller.admin.arcades.undelete({ id }), 'CONFLICT')
    await expectCode(caller.admin.arcades.revisions({ id: 999_999 }), 'NOT_FOUND')
  })

  it('refuses to change or remove a revision', () => {
    expect(() => db().run(sql`UPDATE ${revisions} SET kind = 'create'`)).toThrow()
    expect(() => db().run(sql`DELETE FROM ${revisions}`)).toThrow()
  })

  it('a game merge writes no revision, and a restore that would undo a change of the merged game is refused', async () => {
    const caller = await admin()
    const id = row('tilt-town').id
    const { fields } = await current(caller, 'tilt-town')
    const duplicate = await caller.admin.games.create({
      title: 'Pac Man Twin Entry',
      manufacturer: 'Namco',
      year: 1980,
      kind: 'video',
      aliases: [],
    })
    const pacMan = (await caller.admin.games.list({ query: 'pac-man' })).data.find((g) => g.slug === 'pac-man')!
    await caller.admin.arcades.update({ id, ...fields, description: 'Before its games.' })
    await caller.admin.arcades.setLineup({ id, entries: [{ game: duplicate.slug, count: 2 }], confirm: false })
    await caller.admin.arcades.update({ id, ...fields, description: 'After its games.' })
    const [described, lineup, beforeGames] = (await caller.admin.arcades.revisions({ id })).data
    expect([described!.kind, lineup!.kind, beforeGames!.kind]).toEqual(['update', 'lineup', 'update'])
    const allRevisions = () => db().select().from(revisions).all()
    const games = async () =>
      (await caller.admin.arcades.lineup({ id })).entries.map((e) => ({ game: e.game.slug, count: e.count }))
    const historyBefore = allRevisions()
    const stampsBefore = row('tilt-town')

    await caller.admin.games.merge({ id: duplicate.id, intoId: pacMan.id })

    // A catalogue correction, not a change of the arcade (decision 0040, addendum): no revision, no stamp, no feed
    // entry; the arrival the feeds told of now names the kept game.
    expect(allRevisions()).toEqual(historyBefore)
    expect(row('tilt-town')).toMatchObject({
      checkedAt: stampsBefore.checkedAt,
      lineupCheckedAt: stampsBefore.lineupCheckedAt,
    })
    expect(await games()).toEqual([{ game: 'pac-man', count: 2 }])
    expect(db().select().from(revisionGames).where(eq(revisionGames.revisionId, lineup!.id)).all()).toEqual([
      { gameId: pacMan.id, revisionId: lineup!.id, change: 'arrived' },
    ])

    // A version whose way back does not pass the merged game's entries comes back in today's catalogue's terms.
    const restored = await caller.admin.arcades.restoreRevision({ id, revision: lineup!.id })
    expect(restored.description).toBe('Before its games.')
    expect(await games()).toEqual([{ game: 'pac-man', count: 2 }])
    // One from before the games arrived would have to take away an entry the catalogue no longer has: refused,
    // naming the lineup, rather than restored with the kept game still in it.
    const revisionsNow = allRevisions().length
    await expect(caller.admin.arcades.restoreRevision({ id, revision: beforeGames!.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(`#${duplicate.id}`),
    })
    expect(allRevisions()).toHaveLength(revisionsNow)
    expect(await games()).toEqual([{ game: 'pac-man', count: 2 }])
  })
})
