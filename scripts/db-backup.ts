/**
 * Takes a consistent copy of the live database, while the server keeps serving, and checks it.
 *
 *   npm run db:backup -- [file]
 *
 * Without a file the copy goes to BACKUP_DIR (default: a `backups` directory beside DATABASE_PATH) under a
 * name with the time. The copy is a `VACUUM INTO` snapshot; it gets its name only after `integrity_check` and the
 * schema check passed, so a file under that name is a checked backup. Exits non-zero with one line on failure.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { backupFileName, copyDatabase } from '../src/server/db/backup.server'
import { writableDirectoryProblem } from '../src/server/db/database-file.server'
import { env } from '../src/server/env.server'

function main(): void {
  const config = env()
  const source = config.DATABASE_PATH
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`DATABASE_PATH: there is no database at ${source} to back up`)
  }
  const target =
    process.argv[2] ?? path.join(config.BACKUP_DIR ?? path.join(path.dirname(source), 'backups'), backupFileName())
  const problem = writableDirectoryProblem(path.dirname(path.resolve(target)))
  if (problem) throw new Error(`Cannot write the backup: ${problem}`)
  const db = new Database(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const copy = copyDatabase(db, target)
    console.log(
      `Backup written to ${copy.file}: ${copy.bytes} bytes, ${copy.arcades} arcades, ${copy.widgets} widgets; integrity_check ok.`,
    )
  } finally {
    db.close()
  }
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
