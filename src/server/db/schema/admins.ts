import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { SQL_NOW } from './sql-now'

/** Administrators. `passwordHash` is a self-describing scrypt string; the plain password is never stored. */
export const admins = sqliteTable('admins', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: text('created_at').notNull().default(SQL_NOW),
  updatedAt: text('updated_at').notNull().default(SQL_NOW),
})

export type AdminRow = typeof admins.$inferSelect
