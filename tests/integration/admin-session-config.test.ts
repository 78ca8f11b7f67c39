import { afterAll, describe, expect, it, vi } from 'vitest'
import { call, expectCode, signIn, setUpAdminTestDb } from '../support/admin-caller'

// The configuration is read once, on first use: set non-default lifetimes before anything reads it.
const { IDLE_MINUTES, MAX_HOURS } = vi.hoisted(() => {
  process.env.SESSION_IDLE_MINUTES = '5'
  process.env.SESSION_MAX_HOURS = '2'
  return { IDLE_MINUTES: 5, MAX_HOURS: 2 }
})

const USER = 'config-admin'
const PASSWORD = 'configured lifetimes'
let t = Date.UTC(2026, 5, 1)
const { sessionExists } = setUpAdminTestDb(USER, PASSWORD, () => t)
afterAll(() => {
  delete process.env.SESSION_IDLE_MINUTES
  delete process.env.SESSION_MAX_HOURS
})

describe(`SESSION_IDLE_MINUTES=${IDLE_MINUTES} and SESSION_MAX_HOURS=${MAX_HOURS}`, () => {
  it('the cookie lives as long as the configured idle timeout', async () => {
    const { setCookie } = await signIn(USER, PASSWORD)
    expect(setCookie).toMatch(new RegExp(`Max-Age=${IDLE_MINUTES * 60}(;|$)`))
  })

  it('a session unused for longer than the configured idle minutes is refused and deleted', async () => {
    const signedInAt = t
    const { cookie, token } = await signIn(USER, PASSWORD)
    t = signedInAt + 4 * 60_000
    expect(await call(cookie).caller.admin.me()).toEqual({ username: USER }) // slides
    t = signedInAt + 8 * 60_000 // past 5 minutes since sign-in, 4 since the last use
    expect(await call(cookie).caller.admin.me()).toEqual({ username: USER })
    t = signedInAt + 14 * 60_000 // 6 idle minutes: the default 30 would still allow it
    await expectCode(call(cookie).caller.admin.me(), 'UNAUTHORIZED')
    expect(sessionExists(token)).toBe(false)
  })

  it('a session in constant use ends after the configured hours', async () => {
    const signedInAt = t
    const { cookie, token } = await signIn(USER, PASSWORD)
    const maxMinutes = MAX_HOURS * 60
    for (let minutes = 4; minutes < maxMinutes; minutes += 4) {
      t = signedInAt + minutes * 60_000
      expect(await call(cookie).caller.admin.me(), `at ${minutes} min`).toEqual({ username: USER })
    }
    t = signedInAt + (maxMinutes - 1) * 60_000
    expect(await call(cookie).caller.admin.me()).toEqual({ username: USER })
    t = signedInAt + (maxMinutes + 1) * 60_000 // 2 idle minutes, but past the configured lifetime (not 12 hours)
    await expectCode(call(cookie).caller.admin.me(), 'UNAUTHORIZED')
    expect(sessionExists(token)).toBe(false)
  })
})
