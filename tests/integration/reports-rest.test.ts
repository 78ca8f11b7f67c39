import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

const USER = 'queue-admin'
const PASSWORD = 'queue-password-1234'
let server: RunningServer
let slug: string
let ip = 0
// TRUST_PROXY: each test sends from its own address, so the daily quota of one never meets another's.
const freshIp = () => `198.51.100.${++ip}`

beforeAll(async () => {
  server = await startServer({
    ADMIN_USERNAME: USER,
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: '1',
    REPORT_MIN_FILL_SECONDS: '1',
  })
  const first = (await (await fetch(`${server.url}/api/arcades?limit=1&sort=name`)).json()) as {
    arcades: { slug: string }[]
  }
  slug = first.arcades[0]!.slug
}, 90_000)
afterAll(() => server?.stop())

const waitToFill = () => new Promise((r) => setTimeout(r, 1100))

function send(path: string, init: RequestInit & { from?: string } = {}) {
  const { from = freshIp(), ...rest } = init
  return fetch(`${server.url}${path}`, {
    redirect: 'manual',
    ...rest,
    headers: { origin: server.url, 'x-forwarded-for': from, ...rest.headers },
  })
}

const postForm = (path: string, fields: Record<string, string>, from?: string) =>
  send(path, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The report form's page, and the token it carries. */
async function formPage(path: string) {
  const res = await send(path)
  const html = await res.text()
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? ''
  return { res, html, token }
}

describe('the report form without JavaScript', () => {
  it('is a private, unindexed page showing today’s values', async () => {
    const { res, html, token } = await formPage(`/arcade/${slug}/report`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-cache')).toBeNull()
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(html).toContain('Suggest an edit')
    expect(token).toMatch(/^\d+\.[\w-]+$/)
  })

  it('sent too soon comes back with the values kept and nothing stored; sent after a look, it says thank you', async () => {
    const { token } = await formPage(`/arcade/${slug}/report`)
    const fields = {
      form_token: token,
      kind: 'permanently_closed',
      closed_on: '2026-11-01',
      message: 'Boarded up & gone',
      contact_email: '',
      homepage: '',
    }
    const early = await postForm(`/arcade/${slug}/report`, fields)
    expect(early.status).toBe(303)
    const back = early.headers.get('location')!
    expect(back).toMatch(new RegExp(`/arcade/${slug}/report\\?draft=[\\w-]+$`))
    const again = await formPage(new URL(back).pathname + new URL(back).search)
    expect(again.html).toContain('Please check your suggestion and send it again.')
    expect(again.html).toContain('Boarded up &amp; gone')
    await waitToFill()
    const sent = await postForm(`/arcade/${slug}/report`, { ...fields, form_token: again.token })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toMatch(new RegExp(`/arcade/${slug}/report\\?sent=1$`))
    const thanks = await send(`/arcade/${slug}/report?sent=1`)
    expect(await thanks.text()).toContain('Nothing on the site changes until it is accepted')
  })

  it('shows a bad field’s message beside it, with what was typed', async () => {
    const { token } = await formPage(`/arcade/${slug}/report`)
    await waitToFill()
    const res = await postForm(`/arcade/${slug}/report`, {
      form_token: token,
      kind: 'edit',
      'changes.zip.seen': '00000',
      'changes.zip.value': '12',
    })
    const page = await formPage(
      new URL(res.headers.get('location')!).pathname + new URL(res.headers.get('location')!).search,
    )
    expect(page.html).toContain('ZIP code must be 5 digits')
    expect(page.html).toMatch(/name="changes.zip.value"[^>]*value="12"|value="12"[^>]*name="changes.zip.value"/)
  })
})

describe('the report API and its guards', () => {
  it('takes a JSON report (202) and changes no public answer: the cached pages stay hits', async () => {
    const page = `/arcade/${slug}`
    await send(page)
    expect((await send(page)).headers.get('x-cache')).toBe('hit')
    await send('/api/arcades?query=a')
    const { token } = await formPage(`${page}/report`)
    await waitToFill()
    const res = await postJson('/api/reports', { arcade_slug: slug, kind: 'temporarily_closed', form_token: token })
    expect([res.status, await res.json()]).toEqual([202, { received: true }])
    expect((await send(page)).headers.get('x-cache')).toBe('hit')
    expect((await send('/api/arcades?query=a')).headers.get('x-cache')).toBe('hit')
  })

  it('answers 400 naming the field, 404 for an unknown arcade', async () => {
    const res = await postJson('/api/reports', { arcade_slug: slug, kind: 'nonsense', form_token: 'x' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { issues: { field: string }[] } }).error.issues[0]!.field).toBe('kind')
    const { token } = await formPage(`/arcade/${slug}/report`)
    const unknown = await postJson('/api/reports', {
      arcade_slug: 'no-such-arcade',
      kind: 'temporarily_closed',
      form_token: token,
    })
    expect(unknown.status).toBe(404)
  })

  it('refuses another origin (403), multipart and a form body on the API (415), an oversized body (413)', async () => {
    const foreign = await postJson('/api/reports', {}, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const foreignForm = await send(`/arcade/${slug}/report`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'kind=other',
    })
    expect(foreignForm.status).toBe(403)
    const multipart = new FormData()
    multipart.set('kind', 'other')
    expect((await send(`/arcade/${slug}/report`, { method: 'POST', body: multipart })).status).toBe(415)
    expect((await send('/suggest', { method: 'POST', body: multipart })).status).toBe(415)
    const formOnApi = await send('/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'kind=other',
    })
    expect(formOnApi.status).toBe(415)
    const huge = await postJson('/api/reports', {
      arcade_slug: slug,
      kind: 'other',
      message: 'x'.repeat(17_000),
      form_token: 'x',
    })
    expect(huge.status).toBe(413)
    const hugeForm = await postForm(`/arcade/${slug}/report`, { kind: 'other', message: 'x'.repeat(17_000) })
    expect(hugeForm.status).toBe(413)
    // Other pages still take no POST.
    expect(
      (
        await send('/about', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
        })
      ).status,
    ).toBe(415)
  })
})

describe('suggesting a new arcade', () => {
  it('shows “Is it one of these?” before sending, then takes it with “None of these”', async () => {
    const arcade = (await (await send(`/api/arcades/slug/${slug}`)).json()) as {
      name: string
      city: string
      state: string
      zip: string
      phone: string
    }
    const { token } = await formPage('/suggest')
    await waitToFill()
    const fields = {
      form_token: token,
      name: arcade.name,
      address: '9 Other St',
      city: arcade.city,
      state: arcade.state,
      zip: arcade.zip,
      phone: arcade.phone,
    }
    const first = await postForm('/suggest', fields)
    expect(first.status).toBe(303)
    const page = await formPage(
      new URL(first.headers.get('location')!).pathname + new URL(first.headers.get('location')!).search,
    )
    expect(page.html).toContain('Is it one of these?')
    expect(page.html).toContain(`href="/arcade/${slug}/report"`)
    await waitToFill()
    const sent = await postForm('/suggest', { ...fields, form_token: page.token, confirmed_new: '1' })
    expect(sent.headers.get('location')).toMatch(/\/suggest\?sent=1$/)
  })
})

describe('the review queue over REST', () => {
  it('lists, shows, rejects once (409 after), with 404 for an unknown report and 401 without a session', async () => {
    expect((await send('/api/admin/reports')).status).toBe(401)
    const cookie = await signInCookie(server, USER, PASSWORD)
    const admin = { cookie }
    const list = (await (await send('/api/admin/reports', { headers: admin })).json()) as {
      data: { id: number; kind: string }[]
      total: number
    }
    expect(list.total).toBeGreaterThan(0)
    const id = list.data[0]!.id
    expect((await send(`/api/admin/reports/${id}`, { headers: admin })).status).toBe(200)
    expect((await send('/api/admin/reports/999999', { headers: admin })).status).toBe(404)
    expect((await send('/api/admin/reports?status=nope', { headers: admin })).status).toBe(400)
    const reject = (body: unknown) => postJson(`/api/admin/reports/${id}/reject`, body, admin)
    expect((await reject({})).status).toBe(400)
    expect((await reject({ reason: 'Checked: still open' })).status).toBe(200)
    expect((await reject({ reason: 'again' })).status).toBe(409)
    expect(list.data.length).toBeGreaterThan(1)
    expect(
      (await postJson(`/api/admin/reports/${id}/duplicate`, { duplicateOfId: list.data[1]!.id }, admin)).status,
    ).toBe(409)
  })
})
