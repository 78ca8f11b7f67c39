import { expect, test } from '@playwright/test'
import { closedArcadePath, openPage } from './support/pages'

/**
 * Closures as a visitor sees them in Chromium (issue 20, docs/decisions/0043-closures-freshness-feeds.md): a
 * temporarily closed arcade keeps its card, marked, and never says "Open now", even once the browser has worked
 * out the open-now lines of the other cards; a permanently closed one keeps its page, with the banner, the day it
 * closed and arcades open nearby, at desktop and phone widths.
 */

test('a temporarily closed arcade is marked on its card and never “Open now”', async ({ page }) => {
  const path = await closedArcadePath(page, 'temporarily_closed')
  const name = await arcadeName(page, path)
  // Its city's search: the other Boise arcades' cards work out their open-now lines beside it.
  await openPage(page, '/search?q=Boise')
  const card = page.getByTestId('arcade-card').filter({ hasText: name })
  await expect(card.getByTestId('closed-badge')).toHaveText('Temporarily closed')
  // The other cards' open-now lines fill in once the browser has loaded the week reader: by then this card would
  // have said "Open now" if it ever could.
  await expect(
    page
      .getByTestId('open-status')
      .filter({ hasText: /^(Open|Closed)/ })
      .first(),
  ).toBeVisible()
  await expect(card).not.toContainText('Open now')
  await expect(card.getByTestId('open-status')).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/closures-card-1280.png' })
})

test('a temporarily closed arcade’s page has the banner and says it is closed where hours say open now', async ({
  page,
}) => {
  const path = await closedArcadePath(page, 'temporarily_closed')
  await page.setViewportSize({ width: 1280, height: 900 })
  await openPage(page, path)
  const banner = page.getByRole('region', { name: 'Temporarily closed' })
  await expect(banner).toContainText('is temporarily closed since Nov 1, 2026. Check with the arcade before you visit.')
  await expect(page.getByTestId('open-status')).toHaveText(['Temporarily closed'])
  await expect(page.getByTestId('last-checked')).toHaveText(/^Last checked [A-Z][a-z]+ \d{4}$/)
  await expect(page.locator('body')).not.toContainText('Open now')
  await page.screenshot({ path: 'test-results/closures-temporary-1280.png' })
})

for (const width of [1280, 390]) {
  test(`a permanently closed arcade’s page: banner, closing day and arcades nearby at ${width} px`, async ({
    page,
  }) => {
    const path = await closedArcadePath(page, 'permanently_closed')
    await page.setViewportSize({ width, height: 900 })
    const response = await openPage(page, path)
    expect(response?.status()).toBe(200)
    const banner = page.getByRole('region', { name: 'Permanently closed' })
    await expect(banner.getByTestId('closed-on')).toContainText('closed for good on Oct 15, 2026.')
    const alternatives = banner.getByTestId('alternatives').getByRole('link')
    await expect(alternatives.first()).toBeVisible()
    // Each alternative opens a listed arcade's page.
    const first = await alternatives.first().getAttribute('href')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveCount(0)
    await expect(page.locator('body')).not.toContainText('Open now')
    await page.screenshot({ path: `test-results/closures-permanent-${width}.png` })
    await alternatives.first().click()
    await expect(page).toHaveURL(new RegExp(`${first}$`))
    await expect(page.getByRole('region', { name: 'Permanently closed' })).toHaveCount(0)
  })
}

async function arcadeName(page: import('@playwright/test').Page, path: string): Promise<string> {
  const res = await page.request.get(`/api/arcades/slug/${path.split('/').pop()}`)
  return ((await res.json()) as { name: string }).name
}
