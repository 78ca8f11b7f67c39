import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPage } from './support/pages'

/**
 * The results map (docs/decisions/0022-results-map.md): the List / Map switch of the search, state and city
 * pages, markers and their cards, keyboard use, and the same arcades as the list. Map tiles never leave the
 * machine: each tile request gets a blank image, so markers and cards are what is tested.
 */

/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

declare global {
  interface Window {
    cspViolations: string[]
  }
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  )
})

const viewSwitch = (page: Page) => page.getByRole('navigation', { name: 'Show arcades as' })
const mapRegion = (page: Page) => page.getByRole('region', { name: /^Map of / })

/** Waits for Leaflet to draw the map and its markers (clusters or arcades). */
async function loadedMap(page: Page): Promise<Locator> {
  const region = mapRegion(page)
  await expect(region.locator('.leaflet-container')).toBeVisible()
  await expect(region.locator('.leaflet-marker-icon').first()).toBeVisible()
  return region
}

/**
 * How many arcades the map's markers stand for: one per arcade marker, a cluster's count per cluster. Read once
 * the markers have settled after the map fitted its bounds.
 */
async function arcadesOnMap(region: Locator): Promise<number> {
  const arcades = await region.locator('img.leaflet-marker-icon').count()
  const clusters = await region.locator('.map-cluster').allTextContents()
  return clusters.reduce((sum, text) => sum + Number(text), arcades)
}

/**
 * Opens clusters (with `open`: a click, or Enter on the focused cluster) until an arcade's marker shows, and
 * returns it. Each opened cluster's element goes away once the map has zoomed in and drawn its new markers.
 */
async function someArcadeMarker(
  region: Locator,
  open: (cluster: Locator) => Promise<void> = (cluster) => cluster.click(),
): Promise<Locator> {
  const marker = region.locator('img.leaflet-marker-icon').first()
  for (let i = 0; i < 8 && (await marker.count()) === 0; i++) {
    const cluster = region.locator('.map-cluster').first()
    const element = await cluster.elementHandle()
    await open(cluster)
    await region.page().waitForFunction((el) => !el?.isConnected, element)
  }
  await expect(marker).toBeVisible()
  return marker
}

/** The number in the caption "Map of N arcades …". */
async function captionCount(page: Page): Promise<number> {
  const name = (await mapRegion(page).getAttribute('aria-labelledby')) ?? ''
  const caption = await page.locator(`[id="${name}"]`).textContent()
  return Number(/^Map of ([\d,]+) arcade/.exec(caption ?? '')?.[1]?.replace(/,/g, ''))
}

test('a city page switches to its map and back; a marker opens a card that leads to the arcade', async ({ page }) => {
  await openPage(page, '/arcades/texas/houston')
  const cards = await page.getByTestId('arcade-card').count()
  await expect(viewSwitch(page).getByRole('link', { name: 'List', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await viewSwitch(page).getByRole('link', { name: 'Map', exact: true }).click()
  await expect(page).toHaveURL(/\/arcades\/texas\/houston\?view=map$/)
  await expect(viewSwitch(page).getByRole('link', { name: 'Map', exact: true })).toHaveAttribute('aria-current', 'page')
  const region = await loadedMap(page)
  await expect(page.getByRole('heading', { name: 'All arcades in Houston' })).toHaveCount(0)
  await expect(
    page.getByText('Map of 24 arcades in Houston, Texas, the same arcades as in the list view.'),
  ).toBeVisible()
  expect(cards).toBeGreaterThan(0)

  const marker = await someArcadeMarker(region)
  const name = (await marker.getAttribute('alt')) ?? ''
  await marker.click()
  const card = region.getByTestId('map-card')
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name })).toBeVisible()
  await expect(card.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible()
  await expect(card).toContainText('Houston, TX')
  await card.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/arcade\//)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/view=map$/)
  await viewSwitch(page).getByRole('link', { name: 'List', exact: true }).click()
  await expect(page).toHaveURL(/\/arcades\/texas\/houston$/)
  await expect(page.getByTestId('arcade-card')).toHaveCount(cards)
  await expect(mapRegion(page)).toHaveCount(0)
})

test('a state page’s map shows the same arcades as its list, page by page', async ({ page }) => {
  await openPage(page, '/arcades/texas')
  const listed = await page.getByTestId('arcade-card').count()
  await openPage(page, '/arcades/texas?view=map')
  const region = await loadedMap(page)
  await expect(page.getByTestId('arcade-card')).toHaveCount(0)
  await expect(page.getByText(/^Map of \d+ arcades in Texas \(page 1 of \d+\), the same arcades/)).toBeVisible()
  // Every arcade of the list is on the map or named under it as having no map location...
  const unplaced = page.getByTestId('unplaced')
  const missing = (await unplaced.count()) > 0 ? Number(/^(\d+) /.exec((await unplaced.textContent()) ?? '')?.[1]) : 0
  const placed = await captionCount(page)
  expect(placed).toBeGreaterThan(0)
  expect(placed + missing).toBe(listed)
  // ...and the markers and clusters together stand for exactly the placed ones.
  await expect.poll(() => arcadesOnMap(region)).toBe(placed)

  // The pager stays on the map.
  await page.getByTestId('pager').first().getByRole('link', { name: 'Next ›' }).click()
  await expect(page).toHaveURL(/\/arcades\/texas\?page=2&view=map$/)
  await loadedMap(page)
  await expect(page.getByText(/^Map of \d+ arcades in Texas \(page 2 of \d+\)/)).toBeVisible()
})

test('arcades without coordinates are named under the map, not placed on it', async ({ page }) => {
  const res = await page.request.get('/api/arcades?limit=2000')
  const { arcades } = (await res.json()) as {
    arcades: { name: string; slug: string; city_slug: string; state_slug: string; latitude: number | null }[]
  }
  const missing = arcades.find((a) => a.latitude === null)
  if (!missing) throw new Error('the sample has no arcade without coordinates')
  await openPage(page, `/arcades/${missing.state_slug}/${missing.city_slug}?view=map`)
  const unplaced = page.getByTestId('unplaced')
  await expect(unplaced).toContainText(/^\d+ arcades? (has|have) no map location: /)
  await expect(unplaced.getByRole('link', { name: missing.name })).toHaveAttribute('href', `/arcade/${missing.slug}`)
  const cityArcades = arcades.filter((a) => a.city_slug === missing.city_slug && a.state_slug === missing.state_slug)
  const placed = cityArcades.filter((a) => a.latitude !== null).length
  if (cityArcades.length <= 24) expect(await captionCount(page)).toBe(placed)
})

test('the switch, the markers and their cards work from the keyboard', async ({ page }) => {
  await openPage(page, '/search?q=hous')
  const list = viewSwitch(page).getByRole('link', { name: 'List', exact: true })
  await list.focus()
  await page.keyboard.press('Tab')
  await expect(viewSwitch(page).getByRole('link', { name: 'Map', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=hous&view=map$/)
  const region = await loadedMap(page)
  await expect(page.getByTestId('result-count')).toContainText('Showing 20 of')

  // Clusters come apart with Enter, and the focus stays in the map.
  const arcadeMarker = await someArcadeMarker(region, async (cluster) => {
    await cluster.focus()
    await page.keyboard.press('Enter')
    await expect(region.locator('.leaflet-container')).toBeFocused()
  })
  await arcadeMarker.focus()
  const name = (await arcadeMarker.getAttribute('alt')) ?? ''
  await page.keyboard.press('Enter')
  const link = region.getByTestId('map-card').getByRole('link', { name })
  await expect(link).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(region.getByTestId('map-card')).toHaveCount(0)
  await expect(region.getByRole('button', { name })).toBeFocused()

  // Back to the list with Enter on its link.
  await list.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=hous$/)
  await expect(page.getByTestId('arcade-card')).toHaveCount(20)
})

test('filters and Clear All Filters keep the map view', async ({ page }) => {
  await openPage(page, '/search?q=houston&view=map')
  await loadedMap(page)
  await page.getByLabel('Minimum rating').selectOption('4')
  await expect(page).toHaveURL(/minRating=4/)
  await expect(page).toHaveURL(/view=map/)
  await page.getByRole('button', { name: 'Clear All Filters' }).click()
  await expect(page).toHaveURL(/\/search\?view=map$/)
  await loadedMap(page)
})

test('the map loads its code only when shown, and runs under the script policy', async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const leafletRequests: string[] = []
  page.on('request', (r) => {
    if (/\/assets\/ArcadeMap-[\w-]+\.(js|css)$/.test(r.url())) leafletRequests.push(r.url())
  })
  await openPage(page, '/arcades/texas/houston')
  await page.waitForLoadState('networkidle')
  expect(leafletRequests).toEqual([])
  await viewSwitch(page).getByRole('link', { name: 'Map', exact: true }).click()
  await loadedMap(page)
  expect(leafletRequests.some((u) => u.endsWith('.js'))).toBe(true)
  // The tiles came from the tile server (answered here by the test), under the page's policy.
  await expect(page.locator('img.leaflet-tile').first()).toHaveAttribute('src', /^https:\/\/tile\.openstreetmap\.org\//)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.cspViolations)).toEqual([])
})

for (const width of [1280, 390]) {
  test(`the map view has no WCAG 2.1 AA violations at ${width} px, with a card open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page, '/arcades/texas/houston?view=map')
    const region = await loadedMap(page)
    await expect(viewSwitch(page)).toBeVisible()
    await expect(viewSwitch(page).getByRole('link', { name: 'Map', exact: true })).toBeInViewport()
    const marker = await someArcadeMarker(region)
    await marker.click()
    await expect(region.getByTestId('map-card')).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
