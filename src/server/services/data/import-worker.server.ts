import fs from 'node:fs'
import { StringDecoder } from 'node:string_decoder'
import { setTimeout as sleep } from 'node:timers/promises'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import type { ImportFormat } from '../../../shared/open-data'
import type { Db } from '../../db/client.server'
import { isBusy } from '../../db/busy.server'
import * as schema from '../../db/schema'
import { zipNear } from '../near.server'
import { indexPieces, runToEnd, type IndexPiece } from '../search-index.server'
import { ImportConflict, writeImportRows, type ApplyOptions, type HeldWrite, type ImportSummary } from './import-apply.server'
import { ImportChecker, keptRow, plansAgain, rowKeys, type KeptRow, type RowKeys, type RowResult } from './import-check.server'
import { fileRows, type RowShare } from './import-file.server'
import { ImportFileError } from './osm.server'

/**
 * An import's apply on a thread of its own (issue 21, docs/decisions/0067-import-apply-thread.md): its one
 * transaction, on a connection of the thread's own, checks and writes every row and commits there, so neither the
 * rows' writes nor the commit hold the serving thread. A large import's thread then reads what the new search index
 * is built from, as the transaction leaves the directory, and sends it to the serving thread, which builds the index
 * while the thread makes its dropped indexes again and counts the lineups (0072); then the serving thread tells it to
 * commit and puts the index in place as the commit's answer arrives. The dry run before it checks the rows in shares,
 * a thread each (`checkOnThreads`). This module is the threads' script too: the built server has it as an entry of
 * its own (vite.config.ts), and from the sources (tests, `vite dev`) tsx loads it.
 */

/** Lines are written to the file of what the dry run kept this many bytes at a time, and read back so. */
const KEPT_WRITE_BYTES = 1 << 20

/** The page cache of the apply's connection (KiB), for as long as the apply runs. */
const IMPORT_CACHE_KB = 128 * 1024
/** How often the thread tells how many rows it has done (ms). */
const PROGRESS_MS = 100

/** What the thread is given. */
interface ApplyWork {
  importApply: true
  database: string
  file: string
  /** What the dry run kept, a file for each share of the rows (`checkOnThreads`). */
  kept: string[]
  format: ImportFormat
  fileName: string
  admin: { id: number; username: string }
  /**
   * `holdBefore`: a small import, whose caches hear of each arcade it wrote; a large one's thread sends the pieces of
   * the new search index instead, once its rows are written.
   */
  options: ApplyOptions & { holdBefore: boolean; rebuildIndexes: boolean }
}

/**
 * What the thread tells: its progress, the pieces of the new search index and their end, then the rows written,
 * then the commit; or a failure, rolled back.
 */
type Told =
  | { kind: 'progress'; rows: number }
  | { kind: 'index'; piece: IndexPiece }
  | { kind: 'indexed' }
  | { kind: 'written'; summary: ImportSummary & { importId: number }; writes: HeldWrite[] }
  | { kind: 'committed' }
  | { kind: 'failed'; message: string; stack?: string; conflict: boolean }

/** An apply under way on its thread. */
export interface ApplyThread {
  /**
   * The rows written, not committed yet: the summary, and the writes held for the caches when `holdBefore` (none
   * otherwise). Rejects when the apply failed and was rolled back.
   */
  written: Promise<{ summary: ImportSummary & { importId: number }; writes: HeldWrite[] }>
  /**
   * The pieces of the new search index as the thread sends them (unless `holdBefore`), read from the transaction's
   * view once its rows are written: a promise stands for the pieces still to come (`SearchIndex.building` waits for
   * it). Throws the thread's failure when it fails first.
   */
  indexPieces: Iterable<IndexPiece | Promise<unknown>>
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
export function applyOnThread(work: Omit<ApplyWork, 'importApply'>, progress: (rows: number) => void): ApplyThread {
  const thread = startThread({ ...work, importApply: true } satisfies ApplyWork)
  const pieces = receivedPieces()
  let next = deferred<Told>()
  const failed = (error: Error) => {
    pieces.end(error)
    next.reject(error)
  }
  thread.on('message', (told: Told) => {
    if (told.kind === 'progress') return progress(told.rows)
    if (told.kind === 'index') return pieces.add(told.piece)
    if (told.kind === 'indexed') return pieces.end()
    const answer = next
    next = deferred<Told>()
    if (told.kind !== 'failed') return answer.resolve(told)
    const error = told.conflict ? new ImportConflict(told.message) : new Error(told.message)
    error.stack = told.stack ?? error.stack
    pieces.end(error)
    answer.reject(error)
  })
  thread.on('error', failed)
  thread.on('exit', (code) => failed(new Error(`The import's thread ended (${code}) before its answer`)))
  const written = next.promise.then((told) => {
    if (told.kind !== 'written') throw new Error(`The import's thread answered ${told.kind}`)
    return { summary: told.summary, writes: told.writes }
  })
  return {
    written,
    indexPieces: pieces.all(),
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

/** A thread running this module with `work`. */
function startThread(work: ApplyWork | CheckWork): Worker {
  const script = new URL(import.meta.url)
  return new Worker(script, {
    workerData: work,
    // From the sources, the thread's TypeScript is loaded by tsx (a development dependency, as the sources are).
    execArgv: script.pathname.endsWith('.ts') ? ['--import', 'tsx'] : undefined,
  })
}

/** The index's pieces as they arrive, each let go once read; then their end, or the failure that ended them. */
function receivedPieces() {
  const arrived: (IndexPiece | undefined)[] = []
  let read = 0
  let ended: { error?: Error } | undefined
  let more = deferred<void>()
  const wake = () => {
    more.resolve()
    more = deferred<void>()
  }
  return {
    add(piece: IndexPiece) {
      arrived.push(piece)
      wake()
    },
    end(error?: Error) {
      ended ??= { error }
      wake()
    },
    *all(): Generator<IndexPiece | Promise<unknown>> {
      for (;;) {
        if (read < arrived.length) {
          const piece = arrived[read]!
          arrived[read++] = undefined
          yield piece
        } else if (ended?.error) throw ended.error
        else if (ended) return
        else yield more.promise
      }
    },
  }
}

/** What the dry run kept of each row, in the file's order: row i is in the file of share i modulo their number. */
function* keptLines(files: string[]): Generator<KeptRow> {
  const shares = files.map(keptLinesOf)
  try {
    for (;;) {
      for (const share of shares) {
        const next = share.next()
        if (next.done) return
        yield next.value
      }
    }
  } finally {
    for (const share of shares) share.return(undefined)
  }
}

/** The lines of one file of what the dry run kept, as it wrote them. */
function* keptLinesOf(file: string): Generator<KeptRow> {
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

/**
 * The thread's side: the transaction, every row, the new search index's pieces when it sends them, then it waits
 * until the serving thread says commit or not.
 */
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
      () => {
        if (work.options.holdBefore) return
        for (const piece of indexPieces(conn)) tell({ kind: 'index', piece })
        tell({ kind: 'indexed' })
      },
    )
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
  }
}

/** What a thread of the dry run is given: the rows whose index (from 0) leaves `share` divided by `shares`. */
interface CheckWork extends RowShare {
  importCheck: true
  database: string
  file: string
  format: ImportFormat
  /** The share's file of kept rows, a line a row (`keptRow`), for the apply. */
  kept: string
}

/** Some of a share's rows as checked, in order: each one's result and what names it. */
export interface CheckedRows {
  results: RowResult[]
  keys: Pick<RowKeys, 'row' | 'slug' | 'osmRef' | 'problem'>[]
}

type CheckTold =
  | ({ kind: 'checked' } & CheckedRows)
  | { kind: 'done' }
  | { kind: 'failed'; message: string; stack?: string; fileError: boolean }

/**
 * The dry run of `file` in shares, a thread each, each with a read-only connection of its own reading in one
 * transaction: each checks its rows and writes what it keeps of them to its file of `kept`, and tells `checked` its
 * results in order as it goes (every PROGRESS_MS). Rows that name a slug or element again are not found here, as
 * no thread sees every row: the caller finds them (`repeated`). Each reads only its share of the rows (`fileRows`).
 * Resolves once every share is checked; rejects as the first thread that fails does (an ImportFileError when the
 * file is not of its format), the others stopped.
 */
export function checkOnThreads(
  work: { database: string; file: string; format: ImportFormat; kept: string[] },
  checked: (share: number, rows: CheckedRows) => void,
): Promise<void> {
  const shares = work.kept.length
  const threads = work.kept.map((kept, share) =>
    startThread({ importCheck: true, database: work.database, file: work.file, format: work.format, share, shares, kept }),
  )
  return new Promise<void>((resolve, reject) => {
    let done = 0
    const fail = (error: Error) => {
      for (const thread of threads) void thread.terminate()
      reject(error)
    }
    threads.forEach((thread, share) => {
      thread.on('message', (told: CheckTold) => {
        if (told.kind === 'checked') return checked(share, told)
        if (told.kind === 'done') {
          if (++done === shares) resolve()
          return
        }
        const error = told.fileError ? new ImportFileError(told.message) : new Error(told.message)
        error.stack = told.stack ?? error.stack
        fail(error)
      })
      thread.on('error', fail)
      thread.on('exit', (code) => {
        if (code !== 0) fail(new Error(`A thread of the dry run ended (${code}) before its answer`))
      })
    })
  })
}

/** A dry run thread's side: its share of the rows checked, what it keeps of them written, their results told. */
function checkHere(work: CheckWork, tell: (told: CheckTold) => void) {
  const sqlite = new Database(work.database, { readonly: true, fileMustExist: true })
  const db = drizzle(sqlite, { schema }) as Db
  const kept = fs.openSync(work.kept, 'w', 0o600)
  try {
    // One read transaction: every read sees the same commit, and costs less than one transaction a read.
    sqlite.exec('BEGIN')
    const checker = new ImportChecker(db, { repeats: false })
    let lines = ''
    let rows: CheckedRows = { results: [], keys: [] }
    let toldAt = performance.now()
    for (const fileRow of fileRows(work.file, work.format, (lat, lng) => zipNear(db, lat, lng), work)) {
      const plan = checker.check(fileRow)
      const { row, slug, osmRef, problem } = rowKeys(fileRow)
      rows.results.push(plan.result)
      rows.keys.push({ row, slug, osmRef, problem })
      lines += `${JSON.stringify(keptRow(fileRow, plan))}\n`
      if (lines.length >= KEPT_WRITE_BYTES) {
        fs.writeSync(kept, lines)
        lines = ''
      }
      if (performance.now() - toldAt >= PROGRESS_MS) {
        tell({ kind: 'checked', ...rows })
        rows = { results: [], keys: [] }
        toldAt = performance.now()
      }
    }
    fs.writeSync(kept, lines)
    tell({ kind: 'checked', ...rows })
    tell({ kind: 'done' })
  } catch (error) {
    const { message, stack } = error as Error
    tell({ kind: 'failed', message, stack, fileError: error instanceof ImportFileError })
  } finally {
    fs.closeSync(kept)
    sqlite.close()
  }
}

if (!isMainThread && (workerData as Partial<CheckWork> | null)?.importCheck && parentPort) {
  const port = parentPort
  checkHere(workerData as CheckWork, (told) => port.postMessage(told))
}

if (!isMainThread && (workerData as Partial<ApplyWork> | null)?.importApply && parentPort) {
  const port = parentPort
  const work = workerData as ApplyWork
  const decision = new Promise((resolve) => port.once('message', resolve))
  // The port keeps the thread alive while it waits for the serving thread's word; the thread ends when its work does,
  // whether or not that word came.
  void applyHere(work, (told) => port.postMessage(told), decision).finally(() => port.unref())
}
