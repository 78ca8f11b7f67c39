import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { markDataChanged } from '../cache/data-generation.server'
import { ConfigError, env } from '../env.server'
import { loadPlacesIfEmpty } from './places.server'
import { convertStoredHours } from '../hours/structured-hours.server'
import { databaseContentProblem, databasePathProblem, isZeroLengthFile, MIGRATIONS_DIR } from './database-file.server'
import * as schema from './schema'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export interface OpenOptions {
  /** Treat an existing zero-length file as a new database (DATABASE_INIT=1) instead of refusing it. */
  initialiseEmpty?: boolean
}

/**
 * Opens (creating if needed), checks and migrates the SQLite file at `file`. A path the server cannot use, a
 * zero-length file, a damaged file or another application's database throws a ConfigError naming DATABASE_PATH,
 * before anything is written to it.
 */
export function openDatabase(file: string, { initialiseEmpty = false }: OpenOptions = {}): Db {
  if (file !== ':memory:') {
    const problem = databasePathProblem(file)
    if (problem) throw new ConfigError(`Invalid configuration:\n  DATABASE_PATH: ${problem}`)
    if (isZeroLengthFile(file) && !initialiseEmpty) {
      throw new ConfigError(
        `Refusing to start on an empty database file:\n  DATABASE_PATH: ${file} is a zero-length file, which is what a ` +
          'failed copy or restore leaves, not a database. Restore a backup (npm run db:restore -- <file>), or set ' +
          'DATABASE_INIT=1 to start a new database with the sample directory in it.',
      )
    }
  }
  const sqlite = new Database(file)
  sqlite.pragma('busy_timeout = 5000')
  const problem = databaseContentProblem(sqlite, file, { check: 'quick_check', complete: false })
  if (problem) {
    sqlite.close()
    throw new ConfigError(
      `Refusing to start on this database:\n  DATABASE_PATH: ${problem}. ` +
        'Restore a backup (npm run db:restore -- <file>) or point DATABASE_PATH at another file.',
    )
  }
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  // An acknowledged write survives power loss, not only a crash of the process (writes are rare here).
  sqlite.pragma('synchronous = FULL')
  const db = drizzle(sqlite, { schema })
  migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  loadPlacesIfEmpty(sqlite)
  // Migration 0008's conversion of hours text needs the opening_hours package, so it runs here, in TypeScript.
  convertStoredHours(db)
  return db
}

let instance: Db | undefined

/** The application's database, opened on first use. */
export function getDb(): Db {
  const config = env()
  instance ??= openDatabase(config.DATABASE_PATH, { initialiseEmpty: config.DATABASE_INIT === '1' })
  return instance
}

/** Lets tests point the application at their own database. */
export function setDb(db: Db | undefined): void {
  instance = db
  markDataChanged({ kind: 'all' })
}
