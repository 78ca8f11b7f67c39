import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATABASE } from '../../playwright.config'
import { createArcadeViaApi, deleteArcadeViaApi, openPage } from './support/pages'

const BASE = E2E_BASE_URL

async function uiSignIn(page: Page) {
  await openPage(page, '/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
}

/** Holds every request to the tRPC procedure `procedure` until the returned release() is called. */
async function holdRequests(page: Page, procedure: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Total of an admin search, as the API counts it. */
async function adminTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/admin/arcades?limit=1&query=${encodeURIComponent(query)}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { total: number }).total
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search arcades').fill(text)
  await expect(page.getByTestId('admin-arcade-row').first()).toContainText(text)
}

test('without a session /admin redirects to /admin/login', async ({ page }) => {
  await openPage(page, '/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByText('Enter your credentials to access the admin panel')).toBeVisible()
})

test('failed, then successful sign-in with their toasts', async ({ page }) => {
  await openPage(page, '/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Login Failed')).toBeVisible()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)

  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Welcome Admin')).toBeVisible()
  await expect(page.getByText('You are now logged in to the admin panel')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible()
})

test('debounced search resets to page 1; paging', async ({ page }) => {
  await uiSignIn(page)
  // Counts are written with thousands separators: the sample directory has 1,889 arcades.
  await expect(page.getByText(/^\d{1,3}(,\d{3})* arcades found$/)).toBeVisible()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(page.getByText(/^Showing 51 to 100 of \d{1,3}(,\d{3})* arcades$/)).toBeVisible()

  // A query with several pages of hits: page 2 would exist for it too, so staying there would show.
  const query = 'texas'
  const total = await adminTotal(page, query)
  expect(total).toBeGreaterThan(100)
  const pages = Math.ceil(total / 50)
  const requests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('admin.arcades.list')) requests.push(r.url())
  })
  await page.getByLabel('Search arcades').pressSequentially(query, { delay: 30 })
  await expect(page.getByText(`${total} arcades found`)).toBeVisible()
  await expect(page.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible()
  await expect(page.getByText(`Showing 1 to 50 of ${total} arcades`, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  expect(requests.length).toBe(1) // one request for the whole word: debounced

  await page.getByLabel('Search arcades').fill('zzzqqqnothing')
  await expect(page.getByText('No arcades found matching "zzzqqqnothing"')).toBeVisible()
})

test('deleting the only row of the last page shows the new last page', async ({ page }) => {
  await uiSignIn(page)
  const token = `Lastpage${Date.now()}`
  const created: number[] = []
  try {
    for (let i = 0; i < 51; i++) created.push((await createArcadeViaApi(page, `${token} Arcade ${i}`)).id)
    await page.getByLabel('Search arcades').fill(`${token} Arcade 50`)
    await expect(page.getByText('1 arcade found', { exact: true })).toBeVisible()
    await page.getByLabel('Search arcades').fill(token)
    await expect(page.getByText('51 arcades found')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible()
    await expect(page.getByText('Showing 51 to 51 of 51 arcades', { exact: true })).toBeVisible()
    const rows = page.getByTestId('admin-arcade-row')
    await expect(rows).toHaveCount(1)
    await rows.getByRole('button', { name: /^Delete / }).click()
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Arcade deleted successfully')).toBeVisible()
    await expect(page.getByText('50 arcades found')).toBeVisible()
    await expect(rows).toHaveCount(50)
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0) // 50 fit on one page
  } finally {
    // Leave the shared database's totals as other specs expect them.
    const left = await page.request.get(`/api/admin/arcades?limit=100&query=${token}`)
    for (const { id } of ((await left.json()) as { data: { id: number }[] }).data) await deleteArcadeViaApi(page, id)
  }
  expect(await adminTotal(page, token)).toBe(0)
})

test('a 401 from an admin call sends the user to /admin/login', async ({ page }) => {
  await uiSignIn(page)
  await expect(page.getByText(/^[\d,]+ arcades found$/)).toBeVisible()
  await page.context().clearCookies() // the session is gone, as after expiry
  await page.getByLabel('Search arcades').fill('houston')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test("'Signing in...' with the inputs disabled while the sign-in is under way", async ({ page }) => {
  await openPage(page, '/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  const release = await holdRequests(page, 'admin.login')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
  await expect(page.getByLabel('Username')).toBeDisabled()
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled()
  release()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
})

test("the login page's 'Back to Home' link goes to /", async ({ page }) => {
  await openPage(page, '/admin/login')
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(`${BASE}/`)
})

test('edit a listing and see it on its public page', async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Edit Me ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  await searchFor(page, name)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Arcade' })
  await expect(dialog.getByText('Update arcade information and details')).toBeVisible()
  await dialog.getByLabel('Name').fill(`${name} Edited`)
  await dialog.getByLabel('Opening hours').fill('Fr-Su 13:00-01:00')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Arcade updated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  await openPage(page, `/arcade/${created.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Edited`)
  const week = page.getByTestId('week-table')
  await expect(week.getByRole('row', { name: 'Fri' })).toContainText('1 pm – 1 am')
  await expect(week.getByRole('row', { name: 'Mon' })).toContainText('Closed')
  await deleteArcadeViaApi(page, created.id) // leave the shared database's totals as other specs expect them
})

test('add an arcade', async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Added ${Date.now()}`
  await page.getByRole('button', { name: 'Add Arcade' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Arcade' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Added through the dialog.')
  await dialog.getByLabel('Address').fill('7 New Rd')
  await dialog.getByLabel('City').fill('Boise')
  await dialog.getByLabel('State').fill('ID')
  await dialog.getByLabel('ZIP Code').fill('83702')
  await dialog.getByRole('button', { name: 'Add Arcade' }).click()
  await expect(page.getByText('Arcade created successfully')).toBeVisible()
  await searchFor(page, name)

  const res = await page.request.get(`/api/arcades?query=${encodeURIComponent(name)}`)
  const body = (await res.json()) as { arcades: { name: string; slug: string }[] }
  expect(body.arcades[0]?.name).toBe(name)
  await openPage(page, `/arcade/${body.arcades[0]?.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const admin = await page.request.get(`/api/admin/arcades?query=${encodeURIComponent(name)}`)
  const [added] = ((await admin.json()) as { data: { id: number }[] }).data
  await deleteArcadeViaApi(page, added!.id)
})

test('delete dialog: Cancel closes it and deletes nothing', async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Keep Me ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  try {
    await searchFor(page, name)
    const row = page.getByTestId('admin-arcade-row').filter({ hasText: name })
    await expect(row).toContainText('(1 review)')
    await row.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(row).toBeVisible()
    expect((await page.request.get(`/api/arcades/slug/${created.slug}`)).status()).toBe(200)
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})

test("rows show the review count: '(23 reviews)'", async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Reviewed ${Date.now()}`
  const created = await createArcadeViaApi(page, name, { reviewCount: 23 })
  try {
    await searchFor(page, name)
    await expect(page.getByTestId('admin-arcade-row').filter({ hasText: name })).toContainText('(23 reviews)')
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})

test("delete an arcade: 'Deleting...' while busy, then its public page 404s", async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Delete Me ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  await searchFor(page, name)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText(
    `Are you sure you want to delete "${name}"? It leaves the site and can be restored from Deleted.`,
  )
  const release = await holdRequests(page, 'admin.arcades.delete')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  release()
  await expect(page.getByText('Arcade deleted successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  const res = await page.goto(`/arcade/${created.slug}`)
  expect(res?.status()).toBe(404)
})

test('logout, after which /admin sends you back to /admin/login', async ({ page }) => {
  await uiSignIn(page)
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible()
  await expect(page.getByText('You have been logged out successfully', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await openPage(page, '/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('the arcade form refuses out-of-range values on their fields, saves nothing, then stores what it shows', async ({
  page,
}) => {
  test.slow() // two rounds of a long form on a shared, loaded machine
  await uiSignIn(page)
  const name = `E2E Strict ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  try {
    await searchFor(page, name)
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Arcade' })
    await dialog.getByLabel('Rating').fill('7')
    await dialog.getByLabel('Review Count').fill('-3')
    await dialog.getByLabel('Latitude').fill('200')
    await dialog.getByLabel('Longitude').fill('abc')
    await dialog.getByLabel('Phone').fill('call me maybe')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    for (const error of [
      'Rating must be at most 5',
      'Review count must be at least 0',
      'Latitude must be at most 90',
      'Longitude must be a number',
      'Phone must be a US phone number such as (212) 555-0123',
    ]) {
      await expect(dialog.getByText(error)).toBeVisible()
    }
    // What was typed is still there, not the nearest allowed value.
    await expect(dialog.getByLabel('Rating')).toHaveValue('7')
    await expect(dialog.getByLabel('Latitude')).toHaveValue('200')
    await expect(page.getByText('Arcade updated successfully')).toHaveCount(0)
    const stored = await page.request.get(`/api/arcades/slug/${created.slug}`)
    expect(await stored.json()).toMatchObject({ rating: 4, review_count: 1, latitude: 43.615 })

    await dialog.getByLabel('Rating').fill('4.5')
    await dialog.getByLabel('Review Count').fill('12')
    await dialog.getByLabel('Latitude').fill('43.6')
    await dialog.getByLabel('Longitude').fill('-116.2')
    await dialog.getByLabel('Phone').fill('208.555.0147')
    const type = dialog.getByRole('combobox', { name: 'Type' })
    await type.fill('Laser  Tag')
    await type.press('Enter')
    await expect(dialog.getByText('laser tag', { exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Arcade updated successfully')).toBeVisible()

    const saved = await page.request.get(`/api/arcades/slug/${created.slug}`)
    expect(await saved.json()).toMatchObject({
      rating: 4.5,
      review_count: 12,
      latitude: 43.6,
      longitude: -116.2,
      phone: '+12085550147',
      type: 'retro,laser tag',
    })
    await openPage(page, `/arcade/${created.slug}`)
    await expect(page.getByRole('link', { name: '(208) 555-0147' })).toHaveAttribute('href', 'tel:+12085550147')
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+12085550147')
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})

test('a save the database cannot take says why, keeps the form, and saves once it can', async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Busy ${Date.now()}`
  await page.getByRole('button', { name: 'Add Arcade' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Arcade' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Description').fill('Saved once the database was free.')
  await dialog.getByLabel('Address').fill('5 Lock Ln')
  await dialog.getByLabel('City').fill('Boise')
  await dialog.getByLabel('State').fill('ID')
  await dialog.getByLabel('ZIP Code').fill('83702')
  // Another process holds the write lock past the server's 5-second wait: the save is refused, not lost silently.
  const other = new Database(E2E_DATABASE)
  try {
    other.exec('BEGIN IMMEDIATE')
    await dialog.getByRole('button', { name: 'Add Arcade' }).click()
    await expect(
      page.getByText('Failed to create arcade: The database is busy. Nothing was changed; try again in a moment.'),
    ).toBeVisible({ timeout: 20_000 })
  } finally {
    other.exec('ROLLBACK')
    other.close()
  }
  expect(await adminTotal(page, name)).toBe(0)
  await expect(dialog.getByLabel('Name')).toHaveValue(name)
  await dialog.getByRole('button', { name: 'Add Arcade' }).click()
  await expect(page.getByText('Arcade created successfully')).toBeVisible()
  expect(await adminTotal(page, name)).toBe(1)
  const admin = await page.request.get(`/api/admin/arcades?query=${encodeURIComponent(name)}`)
  const [added] = ((await admin.json()) as { data: { id: number }[] }).data
  await deleteArcadeViaApi(page, added!.id)
})
