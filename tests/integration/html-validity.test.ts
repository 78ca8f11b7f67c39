import { afterAll, beforeAll, expect, it } from 'vitest'
import { htmlErrors, type HtmlDocuments } from '../support/html-validator'
import { publicPageTypes } from '../support/page-types'
import { startServer, type RunningServer } from '../support/server'

// The W3C Nu HTML Checker finds no error in any page as the server sends it: one address of every public page type
// (tests/support/page-types.ts) and the admin screens, signed in and not. The admin dialogs, which only
// the browser renders, are checked by tests/e2e/html-validity.spec.ts. Needs Java (see the README).

const ADMIN = { ADMIN_USERNAME: 'valid-admin', ADMIN_PASSWORD: 'valid-password-1234' }

let server: RunningServer
beforeAll(async () => {
  server = await startServer(ADMIN)
}, 90_000)
afterAll(() => server?.stop())

async function page(path: string, cookie = ''): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })
  expect(res.headers.get('content-type'), path).toContain('text/html')
  return res.text()
}

it('every public page type and every admin screen is valid HTML', async () => {
  const { arcades } = (await (await fetch(`${server.url}/api/arcades?limit=1`)).json()) as {
    arcades: { slug: string }[]
  }
  const signIn = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  })
  expect(signIn.status).toBe(200)
  const cookie = /aa_session=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')![0]
  /** The page of a closed arcade in Austin, made through the admin API. */
  const closed = async (name: string, status: string) => {
    const res = await fetch(`${server.url}/api/admin/arcades`, {
      method: 'POST',
      headers: { origin: server.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        status,
        closedOn: '2026-10-01',
        type: 'retro',
        description: 'Made to check the HTML of a closed arcade.',
        address: '1 Congress Ave',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        rating: 4,
        hours: 'Daily 10am-10pm',
        latitude: 30.27,
        longitude: -97.74,
        imageUrl: '',
      }),
    })
    expect(res.status).toBe(201)
    return `/arcade/${((await res.json()) as { slug: string }).slug}`
  }
  const publicPages: [string, string][] = [
    ...publicPageTypes(`/arcade/${arcades[0]!.slug}`, {
      temporarily: await closed('Valid Pause Arcade', 'temporarily_closed'),
      permanently: await closed('Valid Gone Arcade', 'permanently_closed'),
    }),
    ['search on a map', '/search?q=austin&view=map'],
    ['admin login', '/admin/login'],
  ]
  const adminPages: [string, string][] = [
    ['admin dashboard', '/admin'],
    ['admin widgets', '/admin/widgets'],
    ['admin sessions', '/admin/sessions'],
    ['admin import', '/admin/import'],
    ['admin reports', '/admin/reports'],
    ['admin deleted arcades', '/admin/deleted'],
    ['admin login, signed in', '/admin/login'],
  ]

  const documents: HtmlDocuments = {}
  for (const [name, path] of publicPages) documents[`the ${name} page (${path})`] = await page(path)
  for (const [name, path] of adminPages) documents[`the ${name} page (${path}), signed in`] = await page(path, cookie)
  const errors = htmlErrors(documents)
  expect(Object.keys(errors)).toHaveLength(publicPages.length + adminPages.length)
  for (const [name, found] of Object.entries(errors)) expect.soft(found, `HTML errors in ${name}`).toEqual([])
}, 180_000)
