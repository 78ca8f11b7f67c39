import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/pages'

/** Shows an error toast without a real failed sign-in (which would count towards the throttle). */
async function failSignIn(page: Page) {
  await page.getByLabel('Username').fill('someone')
  await page.getByLabel('Password', { exact: true }).fill('anything at all')
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/trpc/admin.login**', (route) => route.abort())
  await openPage(page, '/admin/login')
})

test('toasts show one at a time; F8 moves focus to the toast', async ({ page }) => {
  await failSignIn(page)
  const toasts = page.locator('.mantine-Notification-root')
  await expect(toasts).toHaveCount(1)
  await expect(toasts.first()).toContainText('Login failed:')
  await failSignIn(page)
  await expect(toasts).toHaveCount(1)

  await page.getByLabel('Username').focus()
  await page.keyboard.press('F8')
  await expect(toasts.first()).toBeFocused()
})

test('a swipe to the right dismisses the toast', async ({ page }) => {
  await failSignIn(page)
  const toast = page.locator('.mantine-Notification-root').first()
  // hover() waits until the toast has finished sliding in, so the gesture starts on it.
  await toast.hover()
  const box = (await toast.boundingBox())!
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)
})
