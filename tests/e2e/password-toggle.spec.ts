import { expect, test, type Page } from '@playwright/test'
import { openPage, signInViaApi } from './support/pages'

/**
 * A password field's show/hide button is reached with Tab right after its field, has one name everywhere
 * ("Show password", its state in aria-pressed), and works from the keyboard (src/ui/admin/AdminMantine.tsx).
 */
async function expectToggleByKeyboard(page: Page, fieldLabel: string) {
  const field = page.getByLabel(fieldLabel, { exact: true })
  await field.fill('secret-typed-here')
  await field.focus()
  await page.keyboard.press('Tab')
  const toggle = page.locator(':focus')
  await expect(toggle).toHaveAccessibleName('Show password')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(field).toHaveAttribute('type', 'password')
  await page.keyboard.press('Enter')
  await expect(field).toHaveAttribute('type', 'text')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle).toHaveAccessibleName('Show password')
  await page.keyboard.press('Space')
  await expect(field).toHaveAttribute('type', 'password')
}

test('the sign-in page’s password toggle is reachable by Tab and works from the keyboard', async ({ page }) => {
  await openPage(page, '/admin/login')
  await expectToggleByKeyboard(page, 'Password')
})

test('the sessions page’s password toggles are reachable by Tab, with the same name', async ({ page }) => {
  await signInViaApi(page)
  await openPage(page, '/admin/sessions')
  for (const label of ['Current password', 'New password', 'Repeat the new password']) {
    await expectToggleByKeyboard(page, label)
  }
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(3)
})
