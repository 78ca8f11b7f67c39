import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { affiliateWidgets } from '../../src/server/db/schema/widgets'
import { markDataChanged } from '../../src/server/cache/data-generation.server'
import { createWidget, listWidgets, updateWidget } from '../../src/server/services/widgets.server'
import { widgetInputSchema } from '../../src/shared/widget'
import type { Db } from '../../src/server/db/client.server'
import { anonymousCaller, createTestDb } from '../support/test-db'

let db: Db
let cleanup: () => void
const make = (input: Record<string, unknown>) => createWidget(db, widgetInputSchema.parse(input))
const code = (name: string, targetType: 'path' | 'tag', targetValue: string, extra: Record<string, unknown> = {}) =>
  make({ name, targetType, targetValue, widgetCode: `<p>${name}</p>`, ...extra })

beforeAll(() => {
  ;({ db, cleanup } = createTestDb())
  code('texas page', 'path', '/arcades/texas')
  code('vr tag', 'tag', 'vr', { position: 'sidebar' })
  code('houston tag', 'tag', 'houston')
  code('inactive', 'tag', 'vr', { isActive: false })
})
afterAll(() => cleanup())

const names = (ws: { name: string }[]) => ws.map((w) => w.name).sort()

describe('widgets.forPage', () => {
  it('selects path targets equal to the path', async () => {
    expect(names(await anonymousCaller().widgets.forPage({ path: '/arcades/texas', tags: [] }))).toEqual(['texas page'])
    expect(await anonymousCaller().widgets.forPage({ path: '/arcades/texas/houston', tags: [] })).toEqual([])
  })

  it('selects tag targets among the tags, active only', async () => {
    expect(
      names(await anonymousCaller().widgets.forPage({ path: '/arcade/x', tags: ['arcade', 'vr', 'houston'] })),
    ).toEqual(['houston tag', 'vr tag'])
  })

  it('matches the tags a page sends whatever their case (saved tags are lower-case)', async () => {
    db.insert(affiliateWidgets)
      .values({ name: 'retro tag', targetType: 'tag', targetValue: 'retro', widgetCode: '<p>r</p>' })
      .run()
    markDataChanged({ kind: 'all' })
    expect(names(await anonymousCaller().widgets.forPage({ path: '', tags: ['retro'] }))).toEqual(['retro tag'])
    expect(names(await anonymousCaller().widgets.forPage({ path: '', tags: ['RETRO', ''] }))).toEqual(['retro tag'])
  })

  it('refuses target values the database does not allow (CHECK constraints)', () => {
    expect(() =>
      db
        .insert(affiliateWidgets)
        .values({ name: 'bad', targetType: 'url' as never, targetValue: '/x' })
        .run(),
    ).toThrow(/CHECK constraint failed: affiliate_widgets_target_type_check/)
    expect(() =>
      db
        .insert(affiliateWidgets)
        .values({ name: 'bad', targetType: 'tag', targetValue: 'x', position: 'left' as never })
        .run(),
    ).toThrow(/CHECK constraint failed: affiliate_widgets_position_check/)
  })

  it('sees changes at once after an admin change (cache cleared)', async () => {
    expect(names(await anonymousCaller().widgets.forPage({ path: '', tags: ['houston'] }))).toEqual(['houston tag'])
    const w = listWidgets(db).find((x) => x.name === 'houston tag')!
    updateWidget(db, w.id, widgetInputSchema.parse({ ...w, widgetCode: w.widgetCode, isActive: false }))
    expect(await anonymousCaller().widgets.forPage({ path: '', tags: ['houston'] })).toEqual([])
  })
})

describe('admin procedures', () => {
  it('refuse callers without an admin session', async () => {
    await expect(anonymousCaller().widgets.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(
      anonymousCaller().widgets.create({ name: 'x', targetType: 'tag', targetValue: 'a', widgetCode: 'x' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})

describe('public input', () => {
  it('BAD_REQUEST for a malformed selection', async () => {
    await expect(anonymousCaller().widgets.forPage({ path: '/', tags: [42] } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    })
  })
})
