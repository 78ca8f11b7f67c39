import { sql } from 'drizzle-orm'

/** The current time as ISO 8601 text, computed by SQLite: the default and update value of timestamp columns. */
export const SQL_NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
