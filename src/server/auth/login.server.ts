import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { admins } from '../db/schema'
import { securityEvent } from '../log.server'
import { recordFailedSignIn } from './failed-sign-ins.server'
import { dummyHash, verifyPassword } from './password.server'
import { createSession, type SessionClient } from './session.server'
import { beginAttempt } from './throttle.server'

type LoginResult =
  | { kind: 'ok'; username: string; token: string; expiresAt: number }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfter: number }

/**
 * Checks a sign-in and opens a session. Every outcome is logged; a failure is also kept for the dashboard's
 * "Recent failed sign-ins".
 */
export async function login(db: Db, username: string, password: string, client: SessionClient): Promise<LoginResult> {
  const { address } = client
  const attempt = beginAttempt(username, address)
  if (!attempt.allowed) {
    securityEvent('sign-in.throttled', { username, address, scope: attempt.scope, retryAfter: attempt.retryAfter })
    return { kind: 'throttled', retryAfter: attempt.retryAfter }
  }
  const admin = db.select().from(admins).where(eq(admins.username, username)).get()
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password)
  if (!admin || !ok) {
    const reason = admin ? 'wrong-password' : 'unknown-username'
    securityEvent('sign-in.failure', { username, address, reason })
    recordFailedSignIn(db, { username, address, reason })
    return { kind: 'invalid' }
  }
  attempt.succeeded()
  const { token, expiresAt } = createSession(db, admin.id, client)
  securityEvent('sign-in.success', { username: admin.username, address })
  return { kind: 'ok', username: admin.username, token, expiresAt }
}
