import { setTimeout as sleep } from 'node:timers/promises'
import { env } from '../env.server'
import { storageFailureOf } from './storage-errors.server'

/**
 * Waiting for a database another process holds (`npm run admin`, a backup tool, Litestream's checkpoint), without
 * blocking the event loop (docs/decisions/0034-busy-database-and-boundaries.md). The serving connection has no
 * busy timeout: SQLite would wait for it synchronously, and every other request would wait with it. Instead a
 * call that found the database busy is tried again after a pause, while other requests go on being answered.
 */

/** The first pause is short (most locks are held for a few milliseconds); pauses double up to the longest. */
const FIRST_PAUSE_MS = 5
const LONGEST_PAUSE_MS = 100

/**
 * How a write's transaction begins: with the write lock (BEGIN IMMEDIATE). An attempt that cannot have it fails
 * before it has read anything, and one that has it cannot be refused half-way: a deferred transaction that has
 * read and then meets another writer fails at once (SQLite cannot wait there: its snapshot would be stale).
 */
export const WRITE_TRANSACTION = { behavior: 'immediate' } as const

/** Whether `error` is SQLite's "another connection holds a lock this statement needs" (SQLITE_BUSY*, _LOCKED*). */
export function isBusy(error: unknown): boolean {
  return /^SQLITE_(BUSY|LOCKED)/.test(storageFailureOf(error)?.sqliteCode ?? '')
}

/**
 * Runs `attempt` until `busy` says its outcome was not a busy database, or until DATABASE_BUSY_TIMEOUT_MS has
 * passed; then returns the last outcome (a busy one answers 503, as every storage failure does). Safe only for an
 * attempt that a busy database leaves without effect: a write's statements are one transaction, which SQLite
 * rolls back as a whole when it meets the lock, and nothing that can meet it runs after the commit.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, busy: (outcome: T) => boolean): Promise<T> {
  const deadline = performance.now() + env().DATABASE_BUSY_TIMEOUT_MS
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    const outcome = await attempt()
    const left = deadline - performance.now()
    if (!busy(outcome) || left <= 0) return outcome
    await sleep(Math.min(pause, left))
  }
}

/** `read()`'s answer, read again after a pause while the database is busy: for reads outside tRPC's procedures. */
export async function readWhenFree<T>(read: () => T): Promise<T> {
  const outcome = await retryWhileBusy(
    async () => {
      try {
        return { value: read() }
      } catch (error) {
        return { error }
      }
    },
    (o) => 'error' in o && isBusy(o.error),
  )
  if ('error' in outcome) throw outcome.error
  return outcome.value
}

/**
 * Whether `sqlite` waits synchronously for locks (up to DATABASE_BUSY_TIMEOUT_MS) or not at all. Only while
 * nothing else waits on the event loop: opening the database, start-up before the server listens, a command-line
 * tool. The connection that serves requests never does.
 */
export function waitSynchronouslyWhenBusy(sqlite: { pragma(source: string): unknown }, wait: boolean): void {
  sqlite.pragma(`busy_timeout = ${wait ? env().DATABASE_BUSY_TIMEOUT_MS : 0}`)
}
