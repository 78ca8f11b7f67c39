import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPage } from './support/pages'

/**
 * Issue 17, results (docs/decisions/0029-results-map-pager-and-phones.md): the map of every result with its
 * legend beside the list, the phone layout (filters folded, results first), the pager's numbers and addresses,
 * clusters from the keyboard, and where the focus goes after a change. Map tiles never leave the machine.
 */

/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  )
})

const PHONE = { width: 390, height: 844 }
const mapRegion = (page: Page) => page.getByRole('region', { name: /^Map of / })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of results' })
const searchField = (page: Page) => page.getByPlaceholder('Search by city, zip code, or arcade name...')

async function loadedMap(page: Page): Promise<Locator> {
  const region = mapRegion(page)
  // The map's code and its points (every result) arrive after the page: on a busy machine that takes a while.
  await expect(region.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 })
  await expect(region.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 })
  return region
}

/** How many arcades the markers stand for: one per arcade marker, a cluster's count per cluster. */
async function arcadesOnMap(region: Locator): Promise<number> {
  const arcades = await region.locator('img.leaflet-marker-icon').count()
  const clusters = await region.locator('.map-cluster').allTextContents()
  return clusters.reduce((sum, text) => sum + Number(text), arcades)
}

/** The focus is somewhere on the page, not dropped on its body. */
async function expectFocusKept(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true)
}

for (const width of [1280, 390]) {
  test(`the map view shows every result of the search with a legend, beside or above the list, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const mapAnswer = page.waitForResponse((r) => r.url().includes('public.searchMap'))
    await openPage(page, '/search?view=map')
    // The points come lean: where, what type, what the card names, nothing more.
    const body = (await (await mapAnswer).json()) as unknown
    const text = JSON.stringify(body)
    const first = /\{"id":[^{}]*\}/.exec(text)?.[0] ?? ''
    expect(Object.keys(JSON.parse(first) as object).sort()).toEqual(
      ['city', 'id', 'latitude', 'longitude', 'name', 'slug', 'state_code', 'type'].sort(),
    )

    await expect(page.getByTestId('result-count')).toHaveText('Showing 20 of 1,889 results')
    await expect(mapRegion(page)).toBeVisible()
    await expect(
      page.getByText(/^Map of all 1,889 arcades of this search; the list shows them 20 at a time\.$/),
    ).toBeVisible()
    const region = await loadedMap(page)
    const unplaced = page.getByTestId('unplaced')
    const missing = (await unplaced.count()) > 0 ? Number(/^(\d+) /.exec((await unplaced.textContent()) ?? '')?.[1]) : 0
    // The markers and clusters together stand for every placed result, not the 20 of this page.
    await expect.poll(() => arcadesOnMap(region)).toBe(1889 - missing)

    // Markers take their type's colour, named by the legend.
    const legend = page.getByRole('list', { name: 'Marker colours by type' })
    for (const type of ['Retro', 'VR', 'Barcade', 'Pinball'])
      await expect(legend.getByText(type, { exact: true })).toBeVisible()

    // The page's cards: beside the map on a wide screen, under it on a phone.
    const cards = page.getByTestId('arcade-card')
    await expect(cards).toHaveCount(20)
    const mapBox = (await page.getByTestId('arcade-map').boundingBox())!
    const cardBox = (await cards.first().boundingBox())!
    if (width >= 1000) {
      expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width)
      expect(cardBox.y).toBeLessThan(mapBox.y + mapBox.height)
    } else {
      expect(cardBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height)
    }
  })
}

test('arcade markers are drawn in their type colour', async ({ page }) => {
  await openPage(page, '/search?q=houston&view=map')
  const region = await loadedMap(page)
  for (let i = 0; i < 8 && (await region.locator('img.leaflet-marker-icon').count()) === 0; i++) {
    const cluster = region.locator('.map-cluster').first()
    const element = await cluster.elementHandle()
    await cluster.click()
    await page.waitForFunction((el) => !el?.isConnected, element)
  }
  const marker = region.locator('img.leaflet-marker-icon').first()
  await expect(marker).toHaveClass(/map-pin-(grape|green|pink|orange|gray)/)
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, geolocation: { latitude: 30.26721, longitude: -97.74312 }, permissions: ['geolocation'] })

  test('the filters fold into "Filters (n)", and the first result starts within the first screen after a search', async ({
    page,
  }) => {
    await openPage(page, '/search')
    const toggle = page.getByRole('button', { name: /^Filters \(\d+\)$/ })
    await expect(toggle).toHaveText('Filters (0)')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('combobox', { name: 'Type' })).toBeHidden()

    await searchField(page).fill('austin')
    await searchField(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=austin$/)
    await expect(page.getByTestId('result-count')).toBeVisible()
    const card = (await page.getByTestId('arcade-card').first().boundingBox())!
    expect(card.y).toBeLessThan(PHONE.height)

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Retro Arcade' })
    await expect(page).toHaveURL(/type=retro/)
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  })

  test('after "Use my location" the first result starts within the first screen', async ({ page }) => {
    await openPage(page, '/search')
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page).toHaveURL(/near=/)
    await expect(page.getByTestId('search-origin')).toBeVisible()
    const card = (await page.getByTestId('arcade-card').first().boundingBox())!
    expect(card.y).toBeLessThan(PHONE.height)
  })

  test('closing the menu the first time gives the focus back to the menu button', async ({ page }) => {
    await openPage(page, '/')
    const button = page.getByRole('button', { name: 'Open navigation' })
    await button.click()
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close navigation' })
    await expect(close).toBeVisible()
    await close.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectFocusKept(page)
    await expect(button).toBeFocused()
  })
})

test('the pager offers page numbers with gaps and the last page, as links; Previous from page 2 is the clean address', async ({
  page,
}) => {
  await openPage(page, '/search?offset=80')
  const nav = pager(page)
  await expect(nav.locator('[aria-current="page"]')).toHaveText('5')
  await expect(nav.locator('li')).toHaveText(['1', '…', '4', '5', '6', '…', '95'])
  await expect(nav.getByRole('link', { name: 'Page 95, last page' })).toHaveAttribute('href', '/search?offset=1880')
  await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('href', '/search')
  await expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/search?offset=60')

  await openPage(page, '/search?q=texas')
  await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveCount(0)
  await pager(page).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/search\?q=texas&offset=20$/)
  await expect(page.getByTestId('result-count')).toContainText('Showing 20 of')
  const previous = pager(page).getByRole('link', { name: /Previous/ })
  await expect(previous).toHaveAttribute('href', '/search?q=texas')
  await previous.click()
  await expect(page).toHaveURL(/\/search\?q=texas$/)

  await pager(page)
    .getByRole('link', { name: /last page/ })
    .click()
  await expect(page).toHaveURL(/\/search\?q=texas&offset=\d+$/)
  await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveCount(0)
})

test('paging keeps the focus and the reading place at the results', async ({ page }) => {
  await openPage(page, '/search?q=texas')
  const next = pager(page).getByRole('link', { name: /Next/ })
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/offset=20$/)
  await expectFocusKept(page)
  await expect(page.getByTestId('result-count')).toBeFocused()
  await expect(page.getByTestId('result-count')).toBeInViewport()
})

test('removing a chip and Clear All Filters leave the focus on the results', async ({ page }) => {
  await openPage(page, '/search?q=texas&type=vr&minRating=4')
  const remove = page.getByRole('button', { name: 'Remove filter VR Experience' })
  await remove.focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/type=vr/)
  await expectFocusKept(page)
  await expect(page.getByTestId('result-count')).toBeFocused()

  const clear = page.getByRole('button', { name: 'Clear All Filters' })
  await clear.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search$/)
  await expectFocusKept(page)
  await expect(page.getByTestId('result-count')).toBeFocused()
})

for (const key of ['Enter', 'Space']) {
  test(`${key} on a focused cluster zooms into it`, async ({ page }) => {
    await openPage(page, '/search?view=map')
    const region = await loadedMap(page)
    const cluster = region.locator('.map-cluster').first()
    await expect(cluster).toBeVisible()
    const element = await cluster.elementHandle()
    const zoom = () => page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style') ?? '')
    const before = await zoom()
    await cluster.focus()
    await page.keyboard.press(key)
    await page.waitForFunction((el) => !el?.isConnected, element)
    await expect.poll(zoom).not.toBe(before)
    await expect(region.locator('.leaflet-container')).toBeFocused()
  })
}

test('a map whose points cannot be fetched says so, and the list beside it still shows the results', async ({
  page,
}) => {
  await page.route(/public\.searchMap/, (route) => route.fulfill({ status: 503, body: '{}' }))
  await openPage(page, '/search?q=austin&view=map')
  await expect(page.getByTestId('map-error')).toHaveText(
    'The map could not load the arcades of this search. The list shows them; reload the page to try the map again.',
  )
  await expect(
    page.getByRole('region', { name: 'This page of results' }).getByTestId('arcade-card').first(),
  ).toBeVisible()
})
