import { expect, test, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config'
import { openPage } from './support/pages'

interface ApiWidget {
  id: number
  name: string
}
interface ApiArcade {
  slug: string
  type: string
}

const BASE = E2E_BASE_URL

/** Signs in through the API (the login page has its own spec); the session cookie lands in the page's context. */
async function signIn(page: Page) {
  const res = await page.request.post('/api/admin/login', {
    headers: { Origin: BASE, 'Content-Type': 'application/json' },
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  })
  expect(res.status()).toBe(200)
}

async function createViaApi(page: Page, body: Record<string, unknown>): Promise<ApiWidget> {
  const res = await page.request.post('/api/admin/widgets', {
    headers: { Origin: BASE, 'Content-Type': 'application/json' },
    data: body,
  })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as ApiWidget
}

async function openAdmin(page: Page) {
  await openPage(page, '/admin/widgets')
  await expect(page.getByRole('heading', { name: 'Affiliate Widgets' })).toBeVisible()
}

async function fillDialog(
  page: Page,
  fields: { name: string; targetType?: 'Specific Path' | 'Tag Match'; targetValue: string; position?: string },
) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Widget Name').fill(fields.name)
  if (fields.targetType) {
    await dialog.getByRole('combobox', { name: 'Target Type' }).click()
    await page.getByRole('option', { name: fields.targetType }).click()
  }
  await dialog.getByLabel('Target Value').fill(fields.targetValue)
  if (fields.position) {
    await dialog.getByRole('combobox', { name: 'Position' }).click()
    await page.getByRole('option', { name: fields.position }).click()
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('a card widget for a state path shows there, at its position, and not on another state', async ({ page }) => {
  await openAdmin(page)
  await page.getByRole('button', { name: 'Add Widget' }).click()
  await expect(page.getByRole('dialog', { name: 'Create New Widget' })).toBeVisible()
  await fillDialog(page, { name: 'Texas Banner', targetValue: '/arcades/texas', position: 'Top of Page' })
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Amazon Affiliate Link').fill('https://www.amazon.com/dp/B0TEXAS?tag=atlas-20')
  await dialog.getByLabel('Product Image URL').fill(`${BASE}/images/arcade-fallback.svg`)
  await dialog.getByLabel('Product Name').fill('Lone Star Arcade Stick')
  await dialog.getByRole('button', { name: 'Create Widget' }).click()
  await expect(page.getByText('Widget created successfully')).toBeVisible()
  await expect(page.getByText('Texas Banner')).toBeVisible()

  await openPage(page, '/arcades/texas')
  const top = page.locator('[data-widget-slot="top"]')
  await expect(top.getByText('Lone Star Arcade Stick')).toBeVisible()
  const shop = top.getByRole('link', { name: 'Shop on Amazon' })
  await expect(shop).toHaveAttribute('target', '_blank')
  await expect(shop).toHaveAttribute('rel', /nofollow/)
  await expect(top.getByText('*As an Amazon Associate, we earn from qualifying purchases')).toBeVisible()
  await expect(page.locator('[data-widget-slot="bottom"]')).toHaveCount(0)

  await openPage(page, '/arcades/california')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Lone Star Arcade Stick')).toHaveCount(0)
})

test('a tag widget shows on detail pages of that type only', async ({ page }) => {
  await createViaApi(page, {
    name: 'VR Headset',
    targetType: 'tag',
    targetValue: 'vr',
    position: 'sidebar',
    affiliateLink: 'https://www.amazon.com/dp/B0VR?tag=atlas-20',
    productName: 'VR Headset Deluxe',
  })
  const arcades = ((await (await page.request.get('/api/arcades?limit=2000')).json()) as { arcades: ApiArcade[] })
    .arcades
  const types = (a: ApiArcade) => a.type.split(',').map((t) => t.trim().toLowerCase())
  const vr = arcades.find((a) => types(a).includes('vr'))!
  const notVr = arcades.find((a) => !types(a).includes('vr'))!
  await openPage(page, `/arcade/${vr.slug}`)
  await expect(page.locator('[data-widget-slot="sidebar"]').getByText('VR Headset Deluxe')).toBeVisible()
  await openPage(page, `/arcade/${notVr.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('VR Headset Deluxe')).toHaveCount(0)
})

test('custom code runs inside a sandboxed frame that cannot read the cookies', async ({ page }) => {
  await createViaApi(page, {
    name: 'Script widget',
    targetType: 'path',
    targetValue: '/arcades/oregon',
    position: 'bottom',
    widgetCode:
      '<p id="out">pending</p><script>var r;try{r="cookies:"+document.cookie.length}catch(e){r="cookies blocked"}document.getElementById("out").textContent="Hello from widget; "+r</script>',
  })
  await page.context().addCookies([{ name: 'site_secret', value: 'top-secret', url: BASE }])
  await openPage(page, '/arcades/oregon')
  const frameEl = page.locator('[data-widget-slot="bottom"] iframe')
  await expect(frameEl).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox')
  const frame = page.frameLocator('[data-widget-slot="bottom"] iframe')
  await expect(frame.locator('#out')).toHaveText('Hello from widget; cookies blocked')
  await expect(frame.locator('body')).not.toContainText('top-secret')
  // The frame reports its height to the page.
  await expect.poll(async () => (await frameEl.boundingBox())?.height ?? 0).toBeGreaterThan(0)
})

test('setting a widget inactive hides it; delete asks for confirmation', async ({ page }) => {
  await createViaApi(page, {
    name: 'Toggle me',
    targetType: 'path',
    targetValue: '/arcades/nevada',
    position: 'bottom',
    affiliateLink: 'https://www.amazon.com/dp/B0NV?tag=atlas-20',
    productName: 'Nevada Joystick',
  })
  await openPage(page, '/arcades/nevada')
  await expect(page.getByText('Nevada Joystick')).toBeVisible()

  await openAdmin(page)
  const card = page.locator('[data-widget-card]').filter({ hasText: 'Toggle me' })
  await card.getByRole('button', { name: 'Edit Toggle me' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Widget' })
  await dialog.getByLabel('Active').uncheck()
  await dialog.getByRole('button', { name: 'Update Widget' }).click()
  await expect(page.getByText('Widget updated successfully')).toBeVisible()
  await expect(card.getByText('Inactive')).toBeVisible()

  await openPage(page, '/arcades/nevada')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Nevada Joystick')).toHaveCount(0)

  await openAdmin(page)
  const messages: string[] = []
  page.once('dialog', (d) => {
    messages.push(d.message())
    void d.dismiss()
  })
  await card.getByRole('button', { name: 'Delete Toggle me' }).click()
  await expect.poll(() => messages).toEqual(['Are you sure you want to delete this widget?'])
  await expect(card).toBeVisible()
  page.once('dialog', (d) => void d.accept())
  await card.getByRole('button', { name: 'Delete Toggle me' }).click()
  await expect(page.getByText('Widget deleted successfully')).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('every validation message appears under its field', async ({ page }) => {
  await openAdmin(page)
  await page.getByRole('button', { name: 'Add Widget' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Widget' })
  await dialog.getByRole('button', { name: 'Create Widget' }).click()
  await expect(dialog.getByText('Widget name is required')).toBeVisible()
  await expect(dialog.getByText('Target value is required')).toBeVisible()
  await expect(dialog.getByText('Either provide widget code OR affiliate link with product name')).toBeVisible()
  await expect(dialog.getByLabel('Widget Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Amazon Affiliate Link')).toHaveAttribute('aria-invalid', 'true')

  await dialog.getByLabel('Amazon Affiliate Link').fill('not a url')
  await dialog.getByLabel('Product Image URL').fill('also not a url')
  await dialog.getByRole('button', { name: 'Create Widget' }).click()
  await expect(dialog.getByText('Must be a valid URL')).toBeVisible()
  await expect(dialog.getByText('Must be a valid image URL')).toBeVisible()

  await dialog.getByLabel('Widget Name').fill('x'.repeat(256))
  await dialog.getByRole('button', { name: 'Create Widget' }).click()
  await expect(dialog.getByText('Widget name must be at most 255 characters')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
})
