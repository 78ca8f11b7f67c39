import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { admins } from './admins'

/**
 * Admin sessions (Lucia's design): `id` is the hex SHA-256 of the cookie token, never the token itself.
 * Times are epoch milliseconds so the controllable clock compares them directly. Address and browser are what
 * the sign-in request reported, shown on the administrator's sessions screen; sessions older than those columns
 * have none.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    idleExpiresAt: integer('idle_expires_at').notNull(),
    absoluteExpiresAt: integer('absolute_expires_at').notNull(),
    lastSeenAt: integer('last_seen_at'),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_admin_idx').on(t.adminId)],
)

export type SessionRow = typeof sessions.$inferSelect
