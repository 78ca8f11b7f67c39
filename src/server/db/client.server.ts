import Database from 'better-sqlite3'
import { LRUCache } from 'lru-cache'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { markDataChanged } from '../cache/data-generation.server'
import { ConfigError, env } from '../env.server'
import { waitSynchronouslyWhenBusy } from './busy.server'
import { databaseContentProblem, databasePathProblem, isZeroLengthFile, MIGRATIONS_DIR } from './database-file.server'
import * as schema from './schema'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

export interface OpenOptions {
  /** Treat an existing zero-length file as a new database (DATABASE_INIT=1) instead of refusing it. */
  initialiseEmpty?: boolean
}

/** The connection's SQLite page cache (KiB): the indexes' inner pages that every query walks fit in it. */
const PAGE_CACHE_KB = 4096

/**
 * Opens (creating if needed), checks and migrates the SQLite file at `file`, and writes nothing else. A path the
 * server cannot use, a zero-length file, a damaged file or another application's database throws a ConfigError
 * naming DATABASE_PATH, before anything is written to it. The connection returned never waits synchronously for
 * a lock another process holds (src/server/db/busy.server.ts).
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
  waitSynchronouslyWhenBusy(sqlite, true)
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
  // better-sqlite3 builds SQLite with a 16 MB page cache per connection: distinct pages of a 400 MB directory fill it
  // within a minute, in malloc's heap (docs/decisions/0053-memory-under-load.md). Pages it drops are read again from
  // the system's file cache.
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KB}`)
  const db = drizzle(sqlite, { schema })
  // The schema is part of opening: every query is written for the current one. The data's own preparation
  // (places, stored hours, seeding) is start-up's (prepareDatabase in src/server/startup.server.ts).
  migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  waitSynchronouslyWhenBusy(sqlite, false)
  reusePreparedStatements(sqlite)
  return db
}

/** Distinct SQL texts kept prepared: the application's queries number a few dozen shapes. */
const PREPARED_KEPT = 500

/**
 * Each SQL text is prepared once per connection. Drizzle prepares a statement for every query it runs, and for the
 * wide arcade queries preparing cost more than running them (issue 18: a third of a cold arcade page's database
 * time); a statement per batch also held native memory until collected. Drizzle switches a statement to raw rows
 * for `.values()`, so a statement handed out again is first put back in its default mode. Statements are never
 * iterated, so one is never in use when it is handed out again.
 */
function reusePreparedStatements(sqlite: Database.Database): void {
  const prepare = sqlite.prepare.bind(sqlite)
  const prepared = new LRUCache<string, Database.Statement>({ max: PREPARED_KEPT })
  sqlite.prepare = ((source: string) => {
    let statement = prepared.get(source)
    if (!statement) prepared.set(source, (statement = prepare(source)))
    else if (statement.reader) statement.raw(false).pluck(false).expand(false)
    return statement
  }) as typeof sqlite.prepare
}

/**
 * A query built once per database and run with its placeholders filled. Drizzle builds a query's SQL text from its
 * parts on every call otherwise: for the queries every page runs that took longer than running them did (issue 18).
 */
export function builtOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>()
  return (db) => {
    let query = built.get(db)
    if (!query) built.set(db, (query = build(db)))
    return query
  }
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
