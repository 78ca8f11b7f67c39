import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/pages'

/**
 * The search box along the path a visitor takes: from /search with nothing typed, search after search, with the
 * button, after Clear All Filters and after Back, at a desktop and a phone width. One box, always working.
 */

const field = (page: Page) => page.getByRole('combobox', { name: 'Search arcades' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' })

/** Types as a visitor does (a key at a time, so the suggestions open) and presses Enter. */
async function typeAndEnter(page: Page, text: string) {
  await field(page).click()
  await field(page).fill('')
  await field(page).pressSequentially(text, { delay: 30 })
  await field(page).press('Enter')
}

/** After a search: the address, one box showing the text, the list closed, and results for it. */
async function expectSearched(page: Page, q: string) {
  await expect(page).toHaveURL(new RegExp(`/search\\?(.*&)?q=${encodeURIComponent(q)}(&|$)`))
  await expect(field(page)).toHaveCount(1)
  await expect(field(page)).toHaveValue(q)
  await expect(suggestions(page)).toBeHidden()
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(`"${q}"`)
  await expect(page.getByTestId('result-count')).toBeVisible()
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
    })

    test('search after search from /search with nothing typed, then the button, then Back', async ({ page }) => {
      await openPage(page, '/search')
      await typeAndEnter(page, 'dallas')
      await expectSearched(page, 'dallas')
      await typeAndEnter(page, 'miami')
      await expectSearched(page, 'miami')
      await field(page).fill('houston')
      await page.getByRole('button', { name: 'Search Arcades' }).click()
      await expectSearched(page, 'houston')
      await page.goBack()
      await expectSearched(page, 'miami')
      await typeAndEnter(page, 'austin')
      await expectSearched(page, 'austin')
    })

    test('the box keeps working from a filtered search and after Clear All Filters', async ({ page }) => {
      await openPage(page, '/search?type=retro')
      await typeAndEnter(page, 'dallas')
      await expectSearched(page, 'dallas')
      await page.getByRole('button', { name: 'Clear All Filters' }).first().click()
      await expect(page).toHaveURL(/\/search$/)
      await expect(field(page)).toHaveCount(1)
      await expect(field(page)).toHaveValue('')
      await typeAndEnter(page, 'chicago')
      await expectSearched(page, 'chicago')
    })

    test('Escape and a click outside close the suggestions after a search', async ({ page }) => {
      await openPage(page, '/search')
      await typeAndEnter(page, 'dallas')
      await expectSearched(page, 'dallas')
      await field(page).pressSequentially(' game', { delay: 60 })
      await expect(suggestions(page)).toBeVisible()
      await field(page).press('Escape')
      await expect(suggestions(page)).toBeHidden()
      await field(page).pressSequentially('s', { delay: 60 })
      await expect(suggestions(page)).toBeVisible()
      await page.getByRole('heading', { level: 1 }).click()
      await expect(suggestions(page)).toBeHidden()
    })
  })
}
