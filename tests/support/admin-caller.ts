import { afterAll, beforeAll, expect } from 'vitest'
import type { TRPCError } from '@trpc/server'
import { setAdminPassword } from '../../src/server/auth/admins.server'
import { withClientAddress } from '../../src/server/auth/client-address.server'
import { setClock } from '../../src/server/auth/clock.server'
import { SESSION_COOKIE, sessionIdFromToken } from '../../src/server/auth/session.server'
import type { Db } from '../../src/server/db/client.server'
import { sessions } from '../../src/server/db/schema'
import { createContext } from '../../src/server/trpc/context'
import { createCaller } from '../../src/server/trpc/root'
import type { SampleArcade } from '../../src/server/db/seed.server'
import { FIXTURE_ARCADES } from './fixtures'
import { createTestDb } from './test-db'

/**
 * For the calling test file: a test database of `arcades` with one administrator, and the sessions' clock read from
 * `clock` so tests move time without waiting. `db()` is the database once the file's setup has run.
 */
export function setUpAdminTestDb(
  username: string,
  password: string,
  clock: () => number,
  arcades: SampleArcade[] = FIXTURE_ARCADES,
) {
  let db: Db | undefined
  let cleanup = () => {}
  beforeAll(async () => {
    const test = createTestDb(arcades)
    db = test.db
    cleanup = test.cleanup
    setClock(clock)
    await setAdminPassword(db, username, password)
  })
  afterAll(() => {
    setClock()
    cleanup()
  })
  const current = () => {
    if (!db) throw new Error('the test database is set up in beforeAll')
    return db
  }
  return {
    db: current,
    /** Whether the sessions table still holds the session of `token` (stored as its SHA-256, never as is). */
    sessionExists: (token: string) =>
      current()
        .select()
        .from(sessions)
        .all()
        .some((r) => r.id === sessionIdFromToken(token)),
  }
}

/** The tRPC procedures called in-process as one request (to `url`) with `cookie`, and the headers they set. */
export function call(cookie?: string, url = 'http://localhost/') {
  const resHeaders = new Headers()
  const ctx = createContext(new Request(url, { headers: cookie ? { cookie } : {} }), resHeaders)
  return { caller: createCaller(ctx), resHeaders }
}

let address = 0
/** A client address no earlier sign-in used, so address throttling never carries over between tests. */
export const nextAddress = () => `10.0.0.${++address}`

/** admin.login from `ip`; the session cookie it set, its token and a Cookie header that sends it back. */
export async function signIn(username: string, password: string, ip = nextAddress(), url?: string) {
  const { caller, resHeaders } = call(undefined, url)
  const result = await withClientAddress(ip, () => caller.admin.login({ username, password }))
  const setCookie = resHeaders.get('set-cookie') ?? ''
  const token = /aa_session=([^;]*)/.exec(setCookie)?.[1] ?? ''
  return { result, setCookie, token, cookie: `${SESSION_COOKIE}=${token}`, resHeaders }
}

export async function expectCode(p: Promise<unknown>, code: TRPCError['code']) {
  await expect(p).rejects.toMatchObject({ code })
}
