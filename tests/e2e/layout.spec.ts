import { expect, test, type Locator, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import {
  createArcadeViaApi,
  deleteArcadeViaApi,
  JSON_HEADERS,
  openPage,
  pagePath,
  PUBLIC_PAGE_TYPES,
  signInViaApi,
} from './support/pages'

/** How far the document reaches past the right edge of the window (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, `${locator} has no box`).not.toBeNull()
  return b!
}

/** A listing whose name, description and address hold words far wider than a phone. */
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3)

test('no page scrolls sideways on phones from 320 to 430 px, long words included', async ({ page }) => {
  test.setTimeout(240_000)
  await signInViaApi(page)
  // No coordinates: the location card's "Map not available" box holds the long address instead of a map.
  const created = await createArcadeViaApi(page, `The ${LONG_WORD} Arcade`, {
    description: `A description with ${LONG_WORD}${LONG_WORD} in it.`,
    address: `1 ${LONG_WORD} Boulevard`,
    hours: `Daily ${LONG_WORD}`,
    website: `https://example.com/${LONG_WORD}`,
    latitude: '',
    longitude: '',
  })
  await page.context().clearCookies()
  try {
    const pages: [string, string][] = [
      ...(await Promise.all(
        PUBLIC_PAGE_TYPES.map(async ([type, path]) => [type, await pagePath(page, path)] as [string, string]),
      )),
      ['detail with long words', `/arcade/${created.slug}`],
      ['report form with long words', `/arcade/${created.slug}/report`],
    ]
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 800 })
      const wide: string[] = []
      for (const [type, path] of pages) {
        await openPage(page, path)
        const overflow = await sidewaysOverflow(page)
        if (overflow > 0) wide.push(`${type} (${path}) is ${overflow} px wider than the window`)
      }
      expect(wide, `at ${width} px`).toEqual([])
    }
  } finally {
    await signInViaApi(page)
    await deleteArcadeViaApi(page, created.id)
  }
})

test('on phones the search box is full width with its button below; on desktops side by side', async ({ page }) => {
  for (const path of ['/', '/search?q=austin']) {
    await page.setViewportSize({ width: 390, height: 800 })
    await openPage(page, path)
    const input = page.getByRole('combobox', { name: 'Search arcades' })
    const button = page.getByRole('button', { name: 'Search Arcades' })
    const form = await box(page.getByRole('search'))
    const field = await box(input)
    expect(field.width, path).toBeGreaterThan(form.width - 1)
    expect((await box(button)).y, path).toBeGreaterThanOrEqual(field.y + field.height)

    await page.setViewportSize({ width: 1280, height: 800 })
    const wideField = await box(input)
    const wideButton = await box(button)
    expect(wideButton.x, path).toBeGreaterThanOrEqual(wideField.x + wideField.width)
    expect(wideField.width, path).toBeGreaterThan(300)
  }
})

test('the arcade page shows Quick Info before About on a phone, beside it on a desktop', async ({ page }) => {
  const res = await page.request.get('/api/arcades?limit=1')
  const { arcades } = (await res.json()) as { arcades: { slug: string }[] }
  await page.setViewportSize({ width: 390, height: 800 })
  await openPage(page, `/arcade/${arcades[0]!.slug}`)
  const quickInfo = page.getByRole('heading', { name: 'Quick Info' })
  const about = page.getByRole('heading', { name: 'About', exact: true })
  const title = page.getByRole('heading', { level: 1 })
  const phone = { title: await box(title), quick: await box(quickInfo), about: await box(about) }
  expect(phone.quick.y).toBeGreaterThan(phone.title.y)
  expect(phone.quick.y).toBeLessThan(phone.about.y)

  await page.setViewportSize({ width: 1280, height: 800 })
  const desktop = { quick: await box(quickInfo), about: await box(about) }
  expect(desktop.quick.x).toBeGreaterThan(desktop.about.x + desktop.about.width)
  expect(desktop.quick.y).toBeLessThan(desktop.about.y)
})

test('addresses no route answers render one header, one footer and one main, with the not-found page', async ({
  page,
}) => {
  const expectOneLayout = async (path: string) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toBeVisible()
    await expect(page.locator('header'), path).toHaveCount(1)
    await expect(page.locator('footer'), path).toHaveCount(1)
    await expect(page.locator('main'), path).toHaveCount(1)
    await expect(page.locator('#main'), path).toHaveCount(1)
  }
  for (const path of ['/nope', '/search/x', '/arcades/texas/houston/extra']) {
    const response = await openPage(page, path)
    expect(response?.status(), path).toBe(404)
    await expectOneLayout(path)
    // The not-found page alone: not the Houston page with it.
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
  }
  await signInViaApi(page)
  await openPage(page, '/admin/nope')
  await expectOneLayout('/admin/nope')
  // A client-side navigation to an unknown address, too.
  await openPage(page, '/')
  await page.evaluate(() => window.history.pushState({}, '', '/nope-client'))
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
  await expectOneLayout('/nope-client (client-side)')
})

test('toasts sit below the header and its navigation, on desktops and phones', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.context().clearCookies()
    await page.setViewportSize({ width, height: 800 })
    await openPage(page, '/admin/login')
    await page.getByLabel('Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Welcome Admin' })
    await expect(toast).toBeVisible()
    const header = await box(page.locator('header'))
    expect((await box(toast)).y, `at ${width} px`).toBeGreaterThanOrEqual(header.y + header.height)
  }
})

test('a widget card whose image fails to load shows its text and no broken image', async ({ page }) => {
  await signInViaApi(page)
  const res = await page.request.post('/api/admin/widgets', {
    headers: JSON_HEADERS,
    data: {
      name: 'broken image card',
      targetType: 'path',
      targetValue: '/terms-of-service',
      position: 'top',
      affiliateLink: 'https://www.amazon.com/dp/B0BROKEN?tag=atlas-20',
      productName: 'Joystick with a missing picture',
      imageUrl: `${E2E_BASE_URL}/images/no-such-product.png`,
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { id } = (await res.json()) as { id: number }
  try {
    await page.context().clearCookies()
    await openPage(page, '/terms-of-service')
    const card = page.locator(`[data-widget-id="${id}"]`)
    await expect(card.locator('img')).toHaveAttribute('src', /no-such-product/)
    await expect(card.getByText('Joystick with a missing picture')).toBeVisible()
    await expect(card.getByRole('link', { name: 'Shop on Amazon' })).toBeVisible()
    await expect(card.locator('img')).toBeHidden()
  } finally {
    await signInViaApi(page)
    await page.request.delete(`/api/admin/widgets/${id}`, { headers: JSON_HEADERS })
  }
})

test('card and hero images show their whole 16:9 illustration', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openPage(page, '/arcades/texas/houston')
  const card = await box(page.locator('.arcade-card-image').first())
  expect(card.width / card.height).toBeCloseTo(16 / 9, 1)
  const slug = await page.locator('.arcade-card-name').first().getAttribute('href')
  await openPage(page, slug!)
  const hero = await box(page.locator('.arcade-hero'))
  expect(hero.width / hero.height).toBeCloseTo(16 / 9, 1)
})
