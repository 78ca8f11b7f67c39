import { and, desc, eq } from 'drizzle-orm'
import type { Widget, WidgetInput } from '../../shared/widget'
import { markDataChanged, onDataChange } from '../cache/data-generation.server'
import { dependsOn, widgetKey, widgetPathKey, widgetTagKey } from '../cache/dependencies.server'
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
 * The active widgets (a site has a few dozen), read once and again after any widget's change, so that each page
 * picks its own without a query: a crawler asks for every page once, each with a path of its own, and a selection
 * cached by path was always missed (docs/decisions/0006-widget-caching.md, 0052-searches-scoped-by-field.md).
 */
const activeWidgets = new Map<Db, Widget[]>()
onDataChange((change) => {
  if (change.kind === 'widget' || change.kind === 'all') activeWidgets.clear()
})

function activeWidgetsOf(db: Db): Widget[] {
  let active = activeWidgets.get(db)
  if (!active) {
    active = db
      .select()
      .from(affiliateWidgets)
      .where(eq(affiliateWidgets.isActive, true))
      .orderBy(affiliateWidgets.id)
      .all()
      .map(toWidget)
    activeWidgets.set(db, active)
  }
  return active
}

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
 * Active widgets whose path target equals `path` or whose tag target is among `tags`, by id. Both sides are
 * normalised by the shared schema (tags lower-cased), so the match is exact. The page depends on its path and tags:
 * a widget's change drops the pages of the path or tags it targets before and after (0035).
 */
export function widgetsForPage(db: Db, input: { path: string; tags: string[] }): Widget[] {
  const tags = new Set(input.tags)
  dependsOn(widgetPathKey(input.path), ...[...tags].map(widgetTagKey))
  return activeWidgetsOf(db).filter((w) =>
    w.targetType === 'path' ? input.path !== '' && w.targetValue === input.path : tags.has(w.targetValue),
  )
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
