import { expect, test, type Locator, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config'
import { openPage, signInViaApi } from './support/pages'

/**
 * The admin dashboard as a compact table (docs/decisions/0031-admin-table.md): sorting by column headers and
 * filtering by state and type, both kept in the address; usable at 390 px without the page scrolling sideways;
 * the welcome toast clear of the toolbar; and the public header's Admin link asking nothing of the admin API.
 */

type Listed = { data: { name: string; state: string; type: string }[]; total: number }

/** What the admin API lists for `search` (the same parameters the dashboard sends). */
async function adminList(page: Page, search: string): Promise<Listed> {
  const res = await page.request.get(`/api/admin/arcades?limit=50&${search}`)
  expect(res.status(), search).toBe(200)
  return (await res.json()) as Listed
}

const rows = (page: Page) => page.getByTestId('admin-arcade-row')
const rowNames = (page: Page) => rows(page).locator('td:first-child').allTextContents()
const header = (page: Page, name: string) => page.getByRole('columnheader', { name })

/** The names the table shows, once they are those of the API's first page for `search`. */
async function expectRowsOf(page: Page, search: string) {
  const expected = (await adminList(page, search)).data.map((a) => a.name)
  await expect(rows(page).first()).toHaveText(new RegExp(`^${escape(expected[0]!)}`))
  await expect.poll(() => rowNames(page)).toEqual(expected)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a compact table sorted by its column headers, with state and type filters, kept in the address', async ({
  page,
}) => {
  test.slow() // many steps on a shared, loaded machine
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInViaApi(page)
  await openPage(page, '/admin')
  const table = page.getByRole('table')
  await expect(table).toBeVisible()
  await expect(rows(page)).toHaveCount(50)
  for (const column of ['Name', 'City', 'State', 'Type', 'Rating', 'Updated']) {
    await expect(header(page, column).getByRole('button', { name: column })).toBeVisible()
  }
  // 50 rows of one line each: a screen or three, not 50 tall cards (about 11,400 px).
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000)

  await header(page, 'Rating').getByRole('button').click()
  await expect(page).toHaveURL(/\/admin\?sort=rating&dir=desc$/)
  await expect(header(page, 'Rating')).toHaveAttribute('aria-sort', 'descending')
  await expect(header(page, 'Name')).not.toHaveAttribute('aria-sort', /.*/)
  await expectRowsOf(page, 'sort=rating&dir=desc')

  await header(page, 'Rating').getByRole('button').click()
  await expect(page).toHaveURL(/\/admin\?sort=rating&dir=asc$/)
  await expect(header(page, 'Rating')).toHaveAttribute('aria-sort', 'ascending')
  await expectRowsOf(page, 'sort=rating&dir=asc')

  await header(page, 'Name').getByRole('button').click()
  await expect(page).toHaveURL(/\/admin\?sort=name&dir=asc$/)
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending')
  await expectRowsOf(page, 'sort=name&dir=asc')

  // Filters: a state, then a type, each in the address; the count is the server's.
  await page.getByRole('combobox', { name: 'State' }).fill('Texas')
  await page.getByRole('option', { name: 'Texas', exact: true }).click()
  await expect(page).toHaveURL(/[?&]state=texas(&|$)/)
  const texas = await adminList(page, 'sort=name&dir=asc&state=texas')
  await expect(page.getByTestId('arcade-count')).toHaveText(`${texas.total} arcades found`)
  await expectRowsOf(page, 'sort=name&dir=asc&state=texas')
  for (const state of await rows(page).locator('td:nth-child(3)').allTextContents()) expect(state).toBe('Texas')

  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Retro', exact: true }).click()
  await expect(page).toHaveURL(/[?&]type=retro(&|$)/)
  const texasRetro = await adminList(page, 'sort=name&dir=asc&state=texas&type=retro')
  expect(texasRetro.total).toBeGreaterThan(0)
  expect(texasRetro.total).toBeLessThan(texas.total)
  await expect(page.getByTestId('arcade-count')).toHaveText(`${texasRetro.total} arcades found`)
  await expectRowsOf(page, 'sort=name&dir=asc&state=texas&type=retro')
  await page.screenshot({ path: 'test-results/admin-table-1280.png' })

  // Reload: the same sort, filters and rows.
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Texas')
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Retro')
  await expect(page.getByTestId('arcade-count')).toHaveText(`${texasRetro.total} arcades found`)
  await expectRowsOf(page, 'sort=name&dir=asc&state=texas&type=retro')

  // Back: the step before, the type filter gone again.
  await page.goBack()
  await expect(page).not.toHaveURL(/type=/)
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('')
  await expect(page.getByTestId('arcade-count')).toHaveText(`${texas.total} arcades found`)

  // A search within the filters, then Edit and Delete from the table still open their dialogs.
  await page.getByLabel('Search arcades').fill('houston')
  const houston = await adminList(page, 'sort=name&dir=asc&state=texas&query=houston')
  await expect(page.getByTestId('arcade-count')).toHaveText(`${houston.total} arcades found`)
  const first = houston.data[0]!.name
  await rows(page)
    .first()
    .getByRole('button', { name: `Edit ${first}` })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Arcade' })
  await expect(edit.getByLabel('Name')).toHaveValue(first)
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await rows(page)
    .first()
    .getByRole('button', { name: `Delete ${first}` })
    .click()
  await expect(page.getByRole('dialog', { name: 'Confirm Delete' })).toContainText(
    `Are you sure you want to delete "${first}"? It leaves the site and can be restored from Deleted.`,
  )
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Cancel' }).click()
})

test('an address with a value the list cannot use shows the list without it', async ({ page }) => {
  await signInViaApi(page)
  await openPage(page, '/admin?sort=price&dir=sideways&state=atlantis&type=retro')
  await expect(rows(page)).toHaveCount(50)
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Retro')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('')
  const retro = await adminList(page, 'type=retro')
  await expect(page.getByTestId('arcade-count')).toHaveText(`${retro.total.toLocaleString('en-US')} arcades found`)
})

test('at 390 px the table scrolls in its own box, the page never sideways, and its buttons work', async ({ page }) => {
  test.slow() // a long page on a shared, loaded machine
  await page.setViewportSize({ width: 390, height: 844 })
  await signInViaApi(page)
  await openPage(page, '/admin?sort=name&dir=asc')
  await expect(rows(page)).toHaveCount(50)
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await pageWidth()).toBeLessThanOrEqual(390)
  const box = page.getByRole('region', { name: 'Arcades' })
  const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeGreaterThan(0) // the table is wider than the phone: it scrolls inside its box
  await page.screenshot({ path: 'test-results/admin-table-390.png' })

  await header(page, 'Rating').getByRole('button').click()
  await expect(page).toHaveURL(/sort=rating&dir=desc/)
  await expectRowsOf(page, 'sort=rating&dir=desc')
  const firstRow = rows(page).first()
  const name = (await firstRow.locator('td:first-child').textContent())!
  await firstRow.getByRole('button', { name: `Edit ${name}` }).click() // scrolled into view inside the box
  await expect(page.getByRole('dialog', { name: 'Edit Arcade' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Edit Arcade' }).getByRole('button', { name: 'Cancel' }).click()
  expect(await pageWidth()).toBeLessThanOrEqual(390)
  const next = page.getByRole('button', { name: 'Next' })
  await next.focus() // scrolls the pager into view
  await expect(next).toBeInViewport()
  await page.screenshot({ path: 'test-results/admin-table-390-pager.png' })
  expect(await pageWidth()).toBeLessThanOrEqual(390)
})

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return box!
}

for (const width of [1280, 390]) {
  test(`the welcome toast does not cover the toolbar's buttons at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await openPage(page, '/admin/login')
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    // Signing in hashes the password (scrypt): slow on a loaded machine.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 })
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome Admin' })
    await expect(toast).toBeVisible()
    await toast.hover() // waits until it has finished sliding in
    await page.mouse.move(0, 0)
    const toastBox = await boxOf(toast)
    for (const button of [
      page.getByRole('link', { name: 'Affiliate Widgets' }),
      page.getByRole('link', { name: 'Sessions' }),
      page.getByRole('button', { name: 'Add Arcade' }),
      page.getByRole('button', { name: 'Logout' }),
    ]) {
      const buttonBox = await boxOf(button)
      expect(overlaps(toastBox, buttonBox), `${await button.textContent()} under the toast`).toBe(false)
    }
    await page.screenshot({ path: `test-results/admin-toast-${width}.png` })
  })
}

test("hovering the header's Admin link on a public page asks nothing of the admin API and logs no error", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const adminCalls: string[] = []
  const errors: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/trpc/admin.')) adminCalls.push(r.url())
  })
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await openPage(page, '/')
  const admin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })
  await admin.hover()
  await admin.focus()
  // A preload would start at once; the page goes quiet only after it answered.
  await page.waitForLoadState('networkidle')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).hover()
  await page.waitForLoadState('networkidle')
  expect(adminCalls).toEqual([])
  expect(errors).toEqual([])
  // A click still opens the admin area (its sign-in, without a session).
  await admin.click()
  await expect(page).toHaveURL(/\/admin\/login$/)
})
