import path from 'node:path'
import { expect, test } from '@playwright/test'
import { deleteArcadeViaApi, openPage, signInViaApi } from './support/pages'

/**
 * The import screen (issue 21): an administrator uploads an OpenStreetMap extract, reads the dry run, applies it,
 * and the arcades are on the site, credited to OpenStreetMap.
 */

test('an administrator imports an Overpass extract: dry run, apply, and the arcades are on the site', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInViaApi(page)
  await openPage(page, '/admin')
  await page.getByTestId('admin-toolbar').getByRole('link', { name: 'Import' }).click()
  await expect(page.getByRole('heading', { name: 'Import Arcades' })).toBeVisible()

  await page
    .locator('input[type="file"]')
    .setInputFiles(path.join(import.meta.dirname, '../fixtures/osm/arcades.overpass.json'))
  await page.getByRole('combobox', { name: 'Format' }).click()
  await page.getByRole('option', { name: /Overpass API answer/ }).click()
  await page.getByRole('button', { name: 'Check file' }).click()

  await expect(page.getByTestId('import-summary')).toContainText('3 rows — 3 new, 0 changed')
  const rows = page.getByTestId('import-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('node/1001')
  await expect(rows.first()).toContainText('new')

  await page.getByRole('button', { name: 'Apply import' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Import applied' })).toContainText('3 added')

  await openPage(page, '/search?q=congress%20coin-op')
  await page.getByRole('link', { name: 'Congress Coin-Op' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Congress Coin-Op' })).toBeVisible()
  const credit = page.getByTestId('osm-credit')
  await expect(credit).toContainText('Data © OpenStreetMap contributors, ODbL')
  await expect(credit.getByRole('link', { name: 'This place on OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/node/1001',
  )
})

/** The imported arcades leave the directory again, so the browser tests that follow count the 1,889 sample ones. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInViaApi(page)
  for (const name of IMPORTED) {
    const res = await page.request.get(`/api/admin/arcades?query=${encodeURIComponent(name)}`)
    const rows = ((await res.json()) as { data: { id: number; name: string }[] }).data
    for (const row of rows.filter((r) => r.name === name)) await deleteArcadeViaApi(page, row.id)
  }
  await page.close()
})

/** The names of the extract's arcades (tests/fixtures/osm/arcades.overpass.json). */
const IMPORTED = ['Congress Coin-Op', 'Flipside Pinball Parlor', 'Lakefront Barcade']
