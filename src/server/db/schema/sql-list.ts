import { sql } from 'drizzle-orm'

/** `'a', 'b'`: the allowed values of a column, as a CHECK constraint lists them. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
