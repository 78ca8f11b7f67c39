import { expect, test, type Browser, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import { openPage } from './support/pages'

const JSON_HEADERS = { Origin: E2E_BASE_URL, 'Content-Type': 'application/json' }
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const NEW_PASSWORD = 'e2e-changed-password-5678'

async function uiSignIn(page: Page, password = E2E_ADMIN.password) {
  await openPage(page, '/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
}

/** Another browser (a Firefox on Windows, by its User-Agent) signed in as the administrator. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ userAgent: FIREFOX })
  const res = await context.request.post('/api/admin/login', {
    headers: JSON_HEADERS,
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  })
  expect(await res.json()).toMatchObject({ success: true })
  const signedIn = async () => (await context.request.get('/api/admin/auth/check')).status() === 200
  return { context, signedIn }
}

test.describe('the administrator’s sessions', () => {
  test('lists this browser and another one, and signs the other out', async ({ page, browser }) => {
    const other = await otherBrowser(browser)
    await uiSignIn(page)
    await page.getByRole('link', { name: 'Sessions' }).click()
    await expect(page.getByRole('heading', { name: 'Sessions and Password' })).toBeVisible()

    const rows = page.getByTestId('session-row')
    const firefox = rows.filter({ hasText: 'Firefox on Windows' })
    await expect(firefox).toHaveCount(1)
    await expect(firefox).toContainText('From 127.0.0.1')
    await expect(firefox).toContainText(/Signed in .+ · last active .+/)
    await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1)

    await firefox.getByRole('button', { name: 'Sign out Firefox on Windows from 127.0.0.1' }).click()
    await expect(page.getByText('That session has been signed out')).toBeVisible()
    await expect(firefox).toHaveCount(0)
    expect(await other.signedIn()).toBe(false)
    // This browser is still signed in.
    await page.getByRole('link', { name: 'Back to Admin' }).click()
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
    await other.context.close()
  })

  test('signs out every other session at once', async ({ page, browser }) => {
    const others = [await otherBrowser(browser), await otherBrowser(browser)]
    await uiSignIn(page)
    await openPage(page, '/admin/sessions')
    await expect(page.getByTestId('session-row').filter({ hasText: 'Firefox on Windows' })).toHaveCount(2)
    await page.getByRole('button', { name: 'Sign out other sessions' }).click()
    // The two above, and any that earlier tests left open.
    await expect(page.getByText(/^\d+ other sessions signed out$/)).toBeVisible()
    await expect(page.getByTestId('session-row')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled()
    for (const other of others) {
      expect(await other.signedIn()).toBe(false)
      await other.context.close()
    }
  })

  test('a password change needs the current password and signs the other sessions out', async ({ page, browser }) => {
    const other = await otherBrowser(browser)
    await uiSignIn(page)
    await openPage(page, '/admin/sessions')
    await page.getByLabel('Current password').fill('not the password at all')
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The current password is not right')).toBeVisible()
    expect(await other.signedIn()).toBe(true)

    await page.getByLabel('Current password').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    try {
      await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
        /\d+ other sessions? signed out/,
      )
      expect(await other.signedIn()).toBe(false)
      await expect(page.getByTestId('session-row')).toHaveCount(1)
      await expect(page.getByLabel('Current password')).toHaveValue('')
    } finally {
      await other.context.close()
      // Back to the configured password for the other specs, through the same procedure.
      const res = await page.request.post('/api/trpc/admin.account.changePassword', {
        headers: JSON_HEADERS,
        data: { currentPassword: NEW_PASSWORD, newPassword: E2E_ADMIN.password, confirmPassword: E2E_ADMIN.password },
      })
      expect(res.status(), await res.text()).toBe(200)
    }
  })
})

test('the dashboard shows recent failed sign-ins', async ({ page }) => {
  const failed = await page.request.post('/api/admin/login', {
    headers: JSON_HEADERS,
    data: { username: 'e2e-stranger', password: 'a guessed password' },
  })
  expect(await failed.json()).toMatchObject({ success: false })
  await uiSignIn(page)
  const list = page.getByTestId('failed-sign-ins')
  await expect(list.getByRole('heading', { name: 'Recent failed sign-ins' })).toBeVisible()
  await expect(list.getByRole('listitem').first()).toContainText('e2e-stranger from 127.0.0.1 (Unknown username)')
})
