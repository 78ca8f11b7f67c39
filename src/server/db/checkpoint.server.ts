import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type Database from 'better-sqlite3'

/**
 * The worker's script, evaluated (the build has no entry for a worker file): a connection of its own runs one
 * PASSIVE checkpoint and answers its counts.
 */
const CHECKPOINT_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const sqlite = new Database(workerData.file, { fileMustExist: true })
try {
  parentPort.postMessage(sqlite.pragma('wal_checkpoint(PASSIVE)')[0])
} finally {
  sqlite.close()
}
`

const driver = createRequire(import.meta.url).resolve('better-sqlite3')

/** What a checkpoint did: WAL frames in all, and frames copied into the database file. */
export interface CheckpointResult {
  busy: number
  log: number
  checkpointed: number
}

/** Background checkpoints not finished yet per serving connection, and its own automatic checkpoint before them. */
const paused = new Map<Database.Database, { pending: number; pages: number }>()

/**
 * Copies the WAL of the database `serving` is open on into the file off the serving thread, in a short-lived
 * worker thread with its own connection (docs/decisions/0054-bulk-import.md). PASSIVE: it neither holds the write
 * lock nor waits for readers, so visitors and writers go on meanwhile; frames a reader still needs are left to the
 * next checkpoint. An import's commit leaves about a gigabyte of WAL at 100,000 rows, whose checkpoint on the
 * serving thread held visitors for seconds. Until the worker is done, `serving`'s own automatic checkpoint is off:
 * the serving connection's next write (a session slid, an edit) would otherwise copy that WAL first, on the serving
 * thread (3.7 s after a 100,000-row import, docs/decisions/0062-import-rows-in-index-order.md).
 */
export function checkpointInBackground(serving: Database.Database): Promise<CheckpointResult> {
  const held = paused.get(serving) ?? {
    pending: 0,
    pages: serving.pragma('wal_autocheckpoint', { simple: true }) as number,
  }
  held.pending++
  paused.set(serving, held)
  serving.pragma('wal_autocheckpoint = 0')
  return new Promise<CheckpointResult>((resolve, reject) => {
    const worker = new Worker(CHECKPOINT_SCRIPT, { eval: true, workerData: { driver, file: serving.name } })
    worker.unref()
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the checkpoint thread ended with ${code}`)))
  }).finally(() => {
    if (--held.pending > 0) return
    paused.delete(serving)
    if (serving.open) serving.pragma(`wal_autocheckpoint = ${held.pages}`)
  })
}
