import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { bootstrapAdmin, setAdminPassword } from '../../src/server/auth/admins.server'
import { resetThrottle } from '../../src/server/auth/throttle.server'
import { setDb } from '../../src/server/db/client.server'
import { admins } from '../../src/server/db/schema'
import { call, setUpAdminTestDb, signIn as signInAs } from '../support/admin-caller'
import { createTestDb } from '../support/test-db'

const USER = 'hardening-admin'
const PASSWORD = 'a sturdy passphrase'
let t = Date.UTC(2026, 5, 1)
const { db, sessionExists } = setUpAdminTestDb(USER, PASSWORD, () => t)
afterEach(() => resetThrottle())

const signIn = (password = PASSWORD, address?: string, url?: string) => signInAs(USER, password, address, url)

/** 'answered', or the tRPC error code the call was refused with. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: { code?: string }) => e.code ?? 'error',
  )

describe('sign-in throttling under parallel attempts', () => {
  it('eight wrong passwords sent at once: five are tried, three are refused with 429', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(signIn('wrong password!', '10.1.1.1'))))
    expect(results.filter((r) => r === 'answered')).toHaveLength(5)
    expect(results.filter((r) => r === 'TOO_MANY_REQUESTS')).toHaveLength(3)
  })

  it('a right password hidden among parallel wrong ones is refused once five have failed', async () => {
    const attempts = [
      ...Array.from({ length: 5 }, () => signIn('wrong password!', '10.1.2.1')),
      signIn(PASSWORD, '10.1.2.1'),
    ]
    expect(await outcome(Promise.all(attempts).then((r) => r.at(-1)))).toBe('TOO_MANY_REQUESTS')
  })

  it('a successful sign-in clears its address’s back-off', async () => {
    for (let i = 0; i < 4; i++) await signIn('wrong password!', '10.1.3.1')
    expect((await signIn(PASSWORD, '10.1.3.1')).result).toMatchObject({ success: true })
    // The four failures before it no longer count: five more are tried before a wait.
    const after = await Promise.all(Array.from({ length: 6 }, () => outcome(signIn('wrong password!', '10.1.3.1'))))
    expect(after.filter((r) => r === 'answered')).toHaveLength(5)
    expect(after.filter((r) => r === 'TOO_MANY_REQUESTS')).toHaveLength(1)
  }, 120_000)
})

describe('session clean-up and cookies', () => {
  it('expired sessions nobody presents again are deleted at the next sign-in', async () => {
    const { token } = await signIn()
    expect(sessionExists(token)).toBe(true)
    t += 31 * 60_000
    await signIn()
    expect(sessionExists(token)).toBe(false)
  })

  it('the cookie is Secure when the request came over https, and not over plain http', async () => {
    expect((await signIn(PASSWORD, undefined, 'https://atlas.example/api/trpc')).setCookie).toMatch(/; Secure/)
    expect((await signIn(PASSWORD, undefined, 'http://localhost/api/trpc')).setCookie).not.toMatch(/Secure/)
  })
})

describe('administrator bootstrap at start', () => {
  it('a restart with the same configured password keeps the sessions; a new password ends them', async () => {
    const { cookie } = await signIn()
    await bootstrapAdmin(db(), { ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD }, () => {})
    expect(await outcome(call(cookie).caller.admin.me())).toBe('answered')
    await bootstrapAdmin(db(), { ADMIN_USERNAME: USER, ADMIN_PASSWORD: 'another passphrase' }, () => {})
    expect(await outcome(call(cookie).caller.admin.me())).toBe('UNAUTHORIZED')
    await setAdminPassword(db(), USER, PASSWORD)
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
      setDb(db())
    }
  })
})
