import { expect, test } from '@playwright/test'
import { JSON_HEADERS, openPage, signInViaApi } from './support/pages'

/** The administrator's catalogue screen (issue 19): add an entry, then merge it into the entry it duplicates. */

test('an administrator adds a game, then merges it into the entry that is the same game', async ({ page }) => {
  test.setTimeout(90_000)
  await signInViaApi(page)
  const title = `E2E Pinbot ${Date.now()}`
  await openPage(page, '/admin')
  await page.getByTestId('admin-toolbar').getByRole('link', { name: 'Games' }).click()
  await expect(page.getByRole('heading', { name: 'Games Catalogue' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Game' }).click()
  const add = page.getByRole('dialog', { name: 'Add Game' })
  await add.getByLabel('Title').fill(title)
  await add.getByLabel('Year').fill('1800')
  await add.getByRole('button', { name: 'Add Game' }).click()
  await expect(add.getByText('must be 1970 or later')).toBeVisible()
  await add.getByLabel('Year').fill('1986')
  await add.getByLabel('Manufacturer').fill('Williams')
  await add.getByRole('combobox', { name: 'Kind' }).click()
  await page.getByRole('option', { name: 'Pinball' }).click()
  await add.getByLabel('Short names').fill('EPB')
  await add.getByLabel('Short names').press('Enter')
  await add.getByRole('button', { name: 'Add Game' }).click()
  await expect(page.getByText('Game added successfully')).toBeVisible()

  await page.getByLabel('Search games').fill(title)
  const row = page.getByTestId('admin-game-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('EPB')
  await row.getByRole('button', { name: `Merge ${title}` }).click()
  const merge = page.getByRole('dialog', { name: 'Merge Game' })
  await merge.getByRole('combobox', { name: 'Keep this game' }).fill('pinbot')
  await page.getByRole('option', { name: /^Pin\*Bot/ }).click()
  await expect(merge.getByTestId('merge-into')).toContainText('Pin*Bot')
  await merge.getByRole('button', { name: 'Merge' }).click()
  await expect(page.getByText(/Merged into Pin\*Bot/)).toBeVisible()
  // The search for the merged title now finds the kept entry, which has it as a short name.
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Pin*Bot')
  await expect(row).toContainText(title)

  const res = await page.request.get(`/api/games?query=${encodeURIComponent(title)}`, { headers: JSON_HEADERS })
  const found = (await res.json()) as { data: { slug: string; aliases: string[] }[] }
  expect(found.data.map((g) => g.slug)).toEqual(['pin-bot'])
  expect(found.data[0]!.aliases).toContain(title)
})
