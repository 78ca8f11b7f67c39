import { expect, test } from '@playwright/test'
import { createArcadeViaApi, deleteArcadeViaApi, openPage, signInViaApi } from './support/pages'

/**
 * Opening hours, open now and honest ratings (docs/decisions/0023-opening-hours-and-time-zones.md). The arcades these
 * tests look for are made through the admin API with hours that do not depend on the time the tests run.
 */

test('the Open now filter: a checkbox, its chip in the address, and Clear All Filters', async ({ page }) => {
  const word = `Hoursspec${Date.now()}`
  await signInViaApi(page)
  const always = await createArcadeViaApi(page, `${word} Always`, { openingHours: '24/7' })
  const never = await createArcadeViaApi(page, `${word} Never`, { openingHours: 'Mo-Su off' })
  // Browse as a visitor: cached public pages, no session.
  await page.context().clearCookies()
  try {
    await openPage(page, `/search?q=${word}`)
    await expect(page.getByTestId('arcade-card')).toHaveCount(2)
    await page.getByRole('checkbox', { name: 'Open now' }).check()
    await expect(page).toHaveURL(/[?&]openNow=true/)
    const chips = page.getByRole('group', { name: 'Active filters' })
    await expect(chips.getByText('Open now', { exact: true })).toBeVisible()
    const cards = page.getByTestId('arcade-card')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText(`${word} Always`)
    await expect(cards.first().getByTestId('open-status')).toHaveText('Open 24 hours')

    // The address alone gives the same page (a shared link, a reload).
    await openPage(page, `/search?q=${word}&openNow=true`)
    await expect(page.getByRole('checkbox', { name: 'Open now' })).toBeChecked()
    await expect(page.getByTestId('arcade-card')).toHaveCount(1)

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/hours-search-${width}.png` })
    }

    // Wide again: on phones the filters fold behind "Filters (n)" (results.spec.ts).
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Clear All Filters' }).click()
    await expect(page).not.toHaveURL(/openNow/)
    await expect(page.getByRole('checkbox', { name: 'Open now' })).not.toBeChecked()
  } finally {
    await signInViaApi(page)
    await deleteArcadeViaApi(page, always.id)
    await deleteArcadeViaApi(page, never.id)
  }
})

test('the detail page: open now, the week with today marked, and "No reviews yet" without reviews', async ({
  page,
}) => {
  const name = `Hours Detail ${Date.now()}`
  await signInViaApi(page)
  const arcade = await createArcadeViaApi(page, name, { openingHours: '24/7', reviewCount: 0 })
  await page.context().clearCookies()
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, `/arcade/${arcade.slug}`)
      await expect(page.getByText('No reviews yet')).toBeVisible()
      await expect(page.getByRole('img', { name: /^Rated/ })).toHaveCount(0)
      // SPEC's placeholder, without its pointer to a rating that is not there.
      await expect(page.getByText('User reviews coming soon!', { exact: true })).toBeVisible()
      await expect(page.getByTestId('open-status')).toHaveText('Open 24 hours')
      const week = page.getByTestId('week-table')
      await expect(week.getByRole('row')).toHaveCount(7)
      await expect(week.getByRole('row', { name: 'Wed' })).toContainText('Open 24 hours')
      // Today, on the arcade's clock (America/Boise): exactly one row.
      const today = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Boise', weekday: 'short' }).format(new Date())
      await expect(week.locator('tr[aria-current="date"]')).toHaveCount(1)
      await expect(week.locator('tr[aria-current="date"] th')).toHaveText(today)
      await page.screenshot({ path: `test-results/hours-detail-${width}.png`, fullPage: false })
    }
    await openPage(page, `/search?q=${encodeURIComponent(name)}`)
    const card = page.getByTestId('arcade-card').first()
    await expect(card.getByText('No reviews yet')).toBeVisible()
    await expect(card.getByTestId('open-status')).toHaveText('Open 24 hours')
  } finally {
    await signInViaApi(page)
    await deleteArcadeViaApi(page, arcade.id)
  }
})

test('the admin hours field refuses nonsense with a message and previews the week', async ({ page }) => {
  await signInViaApi(page)
  await openPage(page, '/admin')
  await page.getByRole('button', { name: 'Add Arcade' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Arcade' })
  const hours = dialog.getByLabel('Opening hours')
  await hours.fill('whenever we feel like it')
  await dialog.getByRole('button', { name: 'Add Arcade' }).click()
  // A sentence for a person, naming what to check; never the parser's own text.
  const problem = dialog.getByText(/^We couldn't read these hours\./)
  await expect(problem).toHaveText(
    'We couldn\'t read these hours. Write them like "Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00". Check "whenever" in "whenever we feel like it".',
  )
  await expect(dialog.getByText(/<---|Unexpected token/)).toHaveCount(0)
  await expect(dialog.getByTestId('week-preview')).toHaveCount(0)
  await hours.fill('Mo-Fr 10:00-22:00; Sx 12:00-23:00')
  await dialog.getByRole('button', { name: 'Add Arcade' }).click()
  await expect(problem).toHaveText(
    'We couldn\'t read these hours. Write them like "Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00". Check "Sx" in "Sx 12:00-23:00".',
  )

  await hours.fill('Mo-Th 17:00-24:00; Fr,Sa 14:00-02:00, Su 12:00-23:00')
  const preview = dialog.getByTestId('week-preview')
  await expect(preview.getByRole('row', { name: 'Mon' })).toContainText('5 pm – 12 am')
  await expect(preview.getByRole('row', { name: 'Sat' })).toContainText('2 pm – 2 am')
  await expect(preview.getByRole('row', { name: 'Sun' })).toContainText('12 pm – 11 pm')
  await expect(problem).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.screenshot({ path: 'test-results/hours-admin-1280.png' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})

test('an arcade saved with opening hours and no hours text never says "Hours not available"', async ({ page }) => {
  const name = `Hours Structured ${Date.now()}`
  await signInViaApi(page)
  const arcade = await createArcadeViaApi(page, name, {
    hours: '',
    openingHours: 'Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00',
  })
  await page.context().clearCookies()
  try {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      const response = await openPage(page, `/arcade/${arcade.slug}`)
      // Neither in what the page shows nor in the data it was rendered from.
      expect(await response!.text()).not.toContain('Hours not available')
      const week = page.getByTestId('week-table')
      await expect(week.getByRole('row', { name: 'Mon' })).toContainText('10 am – 10 pm')
      await expect(week.getByRole('row', { name: 'Sun' })).toContainText('12 pm – 11 pm')
      await expect(page.getByText('Hours not available')).toHaveCount(0)
      await page.screenshot({ path: `test-results/hours-structured-${width}.png` })
    }
    const api = await page.request.get(`/api/arcades/slug/${arcade.slug}`)
    expect(await api.json()).toMatchObject({
      hours: 'Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00',
      opening_hours: 'Mo-Fr 10:00-22:00; Sa-Su 12:00-23:00',
    })
  } finally {
    await signInViaApi(page)
    await deleteArcadeViaApi(page, arcade.id)
  }
})
