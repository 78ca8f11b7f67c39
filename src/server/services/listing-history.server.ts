import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm'
import { ZodError } from 'zod'
import { adminArcadeInput, type AdminArcade } from '../../shared/admin-arcade'
import type { ConfirmPart } from '../../shared/listing-status'
import { CHANGE_LABELS, type AdminRevision, type AdminRevisionChange } from '../../shared/listing-history'
import type { Db } from '../db/client.server'
import { arcadeGames, arcades, games, revisions, type RevisionRow } from '../db/schema'
import { storedColumns, toAdminArcade } from './admin-arcades.server'
import { lineupEntryOf, listingValues, versionBefore, type ListingChanges } from './listing-diff.server'
import { changeListing, type ListingActor, type Tx } from './listing-writes.server'

/**
 * A listing's history for the administrator (issue 20, docs/decisions/0040-listing-history.md): the revisions of an
 * arcade, a version brought back as a new revision, a deleted arcade restored, a part confirmed.
 */

/** A restore or undelete that cannot be done: the arcade is not deleted (409), or an old value breaks today's rules. */
export class ArcadeNotDeleted extends Error {
  constructor() {
    super('Arcade is not deleted')
  }
}
export class RevisionNotFound extends Error {
  constructor() {
    super('Revision not found')
  }
}

/** A revision's changes as a list, the lineup's games by title (their slug when the catalogue has lost them). */
function changeList(
  changes: ListingChanges,
  titles: Map<number, { slug: string; title: string }>,
): AdminRevisionChange[] {
  const { lineup, ...fields } = changes
  const list: AdminRevisionChange[] = Object.entries(fields)
    .filter(([field]) => field in CHANGE_LABELS)
    .map(([field, change]) => {
      const [from, to] = change as [unknown, unknown]
      return { field, from, to }
    })
  for (const [id, [from, to]] of Object.entries(lineup ?? {})) {
    const game = titles.get(Number(id))
    list.push({ field: `lineup:${game?.slug ?? id}`, game: game?.title ?? `Game #${id}`, from, to })
  }
  return list
}

function toAdminRevision(row: RevisionRow, titles: Map<number, { slug: string; title: string }>): AdminRevision {
  return {
    id: row.id,
    createdAt: row.createdAt,
    actor: row.actor,
    adminUsername: row.adminUsername,
    reportId: row.reportId,
    importId: row.importId,
    kind: row.kind,
    changes: changeList(JSON.parse(row.changes) as ListingChanges, titles),
    revertsId: row.revertsId,
  }
}

/** The games a set of revisions names, by id. */
function gameTitles(db: Db, rows: RevisionRow[]) {
  const ids = [
    ...new Set(rows.flatMap((r) => Object.keys((JSON.parse(r.changes) as ListingChanges).lineup ?? {}).map(Number))),
  ]
  const found = ids.length
    ? db.select({ id: games.id, slug: games.slug, title: games.title }).from(games).where(inArray(games.id, ids)).all()
    : []
  return new Map(found.map((g) => [g.id, g]))
}

const arcadeExists = (db: Db | Tx, id: number) =>
  db.select({ id: arcades.id }).from(arcades).where(eq(arcades.id, id)).get() !== undefined

/**
 * An arcade's revisions, newest first, `limit` at a time (those older than revision `before`), and how many it has;
 * undefined for an unknown arcade. A deleted arcade's history stays readable.
 */
export function arcadeRevisions(
  db: Db,
  id: number,
  page: { limit: number; before?: number },
): { data: AdminRevision[]; total: number } | undefined {
  if (!arcadeExists(db, id)) return undefined
  const rows = db
    .select()
    .from(revisions)
    .where(and(eq(revisions.arcadeId, id), page.before === undefined ? undefined : lt(revisions.id, page.before)))
    .orderBy(desc(revisions.id))
    .limit(page.limit)
    .all()
  const total = db.select({ n: count() }).from(revisions).where(eq(revisions.arcadeId, id)).get()!.n
  const titles = gameTitles(db, rows)
  return { data: rows.map((r) => toAdminRevision(r, titles)), total }
}

/**
 * Brings back the arcade's values (fields and lineup) as they were right after `revisionId`, as a new `revert`
 * revision. The old values pass today's rules (a ZodError naming the fields otherwise, nothing written); a game the
 * catalogue no longer has (merged into another), in the version or in a change undone on the way back to it, is an
 * issue on `lineup`. Undefined for an unknown or deleted arcade; RevisionNotFound for
 * a revision of another arcade.
 */
export function restoreRevision(db: Db, actor: ListingActor, id: number, revisionId: number): AdminArcade | undefined {
  const write = changeListing(db, actor, id, (tx) => {
    const target = tx.select().from(revisions).where(eq(revisions.id, revisionId)).get()
    if (!target || target.arcadeId !== id) throw new RevisionNotFound()
    const row = tx.select().from(arcades).where(eq(arcades.id, id)).get()
    if (!row) return { kind: 'revert' }
    const later = tx
      .select({ changes: revisions.changes })
      .from(revisions)
      .where(and(eq(revisions.arcadeId, id), gt(revisions.id, revisionId)))
      .orderBy(desc(revisions.id))
      .all()
      .map((r) => JSON.parse(r.changes) as ListingChanges)
    const lineupNow = tx.select().from(arcadeGames).where(eq(arcadeGames.arcadeId, id)).all()
    const version = versionBefore(
      { fields: listingValues(row), lineup: new Map(lineupNow.map((e) => [e.gameId, lineupEntryOf(e)])) },
      later,
    )
    const f = version.fields
    const parsed = adminArcadeInput.safeParse({
      name: f.name,
      type: f.type,
      description: f.description,
      address: f.address,
      city: f.city,
      state: f.state,
      zipCode: f.zip,
      phone: f.phone,
      website: f.website,
      rating: f.rating,
      reviewCount: f.review_count,
      priceRange: f.price_range,
      hours: f.hours,
      openingHours: f.opening_hours,
      timeZone: f.time_zone,
      latitude: f.latitude,
      longitude: f.longitude,
      imageUrl: f.image_url,
      status: f.status,
      closedOn: f.closed_on,
    })
    if (!parsed.success) throw parsed.error
    // A game merge writes no revision (decision 0040): a later revision naming the merged game cannot be undone in
    // today's catalogue's terms, so the version is refused rather than brought back with the kept game left in it.
    const gameIds = [
      ...new Set([...version.lineup.keys(), ...later.flatMap((c) => Object.keys(c.lineup ?? {}).map(Number))]),
    ]
    const known = new Set(
      gameIds.length
        ? tx
            .select({ id: games.id })
            .from(games)
            .where(inArray(games.id, gameIds))
            .all()
            .map((g) => g.id)
        : [],
    )
    const lost = gameIds.filter((g) => !known.has(g))
    if (lost.length > 0)
      throw new ZodError([
        {
          code: 'custom',
          path: ['lineup'],
          message: `names games the catalogue no longer has (${lost.map((g) => `#${g}`).join(', ')})`,
          input: undefined,
        },
      ])
    return {
      kind: 'revert',
      revertsId: revisionId,
      columns: storedColumns(parsed.data),
      lineup: [...version.lineup].map(([gameId, e]) => ({
        gameId,
        count: e.count,
        priceCents: e.price_cents,
        status: e.status as 'working' | 'out_of_order' | 'left',
        statusSince: e.status_since,
      })),
    }
  })
  return write && toAdminArcade(write.after)
}

/** Restores a deleted arcade (history intact); undefined for an unknown one, ArcadeNotDeleted for one not deleted. */
export function undeleteArcade(db: Db, actor: ListingActor, id: number): AdminArcade | undefined {
  const write = changeListing(db, actor, id, (tx) => {
    const row = tx.select({ deletedAt: arcades.deletedAt }).from(arcades).where(eq(arcades.id, id)).get()
    if (row && row.deletedAt === null) throw new ArcadeNotDeleted()
    return { kind: 'undelete', deleted: false }
  })
  return write && toAdminArcade(write.after)
}

/** Stamps the parts of a listing as checked today, changing nothing else (a `confirm` revision). */
export function confirmArcade(
  db: Db,
  actor: ListingActor,
  id: number,
  parts: readonly ConfirmPart[],
): AdminArcade | undefined {
  const write = changeListing(db, actor, id, { kind: 'confirm', confirm: parts })
  return write && toAdminArcade(write.after)
}
