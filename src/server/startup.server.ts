import dns from 'node:dns/promises'
import fs from 'node:fs'
import { isIP } from 'node:net'
import { ZodError } from 'zod'
import { bootstrapAdmin } from './auth/admins.server'
import { scheduleBackups } from './db/backup.server'
import { scheduleReportPruning } from './services/reports/report-intake.server'
import { waitSynchronouslyWhenBusy } from './db/busy.server'
import { getDb, type Db } from './db/client.server'
import { isZeroLengthFile, writableDirectoryProblem } from './db/database-file.server'
import { loadGameCatalogue } from './db/game-catalogue.server'
import { loadPlacesIfEmpty } from './db/places.server'
import { SAMPLE_DATA_PATH, seedIfEmpty } from './db/seed.server'
import { ConfigError, env, type Env } from './env.server'
import { convertStoredHours, prepareHoursReading } from './hours/structured-hours.server'
import { prepareListingWrites } from './services/listing-writes.server'
import { removeImportFilesLeftBehind } from './services/data/import-jobs.server'
import { searchIndexOf } from './services/search-index.server'
import { buildSuggestions } from './services/suggestions.server'
import { buildPlaces } from './services/near.server'

/** What the server is ready with: its configuration, and what it has to tell the operator once it listens. */
export interface PreparedServer {
  config: Env
  /** The administrator set up at this start (a one-time password among them), to print last, where it is seen. */
  adminNotice: string[]
}

/**
 * Whether this start will fill a new database: the file does not exist yet or is empty. scripts/start.mjs then
 * fills it in a process of its own first (fillDatabase), so the memory that reading and inserting a large sample
 * file leaves behind goes with that process. An invalid configuration answers false: prepareServer reports it.
 */
export function databaseToFill(): boolean {
  try {
    const file = env().DATABASE_PATH
    return file !== ':memory:' && (!fs.existsSync(file) || isZeroLengthFile(file))
  } catch (error) {
    if (error instanceof ConfigError) return false
    throw error
  }
}

/** Nothing is served yet, so start-up's writes may wait for a lock held elsewhere as opening did. */
async function waitingWhenBusy<T>(db: Db, run: () => T | Promise<T>): Promise<T> {
  waitSynchronouslyWhenBusy(db.$client, true)
  try {
    return await run()
  } finally {
    waitSynchronouslyWhenBusy(db.$client, false)
  }
}

/**
 * Opens, checks and migrates the database (a damaged, foreign or zero-length file throws a ConfigError), prepares
 * its data and fills it with the sample file when it holds no arcade.
 */
export async function fillDatabase(): Promise<Db> {
  const config = env()
  const db = getDb()
  return waitingWhenBusy(db, () => {
    prepareDatabase(db)
    const file = config.SEED_FILE ?? SAMPLE_DATA_PATH
    let added: number
    try {
      added = seedIfEmpty(db, file)
    } catch (error) {
      // The committed sample file is the project's own; only a file the operator chose is a configuration error.
      if (!config.SEED_FILE) throw error
      throw new ConfigError(`Invalid configuration:\n  SEED_FILE: ${config.SEED_FILE} ${seedFileProblem(error)}`)
    }
    if (added > 0)
      console.log(`Filled the empty database with ${added} arcades from ${config.SEED_FILE ?? 'the sample directory'}.`)
    return db
  })
}

/**
 * Everything the production server does once before it listens: validate configuration (a bad value
 * throws a ConfigError naming the variable), fill the database (above), build the search index, set up the
 * administrator, schedule backups and the pruning of old visitors' reports, remove the imports' files a killed server
 * left.
 */
export async function prepareServer(): Promise<PreparedServer> {
  const config = env()
  await checkHost(config.HOST)
  const backupProblem = config.BACKUP_DIR && writableDirectoryProblem(config.BACKUP_DIR)
  if (backupProblem) throw new ConfigError(`Invalid configuration:\n  BACKUP_DIR: ${backupProblem}`)
  const db = await fillDatabase()
  return waitingWhenBusy(db, async () => {
    searchIndexOf(db) // built now, so the first search does not wait for it
    buildSuggestions(db) // and the search box's suggestions and the spelling vocabulary
    buildPlaces(db) // and the cities by name and ZIP codes by latitude of the near box
    prepareListingWrites(db) // and the first administrator's save: the listing door's statements
    prepareHoursReading() // and the opening-hours parser's patterns
    const adminNotice: string[] = []
    await bootstrapAdmin(db, config, (line) => adminNotice.push(line))
    if (config.BACKUP_DIR) scheduleBackups(db.$client, config.BACKUP_DIR, config.BACKUP_EVERY_HOURS, config.BACKUP_KEEP)
    scheduleReportPruning(db) // old decided visitors' reports (issue 20)
    removeImportFilesLeftBehind() // the files of imports a killed server left
    return { config, adminNotice }
  })
}

/**
 * The data every start makes sure of, once the schema is current (opening the database writes nothing but the
 * schema): the places of the near box, loaded into an empty table (a first start, or a restored backup older than
 * the table), and arcades stored before structured hours converted (migration 0008's part that needs the
 * opening_hours package, so it runs here in TypeScript), and the shipped games catalogue's new titles. Each finds
 * nothing to do once done.
 */
export function prepareDatabase(db: Db): void {
  loadPlacesIfEmpty(db.$client)
  convertStoredHours(db)
  loadGameCatalogue(db)
}

/** A name that does not resolve would otherwise surface as a stack trace from listen(). */
async function checkHost(host: string): Promise<void> {
  if (isIP(host)) return
  try {
    await dns.lookup(host)
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error)
    throw new ConfigError(
      `Invalid configuration:\n  HOST: ${host} is neither an IP address nor a name this machine resolves (${code})`,
    )
  }
}

/** A short reason: a 100,000-arcade file can have 100,000 issues, the first few are enough to fix it. */
function seedFileProblem(error: unknown): string {
  if (error instanceof SyntaxError) return `is not valid JSON (${error.message})`
  if (error instanceof ZodError) {
    const shown = error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
    const more = error.issues.length > shown.length ? `; and ${error.issues.length - shown.length} more` : ''
    return `is not a list of arcades like data/sample-arcades.json (${shown.join('; ')}${more})`
  }
  return `could not be loaded (${error instanceof Error ? error.message : String(error)})`
}
