import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { and, desc, eq, lte, ne, or, sql } from 'drizzle-orm'
import { builtOnce, type Db } from '../db/client.server'
import { WRITE_TRANSACTION } from '../db/busy.server'
import { admins, sessions } from '../db/schema'
import { storageFailureOf } from '../db/storage-errors.server'
import { env } from '../env.server'
import { now } from './clock.server'

export const SESSION_COOKIE = 'aa_session'

export interface SessionAdmin {
  id: number
  username: string
}

/** 20 random bytes = 160 bits, base32 encoded for the cookie. */
function generateSessionToken(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  return encodeBase32LowerCaseNoPadding(bytes)
}

/** The stored session id: hex SHA-256 of the token. The token itself never reaches the database. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

function idleMs(): number {
  return env().SESSION_IDLE_MINUTES * 60_000
}
function maxMs(): number {
  return env().SESSION_MAX_HOURS * 3_600_000
}

/**
 * Sessions that were signed out while their row could not be deleted (a full disk, a read-only or busy database),
 * by id, with when: validation refuses them from memory until the row is gone, so signing out always ends the
 * session. An entry older than the sessions' absolute lifetime is dropped: its session has expired anyway.
 * One process serves the site (docs/decisions/0015-abuse-limits.md), so memory is the whole truth here.
 */
const revokedIds = new Map<string, number>()

/** Runs a write the answer does not depend on; false when the database refused it (the failure is logged). */
function bestEffortWrite(what: string, write: () => unknown): boolean {
  try {
    write()
    return true
  } catch (error) {
    const storage = storageFailureOf(error)
    if (!storage) throw error
    console.error(`${what}: ${storage.sqliteCode} (${storage.message})`)
    return false
  }
}

/** Ends the session `id` at once: in memory first, then its row, retried at its next presentation if refused. */
function endSession(db: Pick<Db, 'delete'>, id: string): void {
  const t = now()
  for (const [revokedId, at] of revokedIds) if (t - at > maxMs()) revokedIds.delete(revokedId)
  revokedIds.set(id, t)
  if (
    bestEffortWrite('session row kept, refused from memory', () => db.delete(sessions).where(eq(sessions.id, id)).run())
  ) {
    revokedIds.delete(id)
  }
}

/** Where a session was opened from, as the sign-in request reported it; shown on the sessions screen. */
export interface SessionClient {
  address: string
  userAgent: string | null
}

/** A browser's User-Agent is the visitor's to choose: kept to a length a screen can show. */
const USER_AGENT_MAX = 300

export function createSession(db: Db, adminId: number, client: SessionClient): { token: string; expiresAt: number } {
  const token = generateSessionToken()
  const t = now()
  const absoluteExpiresAt = t + maxMs()
  const idleExpiresAt = Math.min(t + idleMs(), absoluteExpiresAt)
  // One transaction: a sign-in that meets a lock held elsewhere leaves nothing behind and is tried again whole.
  db.transaction((tx) => {
    // Sessions nobody presents again are cleaned up here, so expired rows do not pile up.
    tx.delete(sessions)
      .where(or(lte(sessions.idleExpiresAt, t), lte(sessions.absoluteExpiresAt, t)))
      .run()
    tx.insert(sessions)
      .values({
        id: sessionIdFromToken(token),
        adminId,
        createdAt: t,
        lastSeenAt: t,
        idleExpiresAt,
        absoluteExpiresAt,
        address: client.address,
        userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      })
      .run()
  }, WRITE_TRANSACTION)
  return { token, expiresAt: idleExpiresAt }
}

/** A session and its administrator's name, by id: every admin request asks it, so it is built once. */
const sessionQuery = builtOnce((db) =>
  db
    .select({ session: sessions, username: admins.username })
    .from(sessions)
    .innerJoin(admins, eq(sessions.adminId, admins.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
)

/**
 * Resolves a cookie token to its admin. Expired sessions are deleted and refused; a valid one has its idle
 * expiry slid forward (never past the absolute lifetime).
 */
export function validateSessionToken(
  db: Db,
  token: string,
): { admin: SessionAdmin; expiresAt: number; refreshed: boolean } | null {
  const id = sessionIdFromToken(token)
  if (revokedIds.has(id)) {
    endSession(db, id)
    return null
  }
  const row = sessionQuery(db).get({ id })
  if (!row) return null
  const t = now()
  const { session } = row
  if (t >= session.idleExpiresAt || t >= session.absoluteExpiresAt) {
    endSession(db, id)
    return null
  }
  let expiresAt = session.idleExpiresAt
  let refreshed = false
  const slid = Math.min(t + idleMs(), session.absoluteExpiresAt)
  // Refresh (and note the session as seen) at most about once a minute to avoid a write per request. A database
  // that cannot take the write leaves the session as it was (still valid): reads and sign-out go on working. A
  // lock held elsewhere skips the refresh at once (the connection never waits for one synchronously); the next
  // request refreshes it.
  if (
    slid - session.idleExpiresAt > 60_000 &&
    bestEffortWrite('session not slid', () =>
      db.update(sessions).set({ idleExpiresAt: slid, lastSeenAt: t }).where(eq(sessions.id, id)).run(),
    )
  ) {
    expiresAt = slid
    refreshed = true
  }
  return { admin: { id: session.adminId, username: row.username }, expiresAt, refreshed }
}

/** Signs the session of `token` out; it ends even when the database cannot delete its row now. */
export function invalidateSession(db: Db, token: string): void {
  endSession(db, sessionIdFromToken(token))
}

export interface ActiveSession {
  id: string
  createdAt: number
  lastSeenAt: number
  address: string | null
  userAgent: string | null
  current: boolean
}

/** An administrator's sessions that are still valid: the current one, then the most recently used first. */
export function activeSessions(db: Db, adminId: number, currentToken: string): ActiveSession[] {
  const t = now()
  const currentId = sessionIdFromToken(currentToken)
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.adminId, adminId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .all()
    .filter((s) => s.idleExpiresAt > t && s.absoluteExpiresAt > t && !revokedIds.has(s.id))
    .map((s) => ({
      id: s.id,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt ?? s.createdAt,
      address: s.address,
      userAgent: s.userAgent,
      current: s.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends one of the administrator's own sessions; false when it has no such session. */
export function revokeSession(db: Db, adminId: number, sessionId: string): boolean {
  const row = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), eq(sessions.id, sessionId)))
    .get()
  if (!row || revokedIds.has(row.id)) return false
  endSession(db, row.id)
  return true
}

/**
 * Signs out every session of the administrator but the one of `currentToken`, as the sessions screen asks; like
 * logout it holds even when the database cannot delete the rows now. Returns how many ended.
 */
export function endOtherSessions(db: Db, adminId: number, currentToken: string): number {
  const others = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, sessionIdFromToken(currentToken))))
    .all()
    .filter((s) => !revokedIds.has(s.id))
  for (const { id } of others) endSession(db, id)
  return others.length
}

/**
 * Ends every session of the administrator but the one of `currentToken` in one statement (inside the password
 * change's transaction, which must fail as a whole); returns how many ended.
 */
export function revokeOtherSessions(db: Pick<Db, 'delete'>, adminId: number, currentToken: string): number {
  return db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, sessionIdFromToken(currentToken))))
    .run().changes
}

/**
 * DECISIONS.md: Secure whenever the site is served over https: the configured SITE_URL, the request itself, or
 * (behind a trusted reverse proxy, TRUST_PROXY=1) the scheme the proxy reports.
 */
function secure(request: Request): boolean {
  const config = env()
  if (config.SITE_URL.startsWith('https:') || new URL(request.url).protocol === 'https:') return true
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return config.TRUST_PROXY === '1' && forwarded === 'https'
}

function cookie(request: Request, value: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure(request) ? '; Secure' : ''}`
}

export function sessionCookie(request: Request, token: string, expiresAt: number): string {
  return cookie(request, token, Math.max(0, Math.floor((expiresAt - now()) / 1000)))
}

export function blankSessionCookie(request: Request): string {
  return cookie(request, '', 0)
}

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const value = rest.join('=')
      return /^[a-z2-7]{32}$/.test(value) ? value : null
    }
  }
  return null
}
