import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { E2E_DATABASE } from '../../playwright.config'
import { createArcadeViaApi, deleteArcadeViaApi, openPage, signInViaApi } from './support/pages'

/**
 * The administrator's history screens (issue 20): the arcade form's Status section, its Confirm buttons and its
 * History tab, and the Deleted screen. Each test makes its own arcades in Boise and deletes them at the end, so the
 * directory keeps the sample's listed arcades that other specs count.
 */

const uniqueName = (what: string) => `History Spec ${what} ${Date.now()}`

/** Opens the dashboard and the Edit dialog of the arcade `name`. */
async function openEdit(page: Page, name: string) {
  await openPage(page, '/admin')
  await page.getByLabel('Search arcades').fill(name)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Arcade' })
  await expect(dialog.getByLabel('Name')).toHaveValue(name)
  return dialog
}

/** A moment's day as the admin screens write it (the browser's locale and time zone). */
const dayInBrowser = (page: Page, iso: string) =>
  page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at)), iso)

test('an edit shows in the history, field by field, and restoring the older version brings its value back', async ({
  page,
}) => {
  test.slow() // the long arcade form, twice, on a shared machine
  await signInViaApi(page)
  const name = uniqueName('Restore')
  const created = await createArcadeViaApi(page, name)
  try {
    const edit = await openEdit(page, name)
    // Markup typed into a field is text, in the history as anywhere.
    const described = 'Now with <b>forty</b> cabinets & more.'
    await edit.getByLabel('Description').fill(described)
    await edit.getByLabel('Price Range').fill('$$$')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Arcade updated successfully')).toBeVisible()
    await expect(edit).toBeHidden()
    await openPage(page, `/arcade/${created.slug}`)
    await expect(page.getByText(described, { exact: true })).toBeVisible()

    const again = await openEdit(page, name)
    await again.getByRole('tab', { name: 'History' }).click()
    const revisions = again.getByTestId('revision')
    await expect(revisions).toHaveCount(2)
    const edited = revisions.nth(0)
    await expect(edited).toContainText('Edited')
    await expect(edited).toContainText('by e2e-admin')
    await expect(edited.getByRole('row', { name: /Description/ })).toContainText('Made by an end-to-end test.')
    await expect(edited.getByRole('cell', { name: described, exact: true })).toBeVisible()
    await expect(edited.getByRole('row', { name: /Price range/ })).toContainText('$$$')
    await expect(edited.locator('b')).toHaveCount(0)
    // The newest revision is the listing as it is: only older ones can be restored.
    await expect(edited.getByRole('button', { name: /Restore this version/ })).toHaveCount(0)
    const added = revisions.nth(1)
    await expect(added).toContainText('Added')

    await added.getByRole('button', { name: /Restore this version/ }).click()
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' })
    await expect(confirm).toContainText('This is saved as a new change')
    await confirm.getByRole('button', { name: 'Restore version' }).click()
    await expect(page.getByText(/^Version #\d+ restored as a new change$/)).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect(revisions).toHaveCount(3)
    await expect(revisions.nth(0)).toContainText('Restored the version of #')
    await expect(revisions.nth(0).getByRole('row', { name: /Description/ })).toContainText(
      'Made by an end-to-end test.',
    )

    await again.getByRole('tab', { name: 'Details' }).click()
    await expect(again.getByLabel('Description')).toHaveValue('Made by an end-to-end test.')
    await expect(again.getByLabel('Price Range')).toHaveValue('$')

    await openPage(page, `/arcade/${created.slug}`)
    await expect(page.getByText('Made by an end-to-end test.', { exact: true })).toBeVisible()
    await expect(page.getByText(described)).toHaveCount(0)
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})

test('a deleted arcade is on the Deleted screen, and Restore brings it back with its history', async ({ page }) => {
  await signInViaApi(page)
  const name = uniqueName('Deleted')
  const created = await createArcadeViaApi(page, name)
  let restored = false
  try {
    await openPage(page, '/admin')
    await page.getByLabel('Search arcades').fill(name)
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${name}"? It leaves the site and can be restored from Deleted.`,
    )
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Arcade deleted successfully')).toBeVisible()
    expect((await page.request.get(`/arcade/${created.slug}`)).status()).toBe(404)

    await page.getByTestId('admin-toolbar').getByRole('link', { name: 'Deleted' }).click()
    await expect(page).toHaveURL(/\/admin\/deleted$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Deleted Arcades' })).toBeVisible()
    const row = page.getByTestId('deleted-arcade-row').filter({ hasText: name })
    await expect(row).toContainText('Boise')
    await expect(row).toContainText(await dayInBrowser(page, new Date().toISOString()))
    await row.getByRole('button', { name: `Restore ${name}` }).click()
    await expect(page.getByText(`"${name}" is back on the site`)).toBeVisible()
    restored = true
    await expect(row).toHaveCount(0)

    const back = await openPage(page, `/arcade/${created.slug}`)
    expect(back?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

    const edit = await openEdit(page, name)
    await edit.getByRole('tab', { name: 'History' }).click()
    await expect(edit.getByTestId('revision')).toHaveCount(3)
    await expect(edit.getByTestId('revision').nth(0)).toContainText('Restored from Deleted')
    await expect(edit.getByTestId('revision').nth(1)).toContainText('Deleted')
    await expect(edit.getByTestId('revision').nth(2)).toContainText('Added')
  } finally {
    if (restored) await deleteArcadeViaApi(page, created.id)
  }
})

test('the form closes an arcade for a while, by the server’s rules for the day it closed', async ({ page }) => {
  await signInViaApi(page)
  const name = uniqueName('Closed')
  const created = await createArcadeViaApi(page, name)
  try {
    const edit = await openEdit(page, name)
    const status = edit.getByRole('combobox', { name: 'Open or closed' })
    await expect(status).toHaveValue('Open')
    await expect(edit.getByLabel('Closed on')).toHaveCount(0)
    await status.click()
    await page.getByRole('option', { name: 'Permanently closed' }).click()
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(edit.getByText('Closed on is required when the arcade is permanently closed')).toBeVisible()
    await expect(page.getByText('Arcade updated successfully')).toHaveCount(0)

    await status.click()
    await page.getByRole('option', { name: 'Temporarily closed' }).click()
    await edit.getByLabel('Closed on').fill('2026-11-01')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Arcade updated successfully')).toBeVisible()

    await openPage(page, `/arcade/${created.slug}`)
    await expect(page.getByRole('region', { name: 'Temporarily closed' })).toContainText(
      `${name} is temporarily closed since Nov 1, 2026.`,
    )
    const reopened = await openEdit(page, name)
    await expect(reopened.getByRole('combobox', { name: 'Open or closed' })).toHaveValue('Temporarily closed')
    await expect(reopened.getByLabel('Closed on')).toHaveValue('2026-11-01')

    // Closed for good, it leaves the listed arcades, and the dashboard's Show filter finds it to edit again.
    await reopened.getByRole('combobox', { name: 'Open or closed' }).click()
    await page.getByRole('option', { name: 'Permanently closed' }).click()
    await reopened.getByLabel('Closed on').fill('2026-10-15')
    await reopened.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Arcade updated successfully')).toBeVisible()
    await expect(reopened).toBeHidden()
    await expect(page.getByText(`No arcades found matching "${name}"`)).toBeVisible()
    await page.getByRole('combobox', { name: 'Show' }).click()
    await page.getByRole('option', { name: 'Closed for good' }).click()
    await expect(page).toHaveURL(/status=permanently_closed/)
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const closed = page.getByRole('dialog', { name: 'Edit Arcade' })
    await expect(closed.getByRole('combobox', { name: 'Open or closed' })).toHaveValue('Permanently closed')
    await expect(closed.getByLabel('Closed on')).toHaveValue('2026-10-15')
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})

test('Confirm stamps the day a listing and its hours were checked, and changes nothing else', async ({ page }) => {
  await signInViaApi(page)
  const name = uniqueName('Confirm')
  const created = await createArcadeViaApi(page, name)
  try {
    // Last checked long ago, as a listing nobody has looked at.
    const longAgo = '2024-03-05T12:00:00.000Z'
    const db = new Database(E2E_DATABASE)
    try {
      db.prepare('UPDATE arcades SET checked_at = ?, hours_checked_at = ? WHERE id = ?').run(
        longAgo,
        longAgo,
        created.id,
      )
    } finally {
      db.close()
    }
    const before = await adminArcade(page, name)
    const thenDay = await dayInBrowser(page, longAgo)
    const today = await dayInBrowser(page, new Date().toISOString())

    const edit = await openEdit(page, name)
    await expect(edit.getByTestId('listing-checked')).toHaveText(`Last checked ${thenDay}`)
    await expect(edit.getByTestId('hours-checked')).toHaveText(`Hours checked ${thenDay}`)
    // What is typed and not saved stays in the form, and is not saved by a confirmation.
    await edit.getByLabel('Price Range').fill('$$$$')
    await edit.getByRole('button', { name: 'Confirm listing' }).click()
    await expect(page.getByText('Listing confirmed as still right')).toBeVisible()
    await expect(edit.getByTestId('listing-checked')).toHaveText(`Last checked ${today}`)
    await expect(edit.getByTestId('hours-checked')).toHaveText(`Hours checked ${thenDay}`)
    await expect(edit.getByLabel('Price Range')).toHaveValue('$$$$')
    await edit.getByRole('button', { name: 'Confirm hours' }).click()
    await expect(page.getByText('Hours confirmed as still right')).toBeVisible()
    await expect(edit.getByTestId('hours-checked')).toHaveText(`Hours checked ${today}`)

    const after = await adminArcade(page, name)
    expect(after.checkedAt).not.toBe(longAgo)
    expect(after.hoursCheckedAt).not.toBe(longAgo)
    const unstamped = (a: Record<string, unknown>) => ({ ...a, checkedAt: null, hoursCheckedAt: null })
    expect(unstamped(after)).toEqual(unstamped(before))

    await edit.getByRole('tab', { name: 'History' }).click()
    const newest = edit.getByTestId('revision').nth(0)
    await expect(newest).toContainText('Confirmed as still right')
    await expect(newest.getByRole('row', { name: /Hours checked/ })).toContainText(thenDay)
    await expect(
      edit
        .getByTestId('revision')
        .nth(1)
        .getByRole('row', { name: /Listing checked/ }),
    ).toBeVisible()
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})

/** The arcade `name` as the admin API answers it. */
async function adminArcade(page: Page, name: string): Promise<Record<string, unknown>> {
  const res = await page.request.get(`/api/admin/arcades?query=${encodeURIComponent(name)}`)
  const { data } = (await res.json()) as { data: Record<string, unknown>[] }
  const found = data.filter((a) => a.name === name)
  expect(found).toHaveLength(1)
  return found[0]!
}
