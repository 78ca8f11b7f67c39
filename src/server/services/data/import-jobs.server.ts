import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { count, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { IMPORT_OUTCOMES, type adminImportSchema, type IMPORT_STATES, type ImportOutcome } from '../../../shared/import'
import { IMPORT_FILE_MAX_BYTES, type ImportFormat } from '../../../shared/open-data'
import type { Db } from '../../db/client.server'
import * as schema from '../../db/schema'
import { rejected, repeated, type RowResult, type RowsSeen } from './import-check.server'
import { ImportFileError } from './osm.server'
import { ImportConflict, rebuildsIndexes, type ApplyOptions, type HeldWrite, type ImportSummary } from './import-apply.server'
import { applyOnThread, checkOnThreads, type CheckedRows } from './import-worker.server'
import { announceListingWrite } from '../listing-writes.server'
import { markDataChanged } from '../../cache/data-generation.server'
import { checkpointInBackground } from '../../db/checkpoint.server'
import { SearchIndex, type IndexPiece } from '../search-index.server'
import { preparingSuggestions } from '../suggestions.server'


/**
 * An import as it goes (issue 21, docs/decisions/0044-export-and-import.md): the file arrives as one streamed body
 * (or in pieces) into a temporary file, is checked row by row (the dry run), then applied in one transaction. Both
 * run off the request that started them and off the serving thread, so visitors are answered meanwhile: the check
 * on threads, a share of the rows each, the apply on a thread of its own (import-worker.server.ts); the screen asks
 * for the progress. Imports live in this process's memory and their files in the system's temporary
 * directory, until applied, discarded, an hour unused or the server stopped.
 */

export type ImportState = (typeof IMPORT_STATES)[number]

/** An import as the admin API shows it. */
export type AdminImport = z.infer<typeof adminImportSchema>

interface Job extends AdminImport {
  file: string
  /** What the dry run kept of each row for the apply, a line a row, a file for each share of the rows (`checkOnThreads`). */
  kept: string[]
  admin: { id: number; username: string }
  results: RowResult[]
  touchedAt: number
}

export class ImportTooLarge extends Error {}

/** How long a slice of work may hold the event loop (ms). */
const SLICE_MS = 8
/** The dry run's threads, each checking a share of the rows: as many as the machine has cores, up to four. */
const CHECK_SHARES = Math.min(4, os.availableParallelism())
const UNUSED_MS = 60 * 60 * 1000
const JOBS_KEPT = 5

const jobs = new Map<string, Job>()
let applying = false

/** Each server's imports' files are in a directory of its own, named by its process id. */
const DIRECTORY_PREFIX = 'arcade-atlas-imports-'
let removedAtExit = false

function directory(): string {
  const dir = path.join(os.tmpdir(), `${DIRECTORY_PREFIX}${process.pid}`)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (!removedAtExit) {
    // Imports live in this process's memory: those not applied when it stops are lost, and their files go with them.
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    removedAtExit = true
  }
  return dir
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the imports' files of servers that ended without their exit (killed or crashed): the directories of
 * processes no longer running. A directory this user may not remove is left.
 */
export function removeImportFilesLeftBehind(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(DIRECTORY_PREFIX)) continue
    const pid = Number(name.slice(DIRECTORY_PREFIX.length))
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue
    try {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true })
    } catch {
      // another user's, or already gone
    }
  }
}

function drop(job: Job) {
  jobs.delete(job.id)
  removeFiles(job)
}

function removeFiles(job: Job) {
  fs.rmSync(job.file, { force: true })
  for (const kept of job.kept) fs.rmSync(kept, { force: true })
}

/** Forgets imports unused for an hour, and the oldest beyond JOBS_KEPT, except one being checked or applied. */
function sweep(now: number) {
  const idle = [...jobs.values()].filter((j) => j.state !== 'checking' && j.state !== 'applying')
  for (const job of idle) if (now - job.touchedAt > UNUSED_MS) drop(job)
  idle
    .filter((j) => jobs.has(j.id))
    .sort((a, b) => b.touchedAt - a.touchedAt)
    .slice(JOBS_KEPT - 1)
    .forEach(drop)
}

function shown(job: Job): AdminImport {
  const { id, format, fileName, size, state, progress, counts, problem, applied } = job
  return { id, format, fileName, size, state, progress: { ...progress }, counts: { ...counts }, problem, applied }
}

function pieceBytes(piece: { base64?: string; text?: string }): Buffer {
  return piece.base64 !== undefined ? Buffer.from(piece.base64, 'base64') : Buffer.from(piece.text ?? '', 'utf8')
}

function append(db: Db, job: Job, piece: { base64?: string; text?: string; more: boolean }) {
  const bytes = pieceBytes(piece)
  if (job.size + bytes.byteLength > IMPORT_FILE_MAX_BYTES) {
    drop(job)
    throw new ImportTooLarge(`The file must be at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`)
  }
  fs.appendFileSync(job.file, bytes)
  job.size += bytes.byteLength
  job.touchedAt = Date.now()
  if (!piece.more) {
    job.state = 'checking'
    void check(db, job)
  }
}

/** A new import, its file empty, in the state 'uploading'. */
function newJob(admin: Job['admin'], format: ImportFormat, fileName: string): Job {
  const now = Date.now()
  sweep(now)
  const id = randomUUID()
  const job: Job = {
    id,
    format,
    fileName,
    size: 0,
    state: 'uploading',
    progress: { rows: 0, total: null },
    counts: Object.fromEntries(IMPORT_OUTCOMES.map((o) => [o, 0])) as Record<ImportOutcome, number>,
    problem: null,
    applied: null,
    file: path.join(directory(), `${id}.${format === 'csv' ? 'csv' : 'json'}`),
    kept: Array.from({ length: CHECK_SHARES }, (_, share) => path.join(directory(), `${id}.${share}.kept`)),
    admin,
    results: [],
    touchedAt: now,
  }
  fs.writeFileSync(job.file, '', { mode: 0o600 })
  jobs.set(id, job)
  return job
}

export function startImport(
  db: Db,
  admin: { id: number; username: string },
  input: { format: ImportFormat; fileName: string; base64?: string; text?: string; more: boolean },
): AdminImport {
  const job = newJob(admin, input.format, input.fileName)
  append(db, job, input)
  return shown(job)
}

/** A streamed file that is empty, or whose stream broke off before its end (the client went away). */
export class ImportFileUnread extends Error {}

/**
 * Begins an import with the whole file as a stream (the request's body), written to the import's file as it
 * arrives, at most IMPORT_FILE_MAX_BYTES; then its dry run starts. A file too large (ImportTooLarge), empty or cut
 * off (ImportFileUnread) leaves no import behind.
 */
export async function receiveImport(
  db: Db,
  admin: { id: number; username: string },
  input: { format: ImportFormat; fileName: string; file: ReadableStream<Uint8Array> },
): Promise<AdminImport> {
  const job = newJob(admin, input.format, input.fileName)
  const out = await fs.promises.open(job.file, 'a')
  try {
    const reader = input.file.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value
      if (job.size + chunk.byteLength > IMPORT_FILE_MAX_BYTES) {
        void reader.cancel()
        throw new ImportTooLarge(`The file must be at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`)
      }
      await out.write(chunk)
      job.size += chunk.byteLength
      job.touchedAt = Date.now()
    }
    if (job.size === 0) throw new ImportFileUnread('The file is empty')
  } catch (error) {
    drop(job)
    if (error instanceof ImportTooLarge || error instanceof ImportFileUnread) throw error
    throw new ImportFileUnread(`The file did not arrive whole: ${(error as Error).message}`)
  } finally {
    await out.close()
  }
  if (!jobs.has(job.id)) throw new ImportConflict('The import was forgotten while its file arrived')
  job.state = 'checking'
  void check(db, job)
  return shown(job)
}

function jobOf(id: string): Job | undefined {
  const job = jobs.get(id)
  if (job) job.touchedAt = Date.now()
  return job
}

export function appendToImport(db: Db, input: { id: string; base64?: string; text?: string; more: boolean }): AdminImport | undefined {
  const job = jobOf(input.id)
  if (!job) return undefined
  if (job.state !== 'uploading') throw new ImportConflict('The file is complete: its last piece has arrived')
  append(db, job, input)
  return shown(job)
}

export function importOf(id: string): AdminImport | undefined {
  const job = jobOf(id)
  return job && shown(job)
}

/** A page of the dry run's rows, all or those of one outcome. */
export function importRows(input: { id: string; outcome?: ImportOutcome; offset: number; limit: number }): { data: RowResult[]; total: number } | undefined {
  const job = jobOf(input.id)
  if (!job) return undefined
  const rows = input.outcome ? job.results.filter((r) => r.outcome === input.outcome) : job.results
  return { data: rows.slice(input.offset, input.offset + input.limit), total: rows.length }
}

export function discardImport(id: string): boolean {
  const job = jobs.get(id)
  if (!job) return false
  if (job.state === 'applying') throw new ImportConflict('The import is being applied')
  drop(job)
  return true
}

/**
 * Runs `steps`, a slice of SLICE_MS at a time, with a turn of the event loop between slices; answers their result.
 * A step that yields a promise ends its slice, and the next slice waits for it.
 */
async function sliced<T>(steps: Generator<unknown, T>): Promise<T> {
  for (;;) {
    const sliceStart = performance.now()
    let step = steps.next()
    while (!step.done && !(step.value instanceof Promise) && performance.now() - sliceStart <= SLICE_MS) step = steps.next()
    if (step.done) return step.value
    await (step.value instanceof Promise ? step.value : nextTurn())
  }
}

/**
 * The dry run: every row checked against the database as it is; nothing written. The rows are checked in shares, a
 * thread each (`checkOnThreads`), and their results taken here in the file's order, where a row that names a slug or
 * element an earlier row named is rejected (0073). Each row is kept for the apply in the files of the import's own, a
 * JSON line a row: what a new row's check made of it, so that the apply need not run the admin form's rules again
 * (docs/decisions/0060-bulk-import-creates.md), and any other row as the file has it, so that the apply need not
 * read the uploaded file again (0071).
 */
async function check(db: Db, job: Job) {
  const seen: RowsSeen = new Map()
  const shares = job.kept.map(() => ({ results: [] as RowResult[], keys: [] as CheckedRows['keys'], at: 0 }))
  // The rows checked so far, in the file's order: row i is share i modulo their number's.
  const taken = () => {
    for (;;) {
      const share = shares[job.results.length % shares.length]!
      if (share.at === share.results.length) return
      const result = share.results[share.at]!
      const again = repeated(seen, share.keys[share.at]!)
      share.at++
      const row = again ? rejected(result.row, result.label, [again]).result : result
      job.results.push(row)
      job.counts[row.outcome]++
      job.progress.rows++
    }
  }
  try {
    await checkOnThreads({ database: db.$client.name, file: job.file, format: job.format, kept: job.kept }, (at, rows) => {
      const share = shares[at]!
      share.results = share.results.slice(share.at).concat(rows.results)
      share.keys = share.keys.slice(share.at).concat(rows.keys)
      share.at = 0
      taken()
    })
    taken()
    job.progress.total = job.progress.rows
    job.state = 'checked'
  } catch (error) {
    job.state = 'failed'
    job.problem = error instanceof ImportFileError ? error.message : `The file could not be checked: ${(error as Error).message}`
    if (!(error instanceof ImportFileError)) console.error(error)
  }
}

/**
 * Applies a checked import: every row it accepts, in one transaction, each arcade's change with its revision and
 * the `imports` row; then every cache hears that everything may have changed, the search index built again before
 * the commit (docs/decisions/0054-bulk-import.md). Rejected rows stop it unless
 * `skipRejected`; possible duplicates are added only with `addDuplicates`.
 */
export function applyImport(db: Db, input: { id: string } & ApplyOptions): AdminImport | undefined {
  const job = jobOf(input.id)
  if (!job) return undefined
  if (job.state !== 'checked') throw new ImportConflict(`The import cannot be applied while it is ${job.state}`)
  if (applying) throw new ImportConflict('Another import is being applied; try again when it is done')
  applying = true
  job.state = 'applying'
  job.progress = { rows: 0, total: job.progress.total }
  void apply(db, job, input)
  return shown(job)
}

/**
 * The most arcades an import may write and still have the caches hear of each one as of an edit, in the commit's
 * turn of the event loop (about 0.3 ms each at 100,000 arcades): what it cannot have touched stays cached. A larger
 * import builds the search index again in its transaction and empties the caches at its commit.
 */
export const IMPORT_TOLD_ONE_BY_ONE_MAX = 100

async function apply(db: Db, job: Job, options: ApplyOptions) {
  const planned = job.counts.new + job.counts.changed + (options.addDuplicates ? job.counts.duplicate : 0)
  const oneByOne = planned <= IMPORT_TOLD_ONE_BY_ONE_MAX
  const existing = db.select({ n: count() }).from(schema.arcades).get()!.n
  let committed: { summary: ImportSummary & { importId: number }; writes: HeldWrite[]; index?: SearchIndex } | undefined
  // The transaction, its rows and its commit run on a thread of their own (docs/decisions/0067-import-apply-thread.md).
  const thread = applyOnThread(
    {
      database: db.$client.name,
      file: job.file,
      kept: job.kept,
      format: job.format,
      fileName: job.fileName,
      admin: job.admin,
      options: { ...options, holdBefore: oneByOne, rebuildIndexes: rebuildsIndexes(planned, existing) },
    },
    (rows) => (job.progress.rows = rows),
  )
  // A large import's search index, its suggestions and spelling vocabulary as the transaction leaves the directory,
  // built here a slice at a time from what the thread reads and sends once its rows are written, while it makes its
  // indexes again and counts the lineups (0072); put in place in the commit's turn: no visitor sees the new index
  // before the new data, nor the new data through the old index.
  const indexed = oneByOne ? undefined : builtIndex(thread.indexPieces)
  indexed?.catch(() => {})
  try {
    const { summary, writes } = await thread.written
    let index: SearchIndex | undefined
    try {
      index = await indexed
    } catch (error) {
      await thread.rollback()
      throw error
    }
    await thread.commit()
    committed = { summary, writes, index }
  } catch (error) {
    job.state = 'failed'
    job.problem = error instanceof ImportConflict ? error.message : `Nothing was applied: ${(error as Error).message}`
    if (!(error instanceof ImportConflict)) console.error(error)
  } finally {
    applying = false
    removeFiles(job)
  }
  if (!committed) return
  // The turn of the event loop in which the commit's answer arrived.
  if (committed.index) markDataChanged({ kind: 'all', rebuilt: { db, index: committed.index } })
  else announce(db, committed.writes)
  checkpointInBackground(db.$client).catch((error: unknown) => console.error(error))
  job.applied = committed.summary
  job.state = 'applied'
}

/** The search index of `pieces` as they arrive, with its suggestions prepared, a slice at a time. */
async function builtIndex(pieces: Iterable<IndexPiece | Promise<unknown>>): Promise<SearchIndex> {
  const index = await sliced(SearchIndex.building(pieces))
  await sliced(preparingSuggestions(index))
  return index
}

/** Tells the caches of each arcade a small import wrote, with its row as committed, as an edit of it would (0033). */
function announce(db: Db, writes: HeldWrite[]) {
  const rows = db
    .select()
    .from(schema.arcades)
    .where(inArray(schema.arcades.id, writes.map((w) => w.id)))
    .all()
  const after = new Map(rows.map((row) => [row.id, row]))
  for (const { id, before, games, lineupChanged } of writes) {
    const row = after.get(id)
    if (row) announceListingWrite({ before, after: row, games, lineupChanged: lineupChanged !== false, written: true })
  }
}
