import { desc, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { signInFailures } from '../db/schema'
import { logServerError } from '../log.server'
import { now } from './clock.server'

const KEEP_MS = 30 * 24 * 60 * 60_000
const KEEP_ROWS = 1_000

export type FailedSignIn = Pick<typeof signInFailures.$inferSelect, 'at' | 'username' | 'address' | 'reason'>

/**
 * Keeps a failed sign-in for the dashboard. The log line is the record of it; a database that cannot take the
 * row (full disk) must not turn a wrong password into a 500, so a failure here is logged and passed over.
 */
export function recordFailedSignIn(db: Db, failure: Omit<FailedSignIn, 'at'>): void {
  const at = now()
  try {
    db.transaction((tx) => {
      tx.insert(signInFailures)
        .values({ ...failure, at })
        .run()
      tx.delete(signInFailures)
        .where(
          or(
            lt(signInFailures.at, at - KEEP_MS),
            lt(signInFailures.id, sql`(select max(${signInFailures.id}) from ${signInFailures}) - ${KEEP_ROWS - 1}`),
          ),
        )
        .run()
    })
  } catch (error) {
    logServerError(error)
  }
}

/** The newest failed sign-ins, newest first. */
export function recentFailedSignIns(db: Db, limit: number): FailedSignIn[] {
  return db
    .select({
      at: signInFailures.at,
      username: signInFailures.username,
      address: signInFailures.address,
      reason: signInFailures.reason,
    })
    .from(signInFailures)
    .orderBy(desc(signInFailures.id))
    .limit(limit)
    .all()
}
