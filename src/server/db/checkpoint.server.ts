import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

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

/**
 * Copies the WAL of the database `file` into the file off the serving thread, in a short-lived worker thread with
 * its own connection (docs/decisions/0054-bulk-import.md). PASSIVE: it neither holds the write lock nor waits for
 * readers, so visitors and writers go on meanwhile; frames a reader still needs are left to the next checkpoint.
 * An import's commit leaves about a gigabyte of WAL at 100,000 rows, whose checkpoint on the serving thread held
 * visitors for seconds.
 */
export function checkpointInBackground(file: string): Promise<CheckpointResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECKPOINT_SCRIPT, { eval: true, workerData: { driver, file } })
    worker.unref()
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the checkpoint thread ended with ${code}`)))
  })
}
