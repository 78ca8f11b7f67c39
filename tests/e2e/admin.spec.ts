import { expect, test, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import { openPage } from './support/pages'

const BASE = E2E_BASE_URL
const JSON_HEADERS = { Origin: BASE, 'Content-Type': 'application/json' }

async function uiSignIn(page: Page) {
  await openPage(page, '/admin/login')
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
}

async function apiCreate(page: Page, name: string): Promise<{ id: number; slug: string }> {
  const res = await page.request.post('/api/admin/arcades', {
    headers: JSON_HEADERS,
    data: {
      name,
      type: 'retro',
      description: 'Made by the admin e2e spec.',
      address: '5 Spec St',
      city: 'Boise',
      state: 'Idaho',
      zipCode: '83702',
      rating: 4,
      reviewCount: 1,
      priceRange: '$',
      hours: 'Daily 9-9',
      latitude: '43.615',
      longitude: '-116.2023',
      imageUrl: '',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { id: number; slug: string }
}

async function apiDelete(page: Page, id: number) {
  const res = await page.request.delete(`/api/admin/arcades/${id}`, { headers: JSON_HEADERS })
  expect(res.status()).toBe(200)
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
  await expect(page.getByText(/^\d+ arcades found$/)).toBeVisible()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(page.getByText(/^Showing 51 to 100 of \d+ arcades$/)).toBeVisible()

  const requests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('admin.arcades.list')) requests.push(r.url())
  })
  await page.getByLabel('Search arcades').pressSequentially('houston', { delay: 30 })
  await expect(page.getByText(/^\d+ arcades found$/)).toBeVisible()
  await expect(page.getByTestId('admin-arcade-row').first()).toBeVisible()
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  expect(requests.length).toBe(1) // one request for the whole word: debounced
  await expect(page.getByText(/^Page 2 of/)).toHaveCount(0)

  await page.getByLabel('Search arcades').fill('zzzqqqnothing')
  await expect(page.getByText('No arcades found matching "zzzqqqnothing"')).toBeVisible()
})

test('edit a listing and see it on its public page', async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Edit Me ${Date.now()}`
  const created = await apiCreate(page, name)
  await searchFor(page, name)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Arcade' })
  await expect(dialog.getByText('Update arcade information and details')).toBeVisible()
  await dialog.getByLabel('Name').fill(`${name} Edited`)
  await dialog.getByLabel('Hours').fill('Fri-Sun 1pm-1am')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Arcade updated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  await openPage(page, `/arcade/${created.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Edited`)
  await expect(page.getByText('Fri-Sun 1pm-1am').first()).toBeVisible()
  await apiDelete(page, created.id) // leave the shared database's totals as other specs expect them
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
  await apiDelete(page, added!.id)
})

test('delete an arcade: its public page then 404s', async ({ page }) => {
  await uiSignIn(page)
  const name = `E2E Delete Me ${Date.now()}`
  const created = await apiCreate(page, name)
  await searchFor(page, name)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Arcade deleted successfully')).toBeVisible()
  const res = await page.goto(`/arcade/${created.slug}`)
  expect(res?.status()).toBe(404)
})

test('logout, after which /admin sends you back to /admin/login', async ({ page }) => {
  await uiSignIn(page)
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('You have been logged out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await openPage(page, '/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
})
