import { getTableColumns, is, Table, type Column } from 'drizzle-orm'

/** What a query selects: one table's columns, or several tables' columns, each under its own name. */
type Selection = Table | Record<string, Table>

/** The row a selection reads: the table's own row, or one row per named table. */
export type RowOf<S extends Selection> = S extends Table
  ? S['$inferSelect']
  : { [K in keyof S]: S[K] extends Table ? S[K]['$inferSelect'] : never }

/** Maps a table's columns, from `offset` in a row of values, to its row object. */
function tableMapper(table: Table, offset: number): (values: unknown[]) => Record<string, unknown> {
  const columns = getTableColumns(table)
  const names = Object.keys(columns)
  const decoders: Column[] = Object.values(columns)
  return (values) => {
    const row: Record<string, unknown> = {}
    for (let i = 0; i < names.length; i++) {
      const value = values[offset + i]
      row[names[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value)
    }
    return row
  }
}

/**
 * Rows of a query that selects whole tables (`db.select().from(t)`, or `db.select({ a: t1, b: t2 })` over inner
 * joins), made from the values its statement reads (`.values()`) by a mapper built once per selection. Drizzle's own
 * `.all()` maps every column of every row through a generic walk of the selection (an iterator and an array per
 * column): on a cold arcade page that made a tenth of the V8 heap it allocated, twenty-five times the rows' own
 * values (decision 0066). The columns come in the order Drizzle selects them, the table's; each value is decoded by
 * its column as Drizzle decodes it. A left join's absent table would need Drizzle's null handling: not for them.
 */
export function tableRows<S extends Selection>(selection: S): (values: unknown[]) => RowOf<S> {
  if (is(selection, Table)) return tableMapper(selection, 0) as (values: unknown[]) => RowOf<S>
  let offset = 0
  const parts = Object.entries(selection).map(([name, table]) => {
    const part = { name, map: tableMapper(table, offset) }
    offset += Object.keys(getTableColumns(table)).length
    return part
  })
  return (values) => {
    const row: Record<string, unknown> = {}
    for (const part of parts) row[part.name] = part.map(values)
    return row as RowOf<S>
  }
}
