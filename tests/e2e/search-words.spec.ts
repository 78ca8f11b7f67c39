import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/pages'

/**
 * Words mean what visitors mean (issue 17, docs/decisions/0028-words-and-places.md), along the visitor's path on
 * the sample directory, at a desktop and a phone width: a type word and a ZIP code in the search box, a city
 * without its state and a place we do not know in the near box, and "Use my location".
 */

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search arcades' })
const nearField = (page: Page) => page.getByLabel('Near a ZIP code or city')

/** Types as a visitor does (a key at a time) and presses Enter. */
async function typeAndEnter(field: ReturnType<Page['getByLabel']>, text: string) {
  await field.click()
  await field.fill('')
  await field.pressSequentially(text, { delay: 20 })
  await field.press('Enter')
}

/** The distances the cards show, in order. */
async function cardMiles(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('arcade-card').getByTestId('distance').allTextContents()
  return texts.map((t) => Number(t.replace(' mi', '')))
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
    })

    test('"pinball" in the search box lists every pinball arcade', async ({ page }) => {
      await openPage(page, '/search')
      await typeAndEnter(searchField(page), 'pinball')
      await expect(page).toHaveURL(/q=pinball/)
      // The suggestion list's "Pinball · 507 arcades", all of them (the text alone found 295).
      await expect(page.getByTestId('result-count')).toHaveText('Showing 20 of 507 results')
    })

    test('a ZIP code in the search box searches near it, nearest first', async ({ page }) => {
      await openPage(page, '/search')
      await typeAndEnter(searchField(page), '78701')
      await expect(page.getByRole('heading', { name: 'Arcades near 78701' })).toBeVisible()
      await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Austin, TX 78701')
      await expect(page.getByTestId('result-count')).toHaveText('Showing 18 of 18 results')
      const miles = await cardMiles(page)
      expect(miles).toHaveLength(18)
      expect(miles).toEqual([...miles].sort((a, b) => a - b))
      expect(miles.every((m) => m <= 25)).toBe(true)
      await expect(page.getByLabel('Sort by')).toHaveValue('distance')
    })

    test('"Springfield" in the near box picks one and offers the others', async ({ page }) => {
      await openPage(page, '/search')
      await typeAndEnter(nearField(page), 'Springfield')
      await expect(page).toHaveURL(/near=springfield(&|$)/)
      const notice = page.getByTestId('place-alternatives')
      await expect(notice).toHaveText(
        'Showing Springfield, IL. Did you mean: Springfield, MA · Springfield, MO · Springfield, VA · Springfield, OH',
      )
      await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Springfield, IL')
      await notice.getByRole('link', { name: 'Springfield, MO' }).click()
      await expect(page).toHaveURL(/near=springfield-missouri/)
      await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Springfield, MO')
      await expect(page.getByTestId('place-alternatives')).toHaveCount(0)
      expect((await cardMiles(page)).length).toBeGreaterThan(0)
    })

    test('a place we do not know says so and lists nothing', async ({ page }) => {
      await openPage(page, '/search?radius=100')
      await typeAndEnter(nearField(page), 'nowhereville')
      await expect(page).toHaveURL(/near=nowhereville/)
      await expect(page.getByRole('status').getByText(/We couldn't find a place called “nowhereville”/)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'No Arcades Found' })).toBeVisible()
      await expect(page.getByTestId('arcade-card')).toHaveCount(0)
    })

    test('"Near 78701" is suggested for a ZIP code, and choosing it searches near it', async ({ page }) => {
      await openPage(page, '/search')
      await searchField(page).click()
      await searchField(page).pressSequentially('78701', { delay: 20 })
      const option = page.getByRole('option', { name: /Near 78701/ })
      await expect(option).toBeVisible()
      await option.click()
      await expect(page).toHaveURL(/near=78701/)
      await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Austin, TX 78701')
    })
  })

  test.describe(`at ${width} px, with the location shared`, () => {
    test.use({ permissions: ['geolocation'] })

    test('"Use my location" names the nearest city', async ({ page, context }) => {
      await page.setViewportSize({ width, height: 844 })
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation({ latitude: 30.26721, longitude: -97.74312 })
      await openPage(page, '/search')
      await page.getByRole('button', { name: 'Use my location' }).click()
      await expect(page).toHaveURL(/near=30\.267%2C-97\.743|near=30\.267,-97\.743/)
      await expect(page.getByTestId('search-origin')).toHaveText('Within 25 miles of Austin, TX')
      await expect(page.getByText('Near Austin, TX', { exact: true })).toBeVisible()
      await expect(page.getByText('30.267, -97.743')).toHaveCount(0)
    })
  })
}
