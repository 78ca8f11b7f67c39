import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/** The strict script policy (docs/decisions/0020-strict-csp.md), through the production server. */

const ADMIN = { ADMIN_USERNAME: 'csp-admin', ADMIN_PASSWORD: 'csp-password-1234' }

let server: RunningServer
let cookie = ''
beforeAll(async () => {
  server = await startServer(ADMIN)
  cookie = await signInCookie(server, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)
}, 90_000)
afterAll(() => server?.stop())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

/** The script-src directive's sources. */
function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src '))
  return directive ? directive.trim().split(/\s+/).slice(1) : []
}

/** Each `<script>` without a src and without a type (so the browser runs it): its text's hash source. */
function runnableInlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = m[1]!
    if (/\s(src|type)=/.test(attributes)) continue
    hashes.push(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`)
  }
  return hashes
}

async function expectStrictPage(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers)
  const html = await res.text()
  const sources = scriptSources(res.headers.get('content-security-policy'))
  expect(sources, path).toContain("'strict-dynamic'")
  expect(sources.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|'self'|https?:|\*/)
  const inline = runnableInlineScriptHashes(html)
  expect(inline.length, path).toBeGreaterThanOrEqual(3)
  for (const hash of inline) expect(sources, `${path}: ${hash}`).toContain(hash)
  // Only inline scripts (hashed) in the markup; the entry module is inserted by one of them.
  expect(html, path).not.toMatch(/<script\b[^>]*\ssrc=/)
  expect(html, path).toMatch(/s\.type="module";s\.src="\/assets\/[\w-]+\.js"/)
  return res
}

describe('the script policy of HTML pages', () => {
  it.each(['/', '/arcades/texas', '/arcades/texas/houston', '/search?q=austin', '/about', '/no-such-page'])(
    '%s lists the hash of every inline script, with strict-dynamic and nothing looser',
    async (path) => {
      await expectStrictPage(path)
    },
  )

  it('a page from the render cache keeps the policy that matches its scripts, also for a HEAD', async () => {
    const first = await expectStrictPage('/arcades/oregon')
    const again = await expectStrictPage('/arcades/oregon')
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    const head = await fetch(`${server.url}/arcades/oregon`, { method: 'HEAD' })
    expect(head.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })

  it('signed-in admin pages, rendered per request, get the same kind of policy', async () => {
    await expectStrictPage('/admin', { cookie })
    await expectStrictPage('/admin/login')
  })

  it('answers that are not HTML run no script at all', async () => {
    for (const path of ['/favicon.svg', '/api/arcades?limit=1', '/robots.txt', '/sitemap.xml']) {
      const res = await get(path)
      expect(scriptSources(res.headers.get('content-security-policy')), path).toEqual(["'none'"])
    }
  })
})

describe('a custom-code widget’s own document', () => {
  async function createWidget(body: Record<string, unknown>): Promise<number> {
    const res = await fetch(`${server.url}/api/admin/widgets`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ targetType: 'path', targetValue: '/arcades/utah', position: 'bottom', ...body }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    return ((await res.json()) as { id: number }).id
  }

  it('serves the code sandboxed under its own policy, free to run inline and third-party scripts', async () => {
    const code = '<p id="hi">Hi</p><script src="https://ads.example/x.js"></script><script>hi.textContent="!"</script>'
    const id = await createWidget({ name: 'Frame code', widgetCode: code })
    const res = await get(`/widget-frame/${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/^sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox;/)
    expect(policy).not.toContain('allow-same-origin')
    expect(policy).not.toContain('script-src')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const body = await res.text()
    expect(body).toContain(code)
    // The page frames that document, never a srcdoc (which would inherit the page's script policy).
    const page = await (await get('/arcades/utah')).text()
    expect(page).toContain(`src="/widget-frame/${id}#`)
    expect(page).not.toContain('srcdoc')
  })

  it('answers 404 for a card widget, an inactive widget, an unknown or malformed id', async () => {
    const card = await createWidget({
      name: 'Frame card',
      affiliateLink: 'https://www.amazon.com/dp/B000FRAME?tag=atlas-20',
      productName: 'Stick',
    })
    const inactive = await createWidget({ name: 'Frame off', widgetCode: '<p>off</p>', isActive: false })
    for (const path of [
      `/widget-frame/${card}`,
      `/widget-frame/${inactive}`,
      '/widget-frame/999999',
      '/widget-frame/x',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toContain('<p>off</p>')
    }
  })
})
