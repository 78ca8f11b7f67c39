import { expect, test, type Page, type Route } from '@playwright/test'
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

/** The body of a card widget (affiliate link plus product name) for createViaApi. */
function cardWidget(
  name: string,
  targetType: 'path' | 'tag',
  targetValue: string,
  position: 'top' | 'bottom' | 'sidebar',
  productName: string,
) {
  const asin = name.replace(/\W/g, '').toUpperCase()
  return {
    name,
    targetType,
    targetValue,
    position,
    affiliateLink: `https://www.amazon.com/dp/B0${asin}?tag=atlas-20`,
    productName,
  }
}

/** The page has rendered (its heading is there) and shows no widget with this text. */
async function expectNoWidget(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(text)).toHaveCount(0)
}

/** Deletes every widget: the spec leaves the shared e2e database as it found it (no widgets). */
async function deleteAllWidgets(page: Page) {
  const list = (await (await page.request.get('/api/admin/widgets')).json()) as ApiWidget[]
  for (const w of list) {
    const res = await page.request.delete(`/api/admin/widgets/${w.id}`, {
      headers: { Origin: BASE, 'Content-Type': 'application/json' },
    })
    expect(res.status()).toBe(200)
  }
}

/**
 * Holds the browser's tRPC requests for `procedure` until the returned release() is called, so a test can look
 * at the page while the request is in flight without waiting for any amount of time.
 */
async function holdRequests(page: Page, procedure: string, handle?: (route: Route) => Promise<void>) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/api/trpc/[^?]*${procedure.replace('.', '\\.')}`), async (route) => {
    await released
    await (handle ? handle(route) : route.continue())
  })
  return release
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

test.afterEach(async ({ page }) => {
  await signIn(page)
  await deleteAllWidgets(page)
})

test('the list shows three placeholder cards while loading, then the empty state', async ({ page }) => {
  await deleteAllWidgets(page)
  const release = await holdRequests(page, 'widgets.list')
  await openPage(page, '/admin/widgets')
  await expect(page.getByTestId('widget-placeholder')).toHaveCount(3)
  release()
  await expect(page.getByTestId('widget-placeholder')).toHaveCount(0)
  await expect(page.getByText('No widgets created yet')).toBeVisible()
  await page.getByRole('button', { name: 'Create Widget' }).click()
  await expect(page.getByRole('dialog', { name: 'Create New Widget' })).toBeVisible()
})

test('the Target Value placeholder follows the target type', async ({ page }) => {
  await openAdmin(page)
  await page.getByRole('button', { name: 'Add Widget' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Widget' })
  const value = dialog.getByLabel('Target Value')
  await expect(value).toHaveAttribute('placeholder', '/arcade/some-arcade-slug')
  await dialog.getByRole('combobox', { name: 'Target Type' }).click()
  await page.getByRole('option', { name: 'Tag Match' }).click()
  await expect(value).toHaveAttribute('placeholder', 'arcade')
  await dialog.getByRole('combobox', { name: 'Target Type' }).click()
  await page.getByRole('option', { name: 'Specific Path' }).click()
  await expect(value).toHaveAttribute('placeholder', '/arcade/some-arcade-slug')
})

test('cards preview the link (60 characters) and the code (200 characters), or say there is no code', async ({
  page,
}) => {
  const link = `https://www.amazon.com/dp/B0PREVIEW?tag=atlas-20&ref=${'x'.repeat(60)}`
  const code = `<div>${'c'.repeat(250)}</div>`
  await createViaApi(page, {
    name: 'Link preview',
    targetType: 'tag',
    targetValue: 'vr',
    affiliateLink: link,
    productName: 'Preview Stick',
  })
  await createViaApi(page, { name: 'Code preview', targetType: 'tag', targetValue: 'vr', widgetCode: code })
  // No saved widget can lack both (the cross-rule), but rows written before it existed can: add one to the list.
  await page.route(/\/api\/trpc\/[^?]*widgets\.list/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { result: { data: unknown[] } }
    body.result.data.push({
      id: 999_999,
      name: 'Legacy empty',
      targetType: 'tag',
      targetValue: 'legacy',
      widgetCode: null,
      affiliateLink: null,
      imageUrl: null,
      productName: null,
      position: 'bottom',
      isActive: true,
      createdAt: '2020-01-01T00:00:00.000Z',
      updatedAt: '2020-01-01T00:00:00.000Z',
    })
    await route.fulfill({ response, json: body })
  })
  await openAdmin(page)
  const linkCard = page.locator('[data-widget-card]').filter({ hasText: 'Link preview' })
  await expect(linkCard.getByRole('link', { name: `${link.slice(0, 60)}...`, exact: true })).toBeVisible()
  await expect(linkCard.getByText('Preview Stick', { exact: true })).toBeVisible()
  const codeCard = page.locator('[data-widget-card]').filter({ hasText: 'Code preview' })
  await expect(codeCard.getByText(`${code.slice(0, 200)}...`, { exact: true })).toBeVisible()
  const emptyCard = page.locator('[data-widget-card]').filter({ hasText: 'Legacy empty' })
  await expect(emptyCard.getByText('No code provided', { exact: true })).toBeVisible()
})

test('a server refusal shows a readable toast and the message under its field', async ({ page }) => {
  await openAdmin(page)
  // The form checks the same rules first; tamper with the request so that the server's own check answers.
  await page.route(/\/api\/trpc\/[^?]*widgets\.create/, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
    body.targetValue = 'arcades/oops'
    await route.continue({ postData: JSON.stringify(body) })
  })
  await page.getByRole('button', { name: 'Add Widget' }).click()
  await fillDialog(page, { name: 'Refused', targetValue: '/arcades/ohio' })
  const dialog = page.getByRole('dialog', { name: 'Create New Widget' })
  await dialog.getByLabel('Custom Widget Code').fill('<p>hi</p>')
  await dialog.getByRole('button', { name: 'Create Widget' }).click()
  const message = "A path must start with '/' (for example /arcades/texas)"
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    `Failed to create widget: ${message}`,
  )
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).not.toContainText('"code"')
  await expect(dialog.getByText(message)).toBeVisible()
  await expect(dialog.getByLabel('Target Value')).toHaveAttribute('aria-invalid', 'true')
})

test('updating a widget deleted meanwhile shows the error toast', async ({ page }) => {
  const w = await createViaApi(page, {
    name: 'Gone soon',
    targetType: 'tag',
    targetValue: 'vr',
    widgetCode: '<p>x</p>',
  })
  await openAdmin(page)
  await page.getByRole('button', { name: 'Edit Gone soon' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Widget' })
  await expect(dialog.getByLabel('Widget Name')).toHaveValue('Gone soon')
  const res = await page.request.delete(`/api/admin/widgets/${w.id}`, {
    headers: { Origin: BASE, 'Content-Type': 'application/json' },
  })
  expect(res.status()).toBe(200)
  await dialog.getByRole('button', { name: 'Update Widget' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Failed to update widget: Widget not found',
  )
  await expect(dialog).toBeVisible()
})

test('while saving, the dialog cannot be closed; while deleting, Delete is disabled', async ({ page }) => {
  await createViaApi(page, { name: 'Slow delete', targetType: 'tag', targetValue: 'vr', widgetCode: '<p>x</p>' })
  await openAdmin(page)
  const releaseCreate = await holdRequests(page, 'widgets.create')
  await page.getByRole('button', { name: 'Add Widget' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Widget' })
  await fillDialog(page, { name: 'Slow save', targetValue: '/arcades/ohio' })
  await dialog.getByLabel('Custom Widget Code').fill('<p>slow</p>')
  await dialog.getByRole('button', { name: 'Create Widget' }).click()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  releaseCreate()
  await expect(page.getByText('Widget created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  const deletes: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('widgets.delete')) deletes.push(r.url())
  })
  const releaseDelete = await holdRequests(page, 'widgets.delete')
  page.once('dialog', (d) => void d.accept())
  const card = page.locator('[data-widget-card]').filter({ hasText: 'Slow delete' })
  await card.getByRole('button', { name: 'Delete Slow delete' }).click()
  await expect(card.getByRole('button', { name: 'Delete Slow delete' })).toBeDisabled()
  await expect(
    page
      .locator('[data-widget-card]')
      .filter({ hasText: 'Slow save' })
      .getByRole('button', { name: 'Delete Slow save' }),
  ).toBeDisabled()
  releaseDelete()
  await expect(page.getByText('Widget deleted successfully')).toBeVisible()
  await expect(card).toHaveCount(0)
  expect(deletes).toHaveLength(1)
})

test('a deleted widget disappears from its page, also from the browser’s cache', async ({ page }) => {
  await createViaApi(page, cardWidget('Idaho Banner', 'path', '/arcades/idaho', 'top', 'Idaho Trackball'))
  await openPage(page, '/arcades/idaho')
  await expect(page.locator('[data-widget-slot="top"]').getByText('Idaho Trackball')).toBeVisible()
  // Client-side to the admin screen and back, so the page's widgets could come from the browser's cache.
  await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).first().click()
  await page.getByRole('link', { name: 'Affiliate Widgets' }).click()
  const card = page.locator('[data-widget-card]').filter({ hasText: 'Idaho Banner' })
  page.once('dialog', (d) => void d.accept())
  await card.getByRole('button', { name: 'Delete Idaho Banner' }).click()
  await expect(page.getByText('Widget deleted successfully')).toBeVisible()
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/arcades\/idaho$/)
  await expectNoWidget(page, 'Idaho Trackball')
  await openPage(page, '/arcades/idaho')
  await expectNoWidget(page, 'Idaho Trackball')
})

test('information and not-found pages show their widgets at the top and bottom', async ({ page }) => {
  await createViaApi(page, cardWidget('Info top', 'tag', 'info', 'top', 'Info Gamepad'))
  await createViaApi(page, cardWidget('Not found bottom', 'tag', 'Not-Found', 'bottom', 'Lost Joystick'))
  for (const path of ['/about', '/terms-of-service', '/privacy-policy']) {
    await openPage(page, path)
    await expect(page.locator('[data-widget-slot="top"]').getByText('Info Gamepad')).toBeVisible()
    await expect(page.getByText('Lost Joystick')).toHaveCount(0)
  }
  for (const path of ['/404', '/no-such-page']) {
    await openPage(page, path)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.locator('[data-widget-slot="bottom"]').getByText('Lost Joystick')).toBeVisible()
    await expect(page.getByText('Info Gamepad')).toHaveCount(0)
  }
})

test('after client navigation a top widget is on the page as soon as the page is', async ({ page }) => {
  await createViaApi(page, cardWidget('Alaska top', 'path', '/arcades/alaska', 'top', 'Alaska Spinner'))
  await openPage(page, '/')
  // Records, for every DOM change, whether the state's heading and the widget are there.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent?.includes('Alaska'))
      if (heading) seen.push(document.querySelector('[data-widget-slot="top"]') ? 'with-widget' : 'without-widget')
    }).observe(document.body, { subtree: true, childList: true })
  })
  await page.getByRole('link', { name: 'Alaska', exact: true }).first().click()
  await expect(page.locator('[data-widget-slot="top"]').getByText('Alaska Spinner')).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
  expect(seen.length).toBeGreaterThan(0)
  expect(seen).not.toContain('without-widget')
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
  await expect(shop).toHaveAttribute('rel', 'sponsored nofollow noopener')
  await expect(top.getByText('*As an Amazon Associate, we earn from qualifying purchases')).toBeVisible()
  await expect(page.locator('[data-widget-slot="bottom"]')).toHaveCount(0)

  await openPage(page, '/arcades/california')
  await expectNoWidget(page, 'Lone Star Arcade Stick')
})

test('a tag widget shows on detail pages of that type only', async ({ page }) => {
  await createViaApi(page, cardWidget('VR Headset', 'tag', 'vr', 'sidebar', 'VR Headset Deluxe'))
  const arcades = ((await (await page.request.get('/api/arcades?limit=2000')).json()) as { arcades: ApiArcade[] })
    .arcades
  const types = (a: ApiArcade) => a.type.split(',').map((t) => t.trim().toLowerCase())
  const vr = arcades.find((a) => types(a).includes('vr'))!
  const notVr = arcades.find((a) => !types(a).includes('vr'))!
  await openPage(page, `/arcade/${vr.slug}`)
  await expect(page.locator('[data-widget-slot="sidebar"]').getByText('VR Headset Deluxe')).toBeVisible()
  await openPage(page, `/arcade/${notVr.slug}`)
  await expectNoWidget(page, 'VR Headset Deluxe')
})

test('custom code runs inside a sandboxed frame that cannot read the cookies', async ({ page }) => {
  await createViaApi(page, {
    name: 'Script widget',
    targetType: 'path',
    targetValue: '/arcades/oregon',
    position: 'bottom',
    widgetCode:
      '<p id="out">pending</p><div style="height:300px"></div><script>var r;try{r="cookies:"+document.cookie.length}catch(e){r="cookies blocked"}document.getElementById("out").textContent="Hello from widget; "+r</script>',
  })
  await page.context().addCookies([{ name: 'site_secret', value: 'top-secret', url: BASE }])
  await openPage(page, '/arcades/oregon')
  const frameEl = page.locator('[data-widget-slot="bottom"] iframe')
  await expect(frameEl).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox')
  // Its own document (a srcdoc would inherit the page's script policy), loaded when the visitor scrolls to it.
  await expect(frameEl).toHaveAttribute('src', /^\/widget-frame\/\d+#/)
  await frameEl.scrollIntoViewIfNeeded()
  const frame = page.frameLocator('[data-widget-slot="bottom"] iframe')
  await expect(frame.locator('#out')).toHaveText('Hello from widget; cookies blocked')
  await expect(frame.locator('body')).not.toContainText('top-secret')
  // The frame reports its content's height to the page, beyond the space reserved at first paint (120 px).
  await expect.poll(async () => (await frameEl.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(300)
})

test('setting a widget inactive hides it; delete asks for confirmation', async ({ page }) => {
  await createViaApi(page, cardWidget('Toggle me', 'path', '/arcades/nevada', 'bottom', 'Nevada Joystick'))
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
  await expectNoWidget(page, 'Nevada Joystick')

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
