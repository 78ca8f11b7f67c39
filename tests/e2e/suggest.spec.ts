import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/pages'

/** The search box's suggestions (a WAI-ARIA combobox) and the search page's spelling correction. */

const field = (page: Page) => page.getByRole('combobox', { name: 'Search arcades' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' })

/**
 * Types into the home page's search box, a key at a time, and waits for the suggestions for the whole text: on a slow
 * machine a shorter text's list can show first, and its successor (which starts with no active option) replaces it.
 */
async function typeInHomeBox(page: Page, text: string) {
  await openPage(page, '/')
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('public.suggest') && decodeURIComponent(r.url()).includes(`"query":${JSON.stringify(text)}`),
  )
  await field(page).click()
  await field(page).pressSequentially(text, { delay: 60 })
  await answered
  await expect(suggestions(page)).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true')
}

/**
 * Presses ArrowDown until the option is the active one (the field names it in aria-activedescendant and the option is
 * selected). A list that arrives meanwhile starts with no active option, as a visitor's would: then arrow again.
 */
async function arrowTo(page: Page, option: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    const id = await option.getAttribute('id')
    for (let i = 0; i < 20 && (await field(page).getAttribute('aria-activedescendant')) !== id; i++) {
      await field(page).press('ArrowDown')
    }
    await expect(field(page)).toHaveAttribute('aria-activedescendant', id!, { timeout: 1000 })
    await expect(option).toHaveAttribute('aria-selected', 'true', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

test('typing a city, arrowing to it and pressing Enter opens its city page', async ({ page }) => {
  await typeInHomeBox(page, 'hou')
  const list = suggestions(page)
  const houston = list.getByRole('group', { name: 'Cities' }).getByRole('option', { name: /Houston, TX\s*24 arcades/ })
  await expect(houston).toBeVisible()
  await expect(houston.locator('mark')).toHaveText('Hou')
  await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(/^\d+ suggestions?$/)
  await arrowTo(page, houston)
  await field(page).press('Enter')
  await expect(page).toHaveURL(/\/arcades\/texas\/houston$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Houston')
})

test('Escape closes the suggestions and keeps the text; Enter without a chosen option searches', async ({ page }) => {
  await typeInHomeBox(page, 'aus')
  await field(page).press('ArrowDown')
  await field(page).press('Escape')
  await expect(suggestions(page)).toBeHidden()
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(field(page)).not.toHaveAttribute('aria-activedescendant')
  await expect(field(page)).toHaveValue('aus')
  await expect(field(page)).toBeFocused()
  await field(page).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=aus$/)
})

test('choosing an arcade opens its page', async ({ page }) => {
  await typeInHomeBox(page, 'pixel')
  const arcade = suggestions(page).getByRole('group', { name: 'Arcades' }).getByRole('option').first()
  // "Pixel Palace · Houston, TX": the name, then where it is.
  const label = (await arcade.innerText()).split(' · ')[0]!.trim()
  expect(label.toLowerCase()).toContain('pixel')
  await arcade.click()
  await expect(page).toHaveURL(/\/arcade\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label)
})

test('the search page shows results for the corrected spelling with a link to the words as typed', async ({ page }) => {
  await openPage(page, '/search?q=huston')
  const notice = page.getByTestId('spelling-correction')
  await expect(notice).toHaveText('Showing results for houston. Search instead for “huston”')
  await expect(page.getByTestId('result-count')).toContainText('of 24 results')
  await notice.getByRole('link', { name: 'Search instead for “huston”' }).click()
  await expect(page).toHaveURL(/\/search\?q=huston&exact=true$/)
  await expect(page.getByRole('heading', { name: 'No Arcades Found' })).toBeVisible()
  await expect(notice).toBeHidden()
})

test('the search page box suggests too, and the open list has no WCAG 2.1 AA violations', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page, '/search?q=austin')
    await field(page).fill('')
    await field(page).pressSequentially('new', { delay: 60 })
    await expect(suggestions(page)).toBeVisible()
    await expect(suggestions(page).getByRole('option', { name: /^New York, NY \d+ arcades$/ })).toBeVisible()
    await field(page).press('ArrowDown')
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `at ${width} px`,
    ).toEqual([])
  }
})
