import { expect, test, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import { openPage } from './support/pages'

/**
 * The strict script policy (docs/decisions/0020-strict-csp.md) lets every page run: nothing the site itself
 * ships is refused, on a first load or after client navigation, signed out or in.
 */

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/** Records every policy violation of the page (and its frames) from before the first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text())
  })
  // Nothing leaves the machine (the maps' tiles would keep the network busy while they time out).
  await page.route(/^https:/, (route) => route.abort())
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return console
}

/** After a full load, once the network is quiet (lazy chunks and images have loaded); after client navigation, at once. */
async function expectNoViolations(page: Page, consoleMessages: string[], settled = true) {
  if (settled) await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.cspViolations)).toEqual([])
  expect(consoleMessages).toEqual([])
}

async function firstArcadeSlug(page: Page): Promise<string> {
  const res = await page.request.get('/api/arcades?limit=1')
  return ((await res.json()) as { arcades: { slug: string }[] }).arcades[0]!.slug
}

test('every public page type loads and hydrates under the policy, with no violation', async ({ page }) => {
  const consoleMessages = await watchViolations(page)
  const slug = await firstArcadeSlug(page)
  for (const path of [
    '/',
    '/arcades/texas',
    '/arcades/texas/houston',
    `/arcade/${slug}`,
    '/search?q=austin&type=retro',
    '/arcades/texas/houston?view=map',
    '/about',
    '/no-such-page',
  ]) {
    const response = await openPage(page, path)
    const policy = (await response!.headerValue('content-security-policy')) ?? ''
    expect(policy, path).toContain("'strict-dynamic'")
    expect(policy, path).toMatch(/script-src 'sha256-/)
    expect(policy, path).not.toContain('unsafe-inline')
    await expectNoViolations(page, consoleMessages)
  }
})

test('client navigation loads the next page’s code without a violation', async ({ page }) => {
  const consoleMessages = await watchViolations(page)
  await openPage(page, '/')
  await page.getByRole('link', { name: /Houston\s*24 arcades/ }).click()
  await expect(page).toHaveURL(/\/arcades\/texas\/houston$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Houston')
  await page.getByTestId('arcade-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/arcade\//)
  await expect(page.getByRole('heading', { name: 'Quick Info' })).toBeVisible()
  await expectNoViolations(page, consoleMessages, false)
})

test('the admin screens run under the policy', async ({ page }) => {
  const consoleMessages = await watchViolations(page)
  await openPage(page, '/admin/login')
  await expectNoViolations(page, consoleMessages)
  const res = await page.request.post('/api/admin/login', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/json' },
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  })
  expect(res.status()).toBe(200)
  for (const path of ['/admin', '/admin/widgets']) {
    await openPage(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page, consoleMessages)
  }
})
