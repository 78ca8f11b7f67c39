import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { markDataChanged } from '../cache/data-generation.server'
import { env } from '../env.server'
import * as schema from './schema'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

const MIGRATIONS_DIR = path.resolve(process.cwd(), 'drizzle')

/** Opens (creating if needed) and migrates the SQLite file at `file`. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  const db = drizzle(sqlite, { schema })
  migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  return db
}

let instance: Db | undefined

/** The application's database, opened on first use. */
export function getDb(): Db {
  instance ??= openDatabase(env().DATABASE_PATH)
  return instance
}

/** Lets tests point the application at their own database. */
export function setDb(db: Db | undefined): void {
  instance = db
  markDataChanged()
}
