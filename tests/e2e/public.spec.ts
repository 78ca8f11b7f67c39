import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/pages'

interface ApiArcade {
  slug: string
  name: string
  city: string
  latitude: number | null
  longitude: number | null
}

async function allArcades(page: Page): Promise<ApiArcade[]> {
  const res = await page.request.get('/api/arcades?limit=2000')
  return ((await res.json()) as { arcades: ApiArcade[] }).arcades
}

/** Every same-site link on the page answers 200. */
async function expectLinksAnswer200(page: Page) {
  const hrefs = await page.$$eval('a[href^="/"]', (links) => [
    ...new Set(links.map((a) => a.getAttribute('href') ?? '')),
  ])
  expect(hrefs.length).toBeGreaterThan(5)
  for (const href of hrefs) {
    const res = await page.request.get(href)
    expect(res.status(), href).toBe(200)
  }
}

test('home page shows its sections and live counts', async ({ page }) => {
  await openPage(page, '/')
  await expect(page.getByRole('heading', { name: 'Featured Arcades' })).toBeVisible()
  await expect(page.getByPlaceholder('Search by city, zip code, or arcade name...')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible()
  for (const step of ['Search', 'Filter', 'Play']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /Houston\s*24 arcades/ })).toBeVisible()
  await expect(page.getByTestId('footer-counts')).toHaveText('1,889 arcades in 50 states')
  await expect(page.getByText('*As an Amazon Associate, we earn from qualifying purchases')).toBeVisible()
  await expect(page.getByTestId('arcade-card')).toHaveCount(6)
})

test('the search box goes to /search?q= and blank text does nothing', async ({ page }) => {
  await openPage(page, '/')
  const box = page.getByPlaceholder('Search by city, zip code, or arcade name...')
  await box.fill('   ')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await box.fill('hous')
  await page.getByRole('button', { name: 'Search Arcades' }).click()
  await expect(page).toHaveURL(/\/search\?q=hous$/)
  await expect(page.getByTestId('result-count')).toContainText('Showing 20 of')
  await expect(page.getByText('Houston, TX').first()).toBeVisible()
})

test('a ZIP code search stays plain text in the address and filters, also when the page is reloaded', async ({
  page,
}) => {
  await openPage(page, '/')
  const box = page.getByPlaceholder('Search by city, zip code, or arcade name...')
  await box.fill('23219')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=23219$/)
  // A ZIP code we know is the search's place (docs/decisions/0028-words-and-places.md): every arcade near it, the
  // three in that ZIP code among them.
  const { total } = (await (await page.request.get('/api/arcades?query=23219')).json()) as { total: number }
  expect(total).toBeGreaterThanOrEqual(3)
  const count = `Showing ${Math.min(total, 20)} of ${total} results`
  await expect(page.getByTestId('result-count')).toHaveText(count)
  await expect(page.getByRole('heading', { name: 'Arcades near 23219' })).toBeVisible()
  await openPage(page, '/search?q=23219')
  await expect(page.getByTestId('result-count')).toHaveText(count)
  await expect(page.getByText('Richmond, VA').first()).toBeVisible()
})

test('filters outside the menus still show in them; a page past the end says so and leads back', async ({ page }) => {
  await openPage(page, '/search?type=family&minRating=3')
  await expect(page.getByRole('combobox', { name: 'Type' }).locator('option:checked')).toHaveText('Family')
  await expect(page.getByRole('combobox', { name: 'Minimum rating' }).locator('option:checked')).toHaveText('3+ Stars')

  await openPage(page, '/search?offset=5000')
  await expect(page.getByRole('heading', { name: 'No More Results' })).toBeVisible()
  await expect(page.getByText('This page is past the end of the 1,889 results.')).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveCount(0)
  await page.getByRole('link', { name: 'Last page' }).click()
  await expect(page).toHaveURL(/\/search\?offset=1880$/)
  await expect(page.getByTestId('result-count')).toHaveText('Showing 9 of 1,889 results')

  await openPage(page, '/search?q=texas&offset=5000')
  await page.getByRole('link', { name: 'First page' }).click()
  await expect(page).toHaveURL(/\/search\?q=texas$/)
  await expect(page.getByTestId('result-count')).toContainText('Showing 20 of')

  // One page of results in all: a single link back to it.
  await openPage(page, '/search?q=austin&offset=5000')
  await expect(page.getByRole('link', { name: 'Last page' })).toHaveCount(0)
  await page.getByRole('link', { name: 'First page' }).click()
  await expect(page).toHaveURL(/\/search\?q=austin$/)
  await expect(page.getByTestId('result-count')).toHaveText('Showing 18 of 18 results')
})

test('search filters rewrite the address without a reload and reset paging', async ({ page }) => {
  await openPage(page, '/search?q=texas')
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'))
  // The pager's steps are links (issue 17): Previous shows from page 2 on.
  const pages = page.getByRole('navigation', { name: 'Pages of results' })
  await pages.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/offset=20/)
  await expect(pages.getByRole('link', { name: /Previous/ })).toBeVisible()

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'VR Experience' })
  await expect(page).toHaveURL(/type=vr/)
  expect(page.url()).not.toContain('offset')
  await expect(pages.getByRole('link', { name: 'Page 2' })).toBeVisible()
  await expect(pages.getByRole('link', { name: /Previous/ })).toHaveCount(0)

  await page.getByRole('combobox', { name: 'Minimum rating' }).selectOption({ label: '4+ Stars' })
  await expect(page).toHaveURL(/minRating=4/)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page')

  const chips = page.getByRole('group', { name: 'Active filters' })
  await expect(chips.getByText('"texas"')).toBeVisible()
  await expect(chips.getByText('VR Experience')).toBeVisible()
  await expect(chips.getByText('4+ stars', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Remove filter VR Experience' }).click()
  await expect(page).not.toHaveURL(/type=vr/)
  await expect(page).toHaveURL(/q=texas/)

  await page.getByRole('button', { name: 'Clear All Filters' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByText('Showing 20 of 1,889 results')).toBeVisible()
})

test('an empty search shows No Arcades Found with Clear All Filters', async ({ page }) => {
  await openPage(page, '/search?q=zzzzqqq')
  await expect(page.getByRole('heading', { name: 'No Arcades Found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear All Filters' }).last().click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByTestId('arcade-card').first()).toBeVisible()
})

test('a failing search shows the error view', async ({ page }) => {
  await openPage(page, '/search')
  await page.route('**/api/trpc/**', (route) => route.fulfill({ status: 500, body: 'boom' }))
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Pinball' })
  await expect(page.getByRole('heading', { name: 'Error Loading Results' })).toBeVisible()
  await expect(page.getByText('API Error 500')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible()
})

test('client navigation shows loading skeletons while data loads', async ({ page }) => {
  await openPage(page, '/search')
  await page.route('**/api/trpc/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Barcade' })
  await expect(page.getByTestId('skeleton-card')).toHaveCount(6)
  await expect(page.getByTestId('arcade-card').first()).toBeVisible()
})

test('the state page promo links filter by type and state', async ({ page }) => {
  await openPage(page, '/arcades/texas')
  await expect(page.getByRole('heading', { name: 'Best Arcades in Texas' })).toBeVisible()
  await page.getByRole('link', { name: 'VR Experience' }).click()
  await expect(page).toHaveURL(/\/search\?type=vr&state=texas/)
  await expect(page.getByText('Texas', { exact: true }).first()).toBeVisible()
  const cards = page.getByTestId('arcade-card')
  await expect(cards.first()).toBeVisible()
  for (const text of await cards.allInnerTexts()) expect(text).toContain(', TX')
})

test('the mobile panel closes when a link is clicked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const panel = page.getByRole('dialog')
  await expect(panel).toBeVisible()
  await panel.getByRole('link', { name: 'Browse Arcades' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await expect(panel).toBeHidden()
})

test("the detail page shows its own map, one marker, only for valid coordinates, and SPEC's direction buttons", async ({
  page,
}) => {
  // No map tiles leave the machine: the marker does not need them.
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort())
  const arcades = await allArcades(page)
  const withCoords = arcades.find((a) => a.latitude !== null && a.longitude !== null)
  const without = arcades.find((a) => a.latitude === null)
  if (!withCoords || !without) throw new Error('sample data lacks both kinds')

  await openPage(page, `/arcade/${withCoords.slug}`)
  await expect(page.getByRole('heading', { name: withCoords.name, level: 1 })).toBeVisible()
  await expect(page.getByText('User reviews coming soon! In the meantime, see our rating above.')).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  const map = page.getByRole('region', { name: `Map of ${withCoords.name}` })
  await map.scrollIntoViewIfNeeded()
  // The site's own map (Leaflet, loaded as the section nears the window) with the arcade's one marker.
  await expect(map.locator('.leaflet-container')).toBeVisible()
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1)
  await expect(map.getByRole('img', { name: withCoords.name })).toBeVisible()
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  )
  await expect(page.getByTestId('coordinates')).toHaveText(
    `${withCoords.latitude?.toFixed(6)}, ${withCoords.longitude?.toFixed(6)}`,
  )
  await expectDirectionButtons(page, new RegExp(`destination=${withCoords.latitude}`))

  await openPage(page, `/arcade/${without.slug}`)
  await expect(page.getByText('Map not available')).toBeVisible()
  await expect(page.getByText('Use buttons below for directions')).toBeVisible()
  await expect(page.getByTestId('arcade-map')).toHaveCount(0)
  await expectDirectionButtons(page, /destination=\d+%20/)
})

/** SPEC's buttons: Get Directions and View on Google Maps in the location card, Get Directions in Quick Info. */
async function expectDirectionButtons(page: Page, destination: RegExp) {
  const location = page.getByRole('region', { name: 'Location', exact: true })
  const quickInfo = page.getByRole('complementary', { name: 'Quick Info', exact: true })
  for (const directions of [location, quickInfo].map((card) => card.getByRole('link', { name: 'Get Directions' }))) {
    await expect(directions).toHaveCount(1)
    await expect(directions).toHaveAttribute('href', destination)
    await expect(directions).toHaveAttribute('target', '_blank')
  }
  await expect(location.getByRole('link', { name: 'View on Google Maps' })).toHaveCount(1)
}

test('not-found pages answer 404 with their texts', async ({ page }) => {
  const cases: [string, string][] = [
    ['/arcade/does-not-exist', 'Arcade Not Found'],
    ['/arcades/atlantis', 'State Not Found'],
    ['/arcades/texas/gotham', 'City Not Found'],
    ['/this/path/does/not/exist', 'Page Not Found'],
  ]
  for (const [path, heading] of cases) {
    const res = await openPage(page, path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Browse by state' })).toBeVisible()
})

test('every link on the home, a state, a city and a detail page answers 200', async ({ page }) => {
  test.setTimeout(180_000)
  const [first] = await allArcades(page)
  for (const path of ['/', '/arcades/texas', '/arcades/texas/houston', `/arcade/${first?.slug}`]) {
    await openPage(page, path)
    await expectLinksAnswer200(page)
  }
})

test('the footer leads to the legal pages and About, each with its sections', async ({ page }) => {
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date())
  await openPage(page, '/')
  const footer = page.getByRole('contentinfo')
  for (const [link, heading] of [
    ['Terms of Service', 'Terms of Service'],
    ['Privacy Policy', 'Privacy Policy'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${today}`)
    await expect(page.locator('section[id^="section-"]')).toHaveCount(12)
    await expect(page.getByRole('heading', { name: /^12\. / })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Explore' })).toBeVisible()
  }
  await footer.getByRole('link', { name: 'About' }).first().click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('#contact')).toBeVisible()
  await expect(page.getByText('GeoNames').first()).toBeVisible()
})

test('/404 shows the simple variant and /admin-login lands on the login screen', async ({ page }) => {
  await openPage(page, '/404')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  for (const name of ['Go Home', 'Search Arcades', 'Go Back']) {
    await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name }))).toBeVisible()
  }
  await openPage(page, '/admin-login')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test('paging through a state and a city: Next and Previous are links, each page its own address', async ({ page }) => {
  for (const path of ['/arcades/texas', '/arcades/california/los-angeles']) {
    await openPage(page, path)
    const pager = page.getByTestId('pager').first()
    await expect(pager).toContainText('Page 1 of')
    const firstPageCards = await page.getByTestId('arcade-card').allInnerTexts()
    await pager.getByRole('link', { name: 'Next ›' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`))
    await expect(page.getByTestId('pager').first()).toContainText('Page 2 of')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}\\?page=2$`))
    const secondPageCards = await page.getByTestId('arcade-card').allInnerTexts()
    expect(secondPageCards[0]).not.toBe(firstPageCards[0])
    await page.getByTestId('pager').first().getByRole('link', { name: '‹ Previous' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByTestId('pager').first()).toContainText('Page 1 of')
  }
})
