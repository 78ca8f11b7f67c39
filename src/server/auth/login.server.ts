import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { admins } from '../db/schema'
import { dummyHash, verifyPassword } from './password.server'
import { createSession } from './session.server'
import { recordFailure, recordSuccess, retryAfterSeconds } from './throttle.server'

export type LoginResult =
  | { kind: 'ok'; username: string; token: string; expiresAt: number }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfter: number }

export async function login(db: Db, username: string, password: string, address: string): Promise<LoginResult> {
  const wait = retryAfterSeconds(username, address)
  if (wait > 0) return { kind: 'throttled', retryAfter: wait }
  const admin = db.select().from(admins).where(eq(admins.username, username)).get()
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password)
  if (!admin || !ok) {
    recordFailure(username, address)
    return { kind: 'invalid' }
  }
  recordSuccess(username)
  const { token, expiresAt } = createSession(db, admin.id)
  return { kind: 'ok', username: admin.username, token, expiresAt }
}
