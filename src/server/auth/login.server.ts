import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { admins } from '../db/schema'
import { dummyHash, verifyPassword } from './password.server'
import { createSession } from './session.server'
import { beginAttempt } from './throttle.server'

type LoginResult =
  | { kind: 'ok'; username: string; token: string; expiresAt: number }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfter: number }

export async function login(db: Db, username: string, password: string, address: string): Promise<LoginResult> {
  const attempt = beginAttempt(username, address)
  if (!attempt.allowed) return { kind: 'throttled', retryAfter: attempt.retryAfter }
  const admin = db.select().from(admins).where(eq(admins.username, username)).get()
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password)
  if (!admin || !ok) return { kind: 'invalid' }
  attempt.succeeded()
  const { token, expiresAt } = createSession(db, admin.id)
  return { kind: 'ok', username: admin.username, token, expiresAt }
}
