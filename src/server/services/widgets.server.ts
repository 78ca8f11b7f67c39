import { and, desc, eq, inArray, or } from 'drizzle-orm'
import type { Widget, WidgetInput } from '../../shared/widget'
import { markDataChanged } from '../cache/data-generation.server'
import { DependentCache, dependsOn, widgetKey, widgetPathKey, widgetTagKey } from '../cache/dependencies.server'
import { WRITE_TRANSACTION } from '../db/busy.server'
import type { Db } from '../db/client.server'
import { rowChange } from '../db/row-change.server'
import { affiliateWidgets } from '../db/schema/widgets'
import { SQL_NOW } from '../db/schema/sql-now'

type Row = typeof affiliateWidgets.$inferSelect

function toWidget(row: Row): Widget {
  return { ...row }
}

/** Stored values: absent optional fields become NULL; timestamps are never taken from the client. */
function toColumns(input: WidgetInput) {
  return {
    name: input.name,
    targetType: input.targetType,
    targetValue: input.targetValue,
    widgetCode: input.widgetCode ?? null,
    affiliateLink: input.affiliateLink ?? null,
    imageUrl: input.imageUrl ?? null,
    productName: input.productName ?? null,
    position: input.position,
    isActive: input.isActive,
  }
}

/**
 * In-memory cache of the public selection, keyed by path and sorted tags. A widget's change drops the selections of
 * the path or tag it targets before and after, so the next page load sees the change at once
 * (docs/decisions/0006-widget-caching.md, 0035-scoped-invalidation.md).
 */
const cache = new DependentCache(5000)

export function listWidgets(db: Db): Widget[] {
  return db
    .select()
    .from(affiliateWidgets)
    .orderBy(desc(affiliateWidgets.createdAt), desc(affiliateWidgets.id))
    .all()
    .map(toWidget)
}

/**
 * The stored widget, read back inside the write's transaction. better-sqlite3 hands back a RETURNING row before
 * the commit and drops the commit's error (a full disk), so writes `.run()`, which throws it, and then read; the
 * transaction's commit throws too. Nothing runs after the commit that could meet a lock, so a write that met one
 * can be tried again whole (src/server/db/busy.server.ts).
 */
function storedRow(db: Pick<Db, 'select'>, id: number): Row | undefined {
  return db.select().from(affiliateWidgets).where(eq(affiliateWidgets.id, id)).get()
}

export function createWidget(db: Db, input: WidgetInput): Widget {
  const after = db.transaction((tx) => {
    const id = Number(tx.insert(affiliateWidgets).values(toColumns(input)).run().lastInsertRowid)
    return storedRow(tx, id)!
  }, WRITE_TRANSACTION)
  markDataChanged({ kind: 'widget', after })
  return toWidget(after)
}

export function updateWidget(db: Db, id: number, input: WidgetInput): Widget | undefined {
  const change = rowChange(
    db,
    (tx) => storedRow(tx, id),
    (tx) =>
      tx
        .update(affiliateWidgets)
        .set({ ...toColumns(input), updatedAt: SQL_NOW })
        .where(eq(affiliateWidgets.id, id))
        .run(),
  )
  if (!change) return undefined
  const after = change.after!
  markDataChanged({ kind: 'widget', before: change.before, after })
  return toWidget(after)
}

export function deleteWidget(db: Db, id: number): boolean {
  const change = rowChange(
    db,
    (tx) => storedRow(tx, id),
    (tx) => tx.delete(affiliateWidgets).where(eq(affiliateWidgets.id, id)).run(),
  )
  if (!change) return false
  markDataChanged({ kind: 'widget', before: change.before })
  return true
}

/**
 * Active widgets whose path target equals `path` or whose tag target is among `tags`. Both sides are
 * normalised by the shared schema (tags lower-cased), so the match is exact and uses the index.
 */
export function widgetsForPage(db: Db, input: { path: string; tags: string[] }): Widget[] {
  const tags = [...new Set(input.tags)].sort()
  return cache.get(`${input.path}\n${tags.join('\n')}`, () => {
    dependsOn(widgetPathKey(input.path), ...tags.map(widgetTagKey))
    const conditions = []
    if (input.path)
      conditions.push(and(eq(affiliateWidgets.targetType, 'path'), eq(affiliateWidgets.targetValue, input.path)))
    if (tags.length)
      conditions.push(and(eq(affiliateWidgets.targetType, 'tag'), inArray(affiliateWidgets.targetValue, tags)))
    return conditions.length
      ? db
          .select()
          .from(affiliateWidgets)
          .where(and(eq(affiliateWidgets.isActive, true), or(...conditions)))
          .orderBy(affiliateWidgets.id)
          .all()
          .map(toWidget)
      : []
  })
}

/** The code of an active custom-code widget, for its frame; undefined for any other id. */
export function activeWidgetCode(db: Db, id: number): string | undefined {
  dependsOn(widgetKey(id))
  const row = db
    .select({ widgetCode: affiliateWidgets.widgetCode })
    .from(affiliateWidgets)
    .where(and(eq(affiliateWidgets.id, id), eq(affiliateWidgets.isActive, true)))
    .get()
  return row?.widgetCode ?? undefined
}
