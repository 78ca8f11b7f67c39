import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setClock } from '../../src/server/auth/clock.server'
import type { Db } from '../../src/server/db/client.server'
import { arcades } from '../../src/server/db/schema'
import { ArcadeFreshness } from '../../src/ui/arcade/ArcadeFreshness'
import { anonymousCaller, createTestDb } from '../support/test-db'

/**
 * "Last checked {Month YYYY}" and the 18-month notice (issue 20, docs/decisions/0043-closures-freshness-feeds.md),
 * with the clock fixed: the arcade page's answer works them out at render time, and the page shows them as the
 * answer says. The stamps are set on the fixture rows as a confirmation would leave them.
 */

let db: Db
let cleanup: () => void
beforeAll(() => {
  ;({ db, cleanup } = createTestDb())
})
afterAll(() => cleanup())
afterEach(() => setClock())

function stamp(slug: string, stamps: { checkedAt?: string | null; hoursCheckedAt?: string | null }) {
  db.update(arcades).set(stamps).where(eq(arcades.slug, slug)).run()
}

async function shown(slug: string, at: string) {
  setClock(() => Date.parse(at))
  const data = await anonymousCaller().public.arcadePage({ slug })
  return {
    freshness: data.freshness,
    html: renderToStaticMarkup(createElement(ArcadeFreshness, { freshness: data.freshness, slug })),
    hours: data.freshness.hours,
  }
}

describe('freshness with a fixed clock', () => {
  it('says the month of the last check, without a notice, until 18 months have passed', async () => {
    stamp('pixel-palace', { checkedAt: '2025-05-20T10:00:00.000Z', hoursCheckedAt: '2025-05-20T10:00:00.000Z' })
    const before = await shown('pixel-palace', '2026-10-31T23:00:00Z')
    expect(before.html).toContain('Last checked May 2025')
    expect(before.html).not.toContain('Help us check it')
    expect(before.hours).toBeNull()
  })

  it('asks visitors to help check a listing nobody has checked for 18 months, linking to its report form', async () => {
    const after = await shown('pixel-palace', '2026-11-01T00:00:00Z')
    expect(after.freshness.stale).toBe(true)
    expect(after.html).toContain('Last checked May 2025')
    expect(after.html).toContain('Nobody has checked this listing since May 2025')
    expect(after.html).toContain('href="/arcade/pixel-palace/report"')
  })

  it('names the hours’ month where it differs from the listing’s', async () => {
    stamp('pixel-palace', { checkedAt: '2026-09-02T10:00:00.000Z', hoursCheckedAt: '2025-03-14T10:00:00.000Z' })
    const { freshness, html } = await shown('pixel-palace', '2026-11-27T12:00:00Z')
    expect(html).toContain('Last checked September 2026')
    expect(freshness).toEqual({ checked: '2026-09', hours: '2025-03', stale: false })
  })

  it('counts from the day a listing was added when nobody has checked it since', async () => {
    stamp('joystick-junction', { checkedAt: null, hoursCheckedAt: null })
    const added = db.select().from(arcades).where(eq(arcades.slug, 'joystick-junction')).get()!.createdAt
    const [year, month] = added.slice(0, 7).split('-').map(Number) as [number, number]
    const monthsLater = (n: number) => new Date(Date.UTC(year, month - 1 + n, 1)).toISOString()
    expect((await shown('joystick-junction', monthsLater(17))).freshness).toMatchObject({
      checked: added.slice(0, 7),
      stale: false,
    })
    expect((await shown('joystick-junction', monthsLater(18))).freshness.stale).toBe(true)
  })

  it('never asks to check a listing that closed for good', async () => {
    db.update(arcades)
      .set({ status: 'permanently_closed', closedOn: '2024-01-05', checkedAt: '2024-01-05T10:00:00.000Z' })
      .where(eq(arcades.slug, 'tilt-town'))
      .run()
    const { freshness } = await shown('tilt-town', '2026-11-27T12:00:00Z')
    expect(freshness).toEqual({ checked: '2024-01', hours: null, stale: false })
  })
})
