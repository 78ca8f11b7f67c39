import { count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bootstrapAdmin, setAdminPassword } from '../../src/server/auth/admins.server'
import { withClientAddress } from '../../src/server/auth/client-address.server'
import { setClock } from '../../src/server/auth/clock.server'
import { SESSION_COOKIE, sessionIdFromToken } from '../../src/server/auth/session.server'
import { resetThrottle } from '../../src/server/auth/throttle.server'
import { setDb, type Db } from '../../src/server/db/client.server'
import { admins, sessions } from '../../src/server/db/schema'
import { createContext } from '../../src/server/trpc/context'
import { createCaller } from '../../src/server/trpc/root'
import { createTestDb } from '../support/test-db'

const USER = 'hardening-admin'
const PASSWORD = 'a sturdy passphrase'
let db: Db
let cleanup: () => void
let t = Date.UTC(2026, 5, 1)

beforeAll(async () => {
  const test = createTestDb([])
  db = test.db
  cleanup = test.cleanup
  setClock(() => t)
  await setAdminPassword(db, USER, PASSWORD)
})
afterAll(() => {
  setClock()
  cleanup()
})
afterEach(() => resetThrottle())

function caller(url = 'http://localhost/', headers: Record<string, string> = {}) {
  const resHeaders = new Headers()
  return { caller: createCaller(createContext(new Request(url, { headers }), resHeaders)), resHeaders }
}

async function signIn(password = PASSWORD, address = '10.1.0.1', url?: string) {
  const { caller: c, resHeaders } = caller(url)
  const result = await withClientAddress(address, () => c.admin.login({ username: USER, password }))
  const token = /aa_session=([^;]*)/.exec(resHeaders.get('set-cookie') ?? '')?.[1] ?? ''
  return { result, token, setCookie: resHeaders.get('set-cookie') ?? '' }
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: { code?: string }) => e.code ?? 'error',
  )

const isSignedIn = (token: string) =>
  outcome(caller('http://localhost/', { cookie: `${SESSION_COOKIE}=${token}` }).caller.admin.me())

describe('sign-in throttling under parallel attempts', () => {
  it('eight wrong passwords sent at once: five are tried, three are refused with 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => outcome(signIn('wrong password!', '10.1.1.1').then((r) => r.result))),
    )
    expect(results.filter((r) => r === 'answered')).toHaveLength(5)
    expect(results.filter((r) => r === 'TOO_MANY_REQUESTS')).toHaveLength(3)
  })

  it('a right password hidden among parallel wrong ones is refused once five have failed', async () => {
    const attempts = [
      ...Array.from({ length: 5 }, () => signIn('wrong password!', '10.1.2.1')),
      signIn(PASSWORD, '10.1.2.1'),
    ]
    const results = await Promise.allSettled(attempts)
    const last = results.at(-1)!
    expect(last.status).toBe('rejected')
    expect((last as PromiseRejectedResult).reason).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
  })

  it('a successful sign-in does not count as a failure of its address', async () => {
    for (let i = 0; i < 4; i++) await signIn('wrong password!', '10.1.3.1')
    expect((await signIn(PASSWORD, '10.1.3.1')).result).toMatchObject({ success: true })
    // Four failures, not five: one more attempt is still allowed from this address.
    expect(await outcome(signIn('wrong password!', '10.1.3.1'))).toBe('answered')
    expect(await outcome(signIn('wrong password!', '10.1.3.1'))).toBe('TOO_MANY_REQUESTS')
  })
})

describe('session clean-up and cookies', () => {
  it('expired sessions nobody presents again are deleted at the next sign-in', async () => {
    const { token } = await signIn()
    const id = sessionIdFromToken(token)
    expect(db.select().from(sessions).where(eq(sessions.id, id)).get()).toBeDefined()
    t += 31 * 60_000
    await signIn()
    expect(db.select().from(sessions).where(eq(sessions.id, id)).get()).toBeUndefined()
  })

  it('the cookie is Secure when the request came over https, and not over plain http', async () => {
    expect((await signIn(PASSWORD, '10.1.4.1', 'https://atlas.example/api/trpc')).setCookie).toMatch(/; Secure/)
    expect((await signIn(PASSWORD, '10.1.4.2', 'http://localhost/api/trpc')).setCookie).not.toMatch(/Secure/)
  })
})

describe('administrator bootstrap at start', () => {
  it('a restart with the same configured password keeps the sessions; a new password ends them', async () => {
    const { token } = await signIn()
    await bootstrapAdmin(db, { ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD }, () => {})
    expect(await isSignedIn(token)).toBe('answered')
    await bootstrapAdmin(db, { ADMIN_USERNAME: USER, ADMIN_PASSWORD: 'another passphrase' }, () => {})
    expect(await isSignedIn(token)).toBe('UNAUTHORIZED')
    await setAdminPassword(db, USER, PASSWORD)
  })

  it('with only ADMIN_USERNAME on an install without administrators, that user gets a one-time password', async () => {
    const fresh = createTestDb([])
    try {
      const lines: string[] = []
      await bootstrapAdmin(fresh.db, { ADMIN_USERNAME: 'owner' }, (line) => lines.push(line))
      expect(fresh.db.select({ n: count() }).from(admins).get()?.n).toBe(1)
      expect(fresh.db.select().from(admins).where(eq(admins.username, 'owner')).get()).toBeDefined()
      expect(lines[0]).toMatch(/^Created administrator "owner" with the one-time password: \S{20,}$/)
    } finally {
      fresh.cleanup()
      setDb(db)
    }
  })
})
