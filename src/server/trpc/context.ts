import { getDb, type Db } from '../db/client.server'
import { readSessionToken, sessionCookie, validateSessionToken, type SessionAdmin } from '../auth/session.server'

export interface Context {
  db: Db
  request: Request
  /** The signed-in administrator, resolved from the session cookie, or null. */
  admin: SessionAdmin | null
  /** The raw session token of this request (for logout), or null. */
  sessionToken: string | null
  /** Headers added to the response (Set-Cookie); the tRPC and REST adapters copy them onto their Response. */
  resHeaders: Headers
}

export function createContext(request: Request, resHeaders: Headers = new Headers()): Context {
  const db = getDb()
  const token = readSessionToken(request)
  let admin: SessionAdmin | null = null
  if (token) {
    const result = validateSessionToken(db, token)
    if (result) {
      admin = result.admin
      // Sliding refresh: the cookie's lifetime follows the idle expiry.
      if (result.refreshed) resHeaders.append('Set-Cookie', sessionCookie(request, token, result.expiresAt))
    }
  }
  return { db, request, admin, sessionToken: admin ? token : null, resHeaders }
}
