import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Recent failed sign-ins, for the dashboard (the security log keeps every one). Bounded: rows older than 30 days
 * and all but the newest 1,000 are dropped at each insert. `at` is epoch milliseconds.
 */
export const signInFailures = sqliteTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    reason: text('reason', { enum: ['wrong-password', 'unknown-username'] }).notNull(),
  },
  (t) => [index('sign_in_failures_at_idx').on(t.at)],
)
