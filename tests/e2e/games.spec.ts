import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { openPage } from './support/pages'

/** A ZIP code of the sample directory with an arcade that has Medieval Madness (working) on the map. */
function zipWithMedievalMadness(): string {
  const file = path.resolve(import.meta.dirname, '../../data/sample-arcades.json')
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    zip: string
    latitude: number | null
    lineup?: { game: string; status?: string }[]
  }[]
  const found = rows.find(
    (r) => r.latitude !== null && r.lineup?.some((e) => e.game === 'medieval-madness' && e.status === undefined),
  )
  return found!.zip
}

test('a visitor finds where to play a game near a ZIP code, from the search box to an arcade', async ({ page }) => {
  await openPage(page, '/search')
  const box = page.getByRole('combobox', { name: 'Search arcades' })
  await box.fill('medieval ma')
  const option = page.getByRole('option', { name: /Medieval Madness/ })
  await expect(option).toContainText(/at \d+ arcades/)
  await option.click()
  await expect(page).toHaveURL(/\/games\/medieval-madness$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medieval Madness')
  await expect(page.getByTestId('game-facts')).toHaveText('Williams, 1997 · Pinball')

  const zip = zipWithMedievalMadness()
  await page.getByLabel('Near a ZIP code or city').fill(zip)
  await page.getByRole('button', { name: 'Search Near' }).click()
  await expect(page).toHaveURL(new RegExp(`near=${zip}`))
  await expect(page.getByRole('heading', { name: /^Closest to / })).toBeVisible()
  const first = page.getByTestId('arcade-card').first()
  await expect(first.getByTestId('distance')).toBeVisible()
  await expect(first.getByTestId('matched-games')).toHaveText('Has Medieval Madness')
  const name = (await first.locator('.arcade-card-name').textContent())!
  await first.locator('.arcade-card-name').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  // Back returns to the game's list near the ZIP code.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/games/medieval-madness\\?near=${zip}`))
  await expect(page.getByRole('heading', { name: /^Closest to / })).toBeVisible()
})

test('the search page filters by kind of game, with counts, and by a game from its chip', async ({ page }) => {
  await openPage(page, '/search?q=austin')
  const kind = page.getByRole('combobox', { name: 'Has games' })
  await expect(kind.locator('option', { hasText: /^Has pinball \(\d+\)$/ })).toHaveCount(1)
  await kind.selectOption({ value: 'pinball' })
  await expect(page).toHaveURL(/gameKind=pinball/)
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Has pinball')

  await openPage(page, '/search?game=pac-man')
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Has Pac-Man')
  await expect(page.getByTestId('matched-games').first()).toHaveText('Has Pac-Man')
  await page.getByRole('button', { name: 'Remove filter Has Pac-Man' }).click()
  await expect(page).not.toHaveURL(/game=/)
})
