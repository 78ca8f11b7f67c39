import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

const USER = 'cookie-admin'
const PASSWORD = 'cookie passphrase 1'
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '1' })
})
afterAll(() => server?.stop())

async function signIn(headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  })
  expect(res.status).toBe(200)
  const setCookie = res.headers.get('set-cookie') ?? ''
  return { setCookie, cookie: setCookie.split(';')[0]! }
}

describe('the session cookie on the real server', () => {
  it('is Secure when a trusted proxy reports https, and not for plain http', async () => {
    expect((await signIn({ 'X-Forwarded-Proto': 'https' })).setCookie).toMatch(/; Secure/)
    expect((await signIn()).setCookie).not.toMatch(/Secure/)
  })

  it('a server-rendered admin page that slides the session forward renews the cookie', async () => {
    const { cookie } = await signIn()
    // Make the session look two minutes older, so the next use slides its idle expiry.
    const file = new Database(server.databasePath)
    const before = file.prepare('SELECT max(idle_expires_at) AS at FROM sessions').get() as { at: number }
    file.prepare('UPDATE sessions SET idle_expires_at = idle_expires_at - 120000').run()
    const res = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Admin Panel')
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith('aa_session='))
    expect(renewed).toMatch(new RegExp(`^${cookie}; HttpOnly; SameSite=Lax; Path=/; Max-Age=(1799|1800)$`))
    const after = file.prepare('SELECT max(idle_expires_at) AS at FROM sessions').get() as { at: number }
    expect(after.at).toBeGreaterThanOrEqual(before.at)
    file.close()
  })
})
