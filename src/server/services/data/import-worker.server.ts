import fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  isMainThread,
  MessageChannel,
  parentPort,
  receiveMessageOnPort,
  Worker,
  workerData,
  type MessagePort,
} from 'node:worker_threads'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import type { ImportFormat } from '../../../shared/open-data'
import type { Db } from '../../db/client.server'
import { isBusy } from '../../db/busy.server'
import * as schema from '../../db/schema'
import { zipNear } from '../near.server'
import { runToEnd } from '../search-index.server'
import { ImportConflict, writeImportRows, type ApplyOptions, type HeldWrite, type ImportSummary } from './import-apply.server'
import { ImportChecker, plansAgain, type KeptRow } from './import-check.server'
import { fileRows } from './import-file.server'

/**
 * An import's apply on a thread of its own (issue 21, docs/decisions/0067-import-apply-thread.md): its one
 * transaction, on a connection of the thread's own, checks and writes every row and commits there, so neither the
 * rows' writes nor the commit hold the serving thread. Between the last row and the commit, the serving thread
 * reads the transaction's view through the thread (`reads`) to build the new search index, then tells it to commit
 * and puts the index in place as the commit's answer arrives. This module is the thread's script too: the built
 * server has it as an entry of its own (vite.config.ts), and from the sources (tests, `vite dev`) tsx loads it.
 */

/** Lines are written to the file of what the dry run kept this many bytes at a time, and read back so. */
export const KEPT_WRITE_BYTES = 1 << 20

/** The page cache of the apply's connection (KiB), for as long as the apply runs. */
const IMPORT_CACHE_KB = 128 * 1024
/** How often the thread tells how many rows it has done (ms). */
const PROGRESS_MS = 100
/** The longest the serving thread waits for one read of the transaction's view (ms): the thread answers in a few. */
const READ_WAIT_MS = 60_000
/** What the shared word of a read says: asked, answered, or the thread has ended (it answers nothing more). */
const ASKED = 0
const ANSWERED = 1
const ENDED = 2

/** What the thread is given. */
interface ApplyWork {
  importApply: true
  database: string
  file: string
  kept: string
  format: ImportFormat
  fileName: string
  admin: { id: number; username: string }
  options: ApplyOptions & { holdBefore: boolean; rebuildIndexes: boolean }
  /** The serving thread's reads of the transaction's view: asked on this port, answered when `answered` is 1. */
  reads: MessagePort
  /** ASKED, ANSWERED or ENDED. */
  answered: SharedArrayBuffer
}

/** What the thread tells: its progress, then the rows written, then the commit; or a failure, rolled back. */
type Told =
  | { kind: 'progress'; rows: number }
  | { kind: 'written'; summary: ImportSummary & { importId: number }; writes: HeldWrite[] }
  | { kind: 'committed' }
  | { kind: 'failed'; message: string; stack?: string; conflict: boolean }

interface Read {
  sql: string
  params: unknown[]
  raw: boolean
  one: boolean
}

/** An apply under way on its thread. */
export interface ApplyThread {
  /**
   * The rows written, not committed yet: the summary, and the writes held for the caches when `holdBefore` (none
   * otherwise). Rejects when the apply failed and was rolled back.
   */
  written: Promise<{ summary: ImportSummary & { importId: number }; writes: HeldWrite[] }>
  /** Reads of the transaction's view, answered synchronously by the thread: only once `written`, until the end. */
  reads: Pick<Db, 'select'>
  /** Commits the transaction; resolves once it is committed (rejects when the commit failed). */
  commit(): Promise<void>
  /** Rolls the transaction back; resolves once it is. */
  rollback(): Promise<void>
}

/** A promise with its settling functions; a rejection nobody awaits is not reported as unhandled. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  promise.catch(() => {})
  return { promise, resolve, reject }
}

/**
 * Starts the apply of an import's file (checked, its kept lines beside it) on a thread of its own, into the
 * database file `database`. `progress` hears how many rows are done.
 */
export function applyOnThread(
  work: Omit<ApplyWork, 'importApply' | 'reads' | 'answered'>,
  progress: (rows: number) => void,
): ApplyThread {
  const { port1, port2 } = new MessageChannel()
  const answered = new SharedArrayBuffer(4)
  const script = new URL(import.meta.url)
  const thread = new Worker(script, {
    workerData: { ...work, importApply: true, reads: port2, answered } satisfies ApplyWork,
    transferList: [port2],
    // From the sources, the thread's TypeScript is loaded by tsx (a development dependency, as the sources are).
    execArgv: script.pathname.endsWith('.ts') ? ['--import', 'tsx'] : undefined,
  })
  let next = deferred<Told>()
  thread.on('message', (told: Told) => {
    if (told.kind === 'progress') return progress(told.rows)
    const answer = next
    next = deferred<Told>()
    if (told.kind !== 'failed') return answer.resolve(told)
    const error = told.conflict ? new ImportConflict(told.message) : new Error(told.message)
    error.stack = told.stack ?? error.stack
    answer.reject(error)
  })
  thread.on('error', (error) => next.reject(error))
  thread.on('exit', (code) => {
    port1.close()
    next.reject(new Error(`The import's thread ended (${code}) before its answer`))
  })
  const written = next.promise.then((told) => {
    if (told.kind !== 'written') throw new Error(`The import's thread answered ${told.kind}`)
    return { summary: told.summary, writes: told.writes }
  })
  return {
    written,
    reads: threadReads(port1, new Int32Array(answered)),
    async commit() {
      const committed = next.promise
      thread.postMessage('commit')
      await committed
    },
    async rollback() {
      const ended = next.promise
      thread.postMessage('rollback')
      await ended.catch(() => {})
    },
  }
}

/**
 * A drizzle database whose statements are run by the import's thread in its transaction, each answered before the
 * call returns: the serving thread waits for the answer (a few ms a read), as it would for its own statement. A
 * thread that has ended (its work failed outside a statement, or it was told to end) answers nothing: the read fails
 * at once instead of holding the serving thread for READ_WAIT_MS.
 */
function threadReads(port: MessagePort, answered: Int32Array): Pick<Db, 'select'> {
  const ended = "The import's thread has ended: it answers no read"
  const ask =
    (sql: string, raw: boolean, one: boolean) =>
    (...params: unknown[]): unknown => {
      if (Atomics.compareExchange(answered, 0, ANSWERED, ASKED) === ENDED) throw new Error(ended)
      port.postMessage({ sql, params, raw, one } satisfies Read)
      Atomics.wait(answered, 0, ASKED, READ_WAIT_MS)
      const answer = receiveMessageOnPort(port)?.message as { rows: unknown } | { error: string } | undefined
      if (!answer) throw new Error(Atomics.load(answered, 0) === ENDED ? ended : "The import's thread did not answer a read")
      if ('error' in answer) throw new Error(answer.error)
      return answer.rows
    }
  const client = {
    prepare: (sql: string) => ({
      all: ask(sql, false, false),
      get: ask(sql, false, true),
      raw: () => ({ all: ask(sql, true, false), get: ask(sql, true, true) }),
    }),
  }
  return drizzle(client as unknown as Database.Database, { schema })
}

/** Answers the serving thread's reads (threadReads) from `conn`, in its transaction. */
function answerReads(conn: Db, port: MessagePort, answered: Int32Array) {
  const statements = new Map<string, Database.Statement>()
  port.on('message', ({ sql, params, raw, one }: Read) => {
    let answer: { rows: unknown } | { error: string }
    try {
      let statement = statements.get(sql)
      if (!statement) statements.set(sql, (statement = conn.$client.prepare(sql)))
      statement.raw(raw)
      answer = { rows: one ? statement.get(...params) : statement.all(...params) }
    } catch (error) {
      answer = { error: (error as Error).message }
    }
    port.postMessage(answer)
    Atomics.store(answered, 0, ANSWERED)
    Atomics.notify(answered, 0)
  })
}

/** The lines of what the dry run kept, one a row, as the dry run wrote them. */
function* keptLines(file: string): Generator<KeptRow> {
  const fd = fs.openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(KEPT_WRITE_BYTES)
    const text = new StringDecoder('utf8')
    let rest = ''
    for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) {
      const lines = (rest + text.write(buffer.subarray(0, read))).split('\n')
      rest = lines.pop()!
      for (const line of lines) yield JSON.parse(line) as KeptRow
    }
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * The thread's connection, for its one transaction, while the serving connection goes on reading what is committed
 * (WAL).
 */
function importConnection(database: string): Db {
  const sqlite = new Database(database, { fileMustExist: true })
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 0')
  // The transaction's pages stay in memory until it commits: at the default 2 MB they spill to the WAL and are read
  // back, which doubled the apply's time.
  sqlite.pragma(`cache_size = -${IMPORT_CACHE_KB}`)
  // Its commit does not checkpoint the WAL it wrote (a gigabyte at 100,000 rows): a short-lived thread does, after
  // the commit (checkpointInBackground), while the serving connection's own automatic checkpoint waits.
  sqlite.pragma('wal_autocheckpoint = 0')
  return drizzle(sqlite, { schema }) as Db
}

/** BEGIN IMMEDIATE, trying again while another connection writes, for 30 s at most. */
async function beginWrite(sqlite: Database.Database) {
  const deadline = performance.now() + 30_000
  for (;;) {
    try {
      sqlite.exec('BEGIN IMMEDIATE')
      return
    } catch (error) {
      if (!isBusy(error) || performance.now() > deadline) throw error
      await sleep(20)
    }
  }
}

/** The thread's side: the transaction, every row, then the serving thread's reads until it says commit or not. */
async function applyHere(work: ApplyWork, tell: (told: Told) => void, decision: Promise<unknown>) {
  const conn = importConnection(work.database)
  const kept = keptLines(work.kept)
  try {
    await beginWrite(conn.$client)
    const checker = new ImportChecker(conn)
    let rows = 0
    let toldAt = performance.now()
    const { summary, writes } = await writeImportRows(
      conn,
      checker,
      { admin: work.admin, format: work.format, fileName: work.fileName },
      work.options,
      async (each) => {
        for (const plan of plansAgain(checker, kept, fileRows(work.file, work.format, (lat, lng) => zipNear(conn, lat, lng)))) {
          each(plan)
          rows++
          if (performance.now() - toldAt >= PROGRESS_MS) {
            tell({ kind: 'progress', rows })
            toldAt = performance.now()
          }
        }
        tell({ kind: 'progress', rows })
      },
      async (steps) => runToEnd(steps),
    )
    answerReads(conn, work.reads, new Int32Array(work.answered))
    // Only a small import's writes are told to the caches one by one (import-jobs.server.ts); a large one's are not
    // sent, a list of every arcade's games at 100,000 rows.
    tell({ kind: 'written', summary, writes: work.options.holdBefore ? writes : [] })
    if ((await decision) !== 'commit') throw new ImportConflict('The apply was stopped; nothing was applied')
    conn.$client.exec('COMMIT')
    tell({ kind: 'committed' })
  } catch (error) {
    if (conn.$client.inTransaction) conn.$client.exec('ROLLBACK')
    const { message, stack } = error as Error
    tell({ kind: 'failed', message, stack, conflict: error instanceof ImportConflict })
  } finally {
    kept.return(undefined)
    conn.$client.close()
    work.reads.close()
  }
}

if (!isMainThread && (workerData as Partial<ApplyWork> | null)?.importApply && parentPort) {
  const port = parentPort
  const work = workerData as ApplyWork
  // However the thread ends, a read the serving thread is waiting for (or asks later) hears so at once.
  process.once('exit', () => {
    const answered = new Int32Array(work.answered)
    Atomics.store(answered, 0, ENDED)
    Atomics.notify(answered, 0)
  })
  const decision = new Promise((resolve) => port.once('message', resolve))
  // The thread ends when its work does, whether or not the serving thread said commit.
  port.unref()
  void applyHere(work, (told) => port.postMessage(told), decision)
}
