import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { databaseContentProblem, databasePathProblem } from './database-file.server'

/** A backup, restore or its check failed; the message says why and that nothing was replaced. */
export class BackupError extends Error {}

/** Names of the backups this application writes (and the only files its pruning ever deletes). */
const BACKUP_NAME = /^arcades-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.db$/

/** `arcades-2026-11-23T16-45-03-120Z.db`: sorts by time, no characters a file system refuses. */
export function backupFileName(at = new Date()): string {
  return `arcades-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.db`
}

function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r+')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** A rename is only durable once its directory is on disk. */
function fsyncDirectory(dir: string): void {
  const fd = fs.openSync(dir, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

export interface CopySummary {
  file: string
  bytes: number
  arcades: number
  widgets: number
}

/**
 * Writes a consistent copy of `source` to `target` with `VACUUM INTO` (one read transaction: writers carry on,
 * the copy is the database as of its start), checks the copy with `integrity_check` and that it is a complete
 * Arcade Atlas database, flushes it to disk, and only then gives it its name. A copy that fails its check is
 * deleted, so a file under the target name is always a checked backup.
 */
export function copyDatabase(source: Database.Database, target: string): CopySummary {
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; choose another file name`)
  const partial = `${target}.partial-${process.pid}`
  fs.rmSync(partial, { force: true })
  try {
    source.prepare('VACUUM INTO ?').run(partial)
    const summary = checkCopy(partial)
    fsyncFile(partial)
    fs.renameSync(partial, target)
    fsyncDirectory(path.dirname(target))
    return { ...summary, file: target }
  } catch (error) {
    fs.rmSync(partial, { force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(`The copy to ${target} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Full check of a copy: `integrity_check`, the application's tables, and what it holds. */
export function checkCopy(file: string): CopySummary {
  const copy = new Database(file, { fileMustExist: true })
  try {
    const problem = databaseContentProblem(copy, file, { check: 'integrity_check', complete: true })
    if (problem) throw new BackupError(`${problem}. Nothing was replaced.`)
    const rows = (table: string) => Number(copy.prepare(`select count(*) from ${table}`).pluck().get())
    return { file, bytes: fs.statSync(file).size, arcades: rows('arcades'), widgets: rows('affiliate_widgets') }
  } finally {
    copy.close()
  }
}

/** Deletes this application's oldest backups in `dir` beyond the newest `keep`; other files are never touched. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
  const removed = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => path.join(dir, name))
  for (const file of removed) fs.rmSync(file, { force: true })
  return removed
}

/** When the newest backup in `dir` was written, or undefined when it holds none. */
function newestBackupTime(dir: string): number | undefined {
  const newest = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .at(-1)
  return newest ? fs.statSync(path.join(dir, newest)).mtimeMs : undefined
}

/**
 * Scheduled backups inside the server: one every `everyHours`, counted from the newest backup already in `dir`
 * (a restart does not reset the clock, and a server that was down past its time takes one at once), keeping the
 * newest `keep`. A failed backup is logged and tried again at the next time; it never stops the server.
 */
export function scheduleBackups(source: Database.Database, dir: string, everyHours: number, keep: number): void {
  const interval = everyHours * 3_600_000
  const run = () => {
    try {
      const copy = copyDatabase(source, path.join(dir, backupFileName()))
      pruneBackups(dir, keep)
      console.log(`Backup written to ${copy.file} (${copy.arcades} arcades, integrity_check ok).`)
    } catch (error) {
      console.error(`Scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    setTimeout(run, interval).unref()
  }
  const last = newestBackupTime(dir)
  const wait = last === undefined ? 0 : Math.max(0, last + interval - Date.now())
  setTimeout(run, wait).unref()
}

/**
 * Whether another connection (a running server, `npm run admin`, a backup in progress) has the database open.
 * Every connection to a WAL database holds a shared lock on the file for as long as it is open, so an exclusive
 * lock is only granted when nobody else has it open.
 */
function inUse(file: string): boolean {
  let probe: Database.Database | undefined
  try {
    probe = new Database(file, { fileMustExist: true })
    probe.pragma('busy_timeout = 0')
    probe.pragma('locking_mode = EXCLUSIVE')
    probe.exec('BEGIN EXCLUSIVE')
    probe.exec('COMMIT')
    return false
  } catch (error) {
    return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code)
  } finally {
    // The last connection to close checkpoints the WAL into the file and removes the -wal and -shm files.
    probe?.close()
  }
}

export interface RestoreSummary extends CopySummary {
  /** Where the database that was replaced now is (undefined when there was none). */
  previous?: string
}

/**
 * Replaces the database at `target` with the backup `from`, only after a full check of the copy that is about to
 * be put in place, and never while another process holds the target open: the server keeps its file open, and a
 * file replaced under it would lose what it writes next. The database it replaces is kept beside it.
 */
export function restoreDatabase(from: string, target: string): RestoreSummary {
  const stat = fs.statSync(from, { throwIfNoEntry: false })
  if (!stat?.isFile()) throw new BackupError(`${from} is not a file. Nothing was replaced.`)
  if (stat.size === 0) throw new BackupError(`${from} is a zero-length file, not a backup. Nothing was replaced.`)
  const targetProblem = databasePathProblem(target)
  if (targetProblem) throw new BackupError(`DATABASE_PATH: ${targetProblem}. Nothing was replaced.`)
  if (fs.existsSync(target) && inUse(target)) {
    throw new BackupError(
      `${target} is open in another process (a running server?). Stop the server, then restore again. Nothing was replaced.`,
    )
  }
  const incoming = `${target}.restoring-${process.pid}`
  fs.rmSync(incoming, { force: true })
  let source: Database.Database
  try {
    source = new Database(from, { readonly: true, fileMustExist: true })
  } catch (error) {
    throw new BackupError(`${from} cannot be opened (${(error as Error).message}). Nothing was replaced.`)
  }
  try {
    const problem = databaseContentProblem(source, from, { check: 'integrity_check', complete: true })
    if (problem) throw new BackupError(`${problem}. Nothing was replaced.`)
    // A fresh copy, not the file itself: the backup stays untouched, and what is checked is what goes in place.
    source.prepare('VACUUM INTO ?').run(incoming)
  } catch (error) {
    fs.rmSync(incoming, { force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(`${from} cannot be copied (${(error as Error).message}). Nothing was replaced.`)
  } finally {
    source.close()
  }
  let summary: CopySummary
  try {
    summary = checkCopy(incoming)
    fsyncFile(incoming)
  } catch (error) {
    fs.rmSync(incoming, { force: true })
    throw error
  }
  let previous: string | undefined
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${backupFileName().replace(/^arcades-|\.db$/g, '')}`
    fs.renameSync(target, previous)
    // Left-over WAL files belong to the replaced database; beside the new one SQLite would apply them to it.
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, previous + suffix)
    }
  }
  fs.renameSync(incoming, target)
  fsyncDirectory(path.dirname(path.resolve(target)))
  return { ...summary, file: target, previous }
}
