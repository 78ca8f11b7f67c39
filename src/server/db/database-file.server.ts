import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * Checks of a database file and of the directories around it, shared by the server's start and the backup and
 * restore commands. Each returns what is wrong in one sentence that starts with the path, or undefined.
 */

export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'drizzle')

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error
    ? String(error.code)
    : error instanceof Error
      ? error.message
      : String(error)

/**
 * Creates `dir` (and missing parents) and proves a file can be created in it, the way SQLite will create its
 * `-wal` and `-shm` files. Parents are created one by one: Node's recursive mkdir never returns on some paths
 * that cannot exist (`/proc/nope`).
 */
export function writableDirectoryProblem(dir: string): string | undefined {
  const missing: string[] = []
  let existing = path.resolve(dir)
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) {
    missing.unshift(existing)
    existing = path.dirname(existing)
  }
  if (!fs.statSync(existing).isDirectory()) return `${existing} is not a directory`
  for (const d of missing) {
    try {
      fs.mkdirSync(d)
    } catch (error) {
      return `cannot create the directory ${d} (${errorCode(error)})`
    }
  }
  const probe = path.join(dir, `.arcade-atlas-write-test-${process.pid}`)
  try {
    fs.writeFileSync(probe, '', { flag: 'wx' })
    fs.rmSync(probe)
  } catch (error) {
    return `cannot create files in the directory ${path.resolve(dir)} (${errorCode(error)})`
  }
  return undefined
}

/** What sits at `file` when it is not a regular file the server can read and write. */
export function databasePathProblem(file: string): string | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  if (stat && !stat.isFile()) {
    return `${file} is ${stat.isDirectory() ? 'a directory' : 'a device or other special file'}, not a database file`
  }
  const dirProblem = writableDirectoryProblem(path.dirname(file))
  if (dirProblem) return dirProblem
  if (stat) {
    try {
      fs.closeSync(fs.openSync(file, 'r+'))
    } catch (error) {
      return `${file} cannot be opened for writing (${errorCode(error)})`
    }
  }
  return undefined
}

/** True for a file that exists and holds nothing: what a failed copy leaves, not a database anyone started. */
export function isZeroLengthFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.size === 0
}

interface Migration {
  when: number
  tag: string
}

function knownMigrations(): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: Migration[]
  }
  return journal.entries
}

/** The tables an Arcade Atlas database holds (Drizzle's record of applied migrations among them). */
export const APP_TABLES = ['__drizzle_migrations', 'arcades', 'admins', 'sessions', 'affiliate_widgets']

/**
 * Whether the database is this application's: a database with no tables is a new one (migrations fill it); one
 * with tables must have this application's, written by this version or an older one (which migrations bring up
 * to date). `complete` demands every table, for a copy that is about to replace the live database.
 */
function identityProblem(sqlite: Database.Database, file: string, complete: boolean): string | undefined {
  const tables = sqlite
    .prepare(`select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\'`)
    .pluck()
    .all() as string[]
  if (tables.length === 0) return complete ? `${file} is an empty database, not a copy of Arcade Atlas` : undefined
  if (!tables.includes('arcades') || !tables.includes('__drizzle_migrations')) {
    const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '')
    return `${file} is not an Arcade Atlas database: it is another application's (tables ${shown})`
  }
  const absent = complete ? APP_TABLES.filter((t) => !tables.includes(t)) : []
  if (absent.length > 0) return `${file} is an incomplete Arcade Atlas database (no ${absent.join(', ')} table)`
  const newest = Number(sqlite.prepare('select max(created_at) from __drizzle_migrations').pluck().get() ?? 0)
  const latest = knownMigrations().at(-1)!
  if (newest > latest.when) {
    return `${file} was written by a newer version of Arcade Atlas (its schema is newer than ${latest.tag}); run that version or a newer one`
  }
  return undefined
}

function sqliteProblem(error: unknown, file: string): string {
  const code = error instanceof Database.SqliteError ? error.code : ''
  if (code === 'SQLITE_NOTADB') return `${file} is not an SQLite database (a truncated copy, or another kind of file)`
  if (code.startsWith('SQLITE_CORRUPT')) return `${file} is damaged (${(error as Error).message})`
  return `${file} could not be read (${error instanceof Error ? error.message : String(error)})`
}

/**
 * Reads the whole file the way SQLite checks it: `quick_check` (page structure, fast enough for every start) or
 * `integrity_check` (also every index against its table, for backups), then whether it is an Arcade Atlas
 * database. Returns the problem, or undefined for a sound database of this application.
 */
export function databaseContentProblem(
  sqlite: Database.Database,
  file: string,
  { check, complete }: { check: 'quick_check' | 'integrity_check'; complete: boolean },
): string | undefined {
  try {
    const findings = sqlite.pragma(`${check}(5)`, { simple: false }) as Record<string, string>[]
    const lines = findings.map((row) => Object.values(row)[0])
    if (lines.length !== 1 || lines[0] !== 'ok') return `${file} is damaged (${check}: ${lines.join('; ')})`
    return identityProblem(sqlite, file, complete)
  } catch (error) {
    return sqliteProblem(error, file)
  }
}
