import { expect, test } from '@playwright/test'
import { openPage, sampleArcadeSlug } from './support/pages'

/** Austin's city hall, where the browser says the visitor is. */
const HERE = { latitude: 30.26721, longitude: -97.74312 }

/** The distances the cards show, in order. */
async function cardMiles(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page.getByTestId('arcade-card').getByTestId('distance').allTextContents()
  return texts.map((t) => Number(t.replace(' mi', '')))
}

test.describe('with the location shared', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] })

  test('"Use my location" searches near the visitor, nearest first, each card with its distance', async ({ page }) => {
    await openPage(page, '/search')
    await page.getByRole('button', { name: 'Use my location' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/near=30\.267%2C-97\.743|near=30\.267,-97\.743/)
    // Named after the city of the closest ZIP code (docs/decisions/0028-words-and-places.md).
    await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Austin, TX')
    await expect(page.getByText('Near Austin, TX', { exact: true })).toBeVisible()
    const miles = await cardMiles(page)
    expect(miles.length).toBeGreaterThan(3)
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
    expect(miles.every((m) => m <= 25)).toBe(true)
  })
})

test.describe('with the location refused', () => {
  test.use({ permissions: [] })

  test('says so, and the ZIP code or city box still works', async ({ page, context }) => {
    await context.clearPermissions()
    await openPage(page, '/search')
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Location access is turned off for this site. Enter a ZIP code or city instead.',
    )
    const box = page.getByLabel('Near a ZIP code or city')
    await box.fill('somewhere')
    await box.press('Enter')
    await expect(page.getByRole('status').getByText(/^Near: We couldn't find a place called “somewhere”/)).toBeVisible()
    await page.getByLabel('Near a ZIP code or city').fill('Austin, TX')
    await page.getByLabel('Near a ZIP code or city').press('Enter')
    await expect(page).toHaveURL(/near=austin-tx/)
    await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Austin, TX')
    expect((await cardMiles(page)).length).toBeGreaterThan(3)
  })
})

test('radius and sort are filters with chips, worked from the keyboard', async ({ page }) => {
  await openPage(page, '/search?near=78701')
  // Distance is an order only with a point.
  const sort = page.getByLabel('Sort by')
  await expect(sort).toHaveValue('distance')
  await expect(page.getByText('Within 25 miles of Austin, TX 78701')).toBeVisible()

  await page.getByLabel('Distance').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/radius=50/)
  await expect(page.getByText('Within 50 mi', { exact: true })).toBeVisible()
  await expect(page.getByTestId('search-origin')).toHaveText('Within 50 miles of Austin, TX 78701')

  await sort.focus()
  await page.keyboard.press('End')
  await expect(page).toHaveURL(/sort=name/)
  await expect(page.getByText('Sorted by Name', { exact: true })).toBeVisible()
  const names = await page.getByTestId('arcade-card').locator('.arcade-card-name').allTextContents()
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))

  await page.getByRole('button', { name: 'Remove filter Within 50 mi' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/radius=/)
  await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Austin, TX 78701')

  await page.getByRole('button', { name: 'Clear All Filters' }).first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByLabel('Distance')).toHaveCount(0)
  await expect(sort.locator('option')).toHaveText(['Relevance', 'Rating', 'Name'])
})

test('a place with nothing within the radius says so and offers the nearest beyond it', async ({ page }) => {
  await openPage(page, '/search?near=59001&radius=5')
  await expect(page.getByRole('heading', { name: 'No Arcades Within 5 Miles' })).toBeVisible()
  const miles = await cardMiles(page)
  expect(miles.length).toBeGreaterThan(0)
  expect(miles.every((m) => m > 5)).toBe(true)
})

test('an unknown ZIP code gets a clear message', async ({ page }) => {
  await openPage(page, '/search?near=00000')
  await expect(page.getByText('Near: 00000 is not a US ZIP code we know')).toBeVisible()
})

test('a detail page lists the six nearest arcades with their distances', async ({ page }) => {
  await openPage(page, `/arcade/${await sampleArcadeSlug(page)}`)
  const nearby = page.getByTestId('nearby-arcades')
  await expect(page.getByRole('heading', { name: 'Nearby arcades' })).toBeVisible()
  await expect(nearby.getByRole('listitem')).toHaveCount(6)
  const miles = (await nearby.getByRole('listitem').allTextContents()).map((t) => Number(/([\d.]+) mi$/.exec(t)?.[1]))
  expect(miles.every((m) => Number.isFinite(m))).toBe(true)
  expect(miles).toEqual([...miles].sort((a, b) => a - b))
  const first = nearby.getByRole('link').first()
  const name = await first.textContent()
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
})
