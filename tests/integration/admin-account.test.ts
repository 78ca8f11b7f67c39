import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAdminPassword } from '../../src/server/auth/admins.server'
import { withClientAddress } from '../../src/server/auth/client-address.server'
import { SESSION_COOKIE } from '../../src/server/auth/session.server'
import { resetThrottle } from '../../src/server/auth/throttle.server'
import { sessions } from '../../src/server/db/schema'
import { logger } from '../../src/server/log.server'
import { createContext } from '../../src/server/trpc/context'
import { createCaller } from '../../src/server/trpc/root'
import { call, expectCode, setUpAdminTestDb } from '../support/admin-caller'

const USER = 'account-admin'
const PASSWORD = 'the first passphrase'
let t = Date.UTC(2026, 2, 1)
const { db } = setUpAdminTestDb(USER, PASSWORD, () => t)
afterEach(() => {
  resetThrottle()
  vi.restoreAllMocks()
  db().delete(sessions).run()
})

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Signs in from `address` with a browser's User-Agent; returns the Cookie header of the new session. */
async function signInFrom(address: string, userAgent: string, username = USER, password = PASSWORD) {
  const resHeaders = new Headers()
  const ctx = createContext(new Request('http://localhost/', { headers: { 'user-agent': userAgent } }), resHeaders)
  const result = await withClientAddress(address, () => createCaller(ctx).admin.login({ username, password }))
  expect(result).toMatchObject({ success: true })
  return `${SESSION_COOKIE}=${/aa_session=([^;]*)/.exec(resHeaders.get('set-cookie') ?? '')?.[1]}`
}

/** The procedures as called by the browser holding `cookie`, from `address`. */
const as = (cookie: string, address = '192.0.2.50') => {
  const { caller } = call(cookie)
  return new Proxy(caller.admin.account, {
    get: (target, key) => {
      const procedure = target[key as keyof typeof target] as (...args: unknown[]) => unknown
      return (...args: unknown[]) => withClientAddress(address, () => procedure(...args))
    },
  })
}

describe('the administrator’s sessions', () => {
  it('lists each active session with its address, browser, sign-in and last use, the current one marked', async () => {
    const signedInAt = t
    const laptop = await signInFrom('198.51.100.7', FIREFOX)
    t += 5 * 60_000
    const phone = await signInFrom('2001:db8::7', CHROME)
    t += 3 * 60_000
    // Using the laptop session more than a minute later updates its last use.
    await call(laptop).caller.admin.me()

    const list = await as(phone).sessions()
    expect(list).toEqual([
      expect.objectContaining({ address: '2001:db8::7', userAgent: CHROME, current: true }),
      expect.objectContaining({
        address: '198.51.100.7',
        userAgent: FIREFOX,
        createdAt: signedInAt,
        lastSeenAt: t,
        current: false,
      }),
    ])
    expect(list[1]!.id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('leaves out expired sessions and other administrators’ sessions', async () => {
    await setAdminPassword(db(), 'someone-else', 'another passphrase')
    await signInFrom('198.51.100.8', FIREFOX, 'someone-else', 'another passphrase')
    await signInFrom('198.51.100.9', FIREFOX)
    t += 31 * 60_000 // past the idle limit
    const current = await signInFrom('198.51.100.10', CHROME)
    expect((await as(current).sessions()).map((s) => s.address)).toEqual(['198.51.100.10'])
  })

  it('signs out one other session: its cookie stops working; an unknown id or another admin’s session is not found', async () => {
    const other = await signInFrom('198.51.100.11', FIREFOX)
    const current = await signInFrom('198.51.100.12', CHROME)
    const theirs = await signInFrom('198.51.100.13', FIREFOX, 'someone-else', 'another passphrase')
    const info = vi.spyOn(logger, 'info')

    const target = (await as(current).sessions()).find((s) => s.address === '198.51.100.11')!
    expect(await as(current, '198.51.100.12').revokeSession({ id: target.id })).toEqual({ revoked: 1 })
    await expectCode(call(other).caller.admin.me(), 'UNAUTHORIZED')
    expect(await call(current).caller.admin.me()).toEqual({ username: USER })
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'session.revoked', username: USER, address: '198.51.100.12', sessions: 1 }),
    )

    await expectCode(as(current).revokeSession({ id: target.id }), 'NOT_FOUND')
    const theirId = (await as(theirs).sessions())[0]!.id
    await expectCode(as(current).revokeSession({ id: theirId }), 'NOT_FOUND')
    expect(await call(theirs).caller.admin.me()).toEqual({ username: 'someone-else' })
    await expectCode(as(current).revokeSession({ id: 'not-a-session' }), 'BAD_REQUEST')
  })

  it('signs out every other session at once, keeping this one', async () => {
    const others = [await signInFrom('198.51.100.14', FIREFOX), await signInFrom('198.51.100.15', CHROME)]
    const current = await signInFrom('198.51.100.16', CHROME)
    expect(await as(current).revokeOtherSessions()).toEqual({ revoked: 2 })
    for (const cookie of others) await expectCode(call(cookie).caller.admin.me(), 'UNAUTHORIZED')
    expect((await as(current).sessions()).map((s) => s.current)).toEqual([true])
  })

  it('needs a session for every procedure', async () => {
    const { caller } = call()
    await expectCode(caller.admin.account.sessions(), 'UNAUTHORIZED')
    await expectCode(caller.admin.account.revokeOtherSessions(), 'UNAUTHORIZED')
    await expectCode(caller.admin.account.failedSignIns(), 'UNAUTHORIZED')
    await expectCode(
      caller.admin.account.changePassword({
        currentPassword: PASSWORD,
        newPassword: 'x'.repeat(12),
        confirmPassword: 'x'.repeat(12),
      }),
      'UNAUTHORIZED',
    )
  })
})

describe('changing the password', () => {
  const NEW = 'a brand new passphrase'

  it('refuses a wrong current password, a short new one and two that differ, changing nothing', async () => {
    const current = await signInFrom('198.51.100.20', CHROME)
    await expect(
      as(current).changePassword({ currentPassword: 'not the password', newPassword: NEW, confirmPassword: NEW }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'The current password is not right' })
    await expect(
      as(current).changePassword({ currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('at least 12 characters') })
    await expect(
      as(current).changePassword({ currentPassword: PASSWORD, newPassword: NEW, confirmPassword: `${NEW}!` }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('The two new passwords differ') })
    await signInFrom('198.51.100.21', CHROME) // the old password still works
  })

  it('ends every other session and keeps this one; the new password signs in, the old one no longer', async () => {
    const other = await signInFrom('198.51.100.22', FIREFOX)
    const current = await signInFrom('198.51.100.23', CHROME)
    const info = vi.spyOn(logger, 'info')
    expect(
      await as(current, '198.51.100.23').changePassword({
        currentPassword: PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
      }),
    ).toEqual({ revoked: 1 })
    await expectCode(call(other).caller.admin.me(), 'UNAUTHORIZED')
    expect(await call(current).caller.admin.me()).toEqual({ username: USER })
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'password.changed',
        username: USER,
        address: '198.51.100.23',
        sessionsEnded: 1,
      }),
    )
    expect(JSON.stringify(info.mock.calls)).not.toContain(NEW)

    await signInFrom('198.51.100.24', CHROME, USER, NEW)
    const { caller } = call()
    expect(
      await withClientAddress('198.51.100.25', () => caller.admin.login({ username: USER, password: PASSWORD })),
    ).toMatchObject({ success: false })
    await setAdminPassword(db(), USER, PASSWORD)
  })

  it('is throttled like a sign-in: five wrong current passwords make that address wait', async () => {
    const current = await signInFrom('198.51.100.26', CHROME)
    for (let i = 0; i < 5; i++) {
      await expectCode(
        as(current, '198.51.100.26').changePassword({
          currentPassword: `wrong ${i}`,
          newPassword: NEW,
          confirmPassword: NEW,
        }),
        'BAD_REQUEST',
      )
    }
    await expectCode(
      as(current, '198.51.100.26').changePassword({
        currentPassword: PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
      }),
      'TOO_MANY_REQUESTS',
    )
  }, 90_000)
})

describe('recent failed sign-ins', () => {
  it('lists the newest ten failures, newest first, with username, address and reason', async () => {
    const { caller } = call()
    for (let i = 0; i < 12; i++) {
      t += 1000
      const username = i % 2 ? USER : `nobody-${i}`
      await withClientAddress(`203.0.113.${i}`, () => caller.admin.login({ username, password: 'wrong password' }))
    }
    const current = await signInFrom('198.51.100.30', CHROME)
    const list = await as(current).failedSignIns()
    expect(list).toHaveLength(10)
    expect(list[0]).toEqual({ at: t, username: USER, address: '203.0.113.11', reason: 'wrong-password' })
    expect(list[1]).toEqual({
      at: t - 1000,
      username: 'nobody-10',
      address: '203.0.113.10',
      reason: 'unknown-username',
    })
    expect(list.at(-1)).toMatchObject({ address: '203.0.113.2' })
  }, 120_000)
})
