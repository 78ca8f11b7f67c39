import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { E2E_BASE_URL } from '../../playwright.config'
import {
  createArcadeViaApi,
  deleteArcadeViaApi,
  JSON_HEADERS,
  openPage,
  pagePath,
  PUBLIC_PAGE_TYPES,
  sampleArcadeSlug,
  sendReportViaApi,
  showReportFormError,
  sendSuggestionViaApi,
  signInViaApi,
  updateArcadeViaApi,
} from './support/pages'

/**
 * axe-core's WCAG 2.1 A and AA rules find nothing, of any impact, on every page type at desktop and phone widths,
 * with the mobile menu open, and on the admin screens with each dialog open and with form errors showing.
 */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const DIALOG = '[role="dialog"]'

/** Checks the page, or only the part `include` selects (an open dialog, once the page behind it has been checked). */
async function expectNoViolations(page: Page, what: string, include?: string) {
  // Colours are checked as they settle: a dialog fading in, or a button under the pointer changing colour, would be
  // measured half-way otherwise. A transition may start a frame or two after the click (a dialog's enter state is set
  // on the next frame), so the page counts as settled once two frames pass with none running.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let round = 0; round < 50; round++) {
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))
      await nextFrame()
      await nextFrame()
      if (document.getAnimations().every((a) => a.playState !== 'running' && !a.pending)) return
    }
  })
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n'),
  )
  expect.soft(found, `axe violations on ${what}`).toEqual([])
}

for (const width of [1280, 390]) {
  for (const [type, path] of PUBLIC_PAGE_TYPES) {
    test(`the ${type} page has no WCAG 2.1 AA violations at ${width} px`, async ({ page }) => {
      // The API reference lists every path and field: axe takes longer over its thousands of elements.
      test.slow(path === '/api/docs')
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, await pagePath(page, path))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoViolations(page, `the ${type} page (${path}) at ${width} px`)
    })
  }
}

test('rating stars keep 3:1 contrast against what they sit on, full, half and empty (WCAG 1.4.11)', async ({
  page,
}) => {
  // A city page's cards and an arcade's own page: full, half and empty stars appear among them.
  const kinds = new Set<string>()
  for (const path of ['/arcades/texas/houston', await pagePath(page, '/arcade/{sample}')]) {
    await openPage(page, path)
    const measured = await page.evaluate(() => {
      const rgb = (css: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = css.match(/[\d.]+/g)!.map(Number)
        return { r, g, b, a }
      }
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
      }
      /** The colour behind an element: the first ancestor with an opaque background. */
      const background = (element: Element) => {
        for (let e: Element | null = element; e; e = e.parentElement) {
          const colour = rgb(getComputedStyle(e).backgroundColor)
          if (colour.a === 1) return colour
        }
        return { r: 255, g: 255, b: 255, a: 1 }
      }
      const ratio = (fg: { r: number; g: number; b: number }, bg: { r: number; g: number; b: number }) => {
        const [l1, l2] = [luminance(fg), luminance(bg)].sort((x, y) => y - x)
        return (l1! + 0.05) / (l2! + 0.05)
      }
      return [...document.querySelectorAll('.star-rating [data-star]')].flatMap((star) => {
        const kind = star.getAttribute('data-star')!
        const behind = background(star)
        const colours = [{ part: kind, colour: getComputedStyle(star).color }]
        if (kind === 'half')
          colours.push({ part: 'half (filled part)', colour: getComputedStyle(star, '::before').color })
        return colours.map(({ part, colour }) => ({ part, ratio: Math.round(ratio(rgb(colour), behind) * 100) / 100 }))
      })
    })
    for (const m of measured) kinds.add(m.part)
    for (const m of measured) expect.soft(m.ratio, `a ${m.part} star on ${path}`).toBeGreaterThanOrEqual(3)
  }
  expect([...kinds].sort()).toEqual(['empty', 'full', 'half', 'half (filled part)'])
})

test('headings go down one level at a time on every public page type, footer included', async ({ page }) => {
  test.setTimeout(120_000)
  for (const [type, path] of PUBLIC_PAGE_TYPES) {
    await openPage(page, await pagePath(page, path))
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
    const jumps = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))
    expect.soft(jumps, `headings out of order on the ${type} page (${path})`).toEqual([])
  }
})

test('the open mobile menu has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openPage(page, '/')
  const button = page.getByRole('button', { name: 'Open navigation' })
  await button.click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('link', { name: 'Browse Arcades' })).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(drawer.getByRole('button', { name: 'Close navigation' })).toBeVisible()
  await expectNoViolations(page, 'the home page with the mobile menu open')
})

test('a card widget on a public page has no WCAG 2.1 AA violations', async ({ page }) => {
  await signInViaApi(page)
  const res = await page.request.post('/api/admin/widgets', {
    headers: JSON_HEADERS,
    data: {
      name: 'a11y card',
      targetType: 'path',
      targetValue: '/about',
      position: 'top',
      affiliateLink: 'https://www.amazon.com/dp/B0A11Y?tag=atlas-20',
      productName: 'Arcade stick',
      imageUrl: `${E2E_BASE_URL}/images/arcades/retro.svg`,
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { id } = (await res.json()) as { id: number }
  try {
    await page.context().clearCookies()
    await openPage(page, '/about')
    await expect(page.getByText('Arcade stick')).toBeVisible()
    await expectNoViolations(page, 'the about page with a card widget')
  } finally {
    await signInViaApi(page)
    await page.request.delete(`/api/admin/widgets/${id}`, { headers: JSON_HEADERS })
  }
})

test('the admin login screen, also with its form errors and a toast, has no WCAG 2.1 AA violations', async ({
  page,
}) => {
  await openPage(page, '/admin/login')
  await expectNoViolations(page, 'the admin login screen')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText(/required/i).first()).toBeVisible()
  await expectNoViolations(page, 'the admin login screen with form errors')
  await page.getByLabel('Username').fill('nobody-here')
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' })
  // Checking a password takes a while on a loaded machine (scrypt).
  await expect(toast).toBeVisible({ timeout: 20_000 })
  await expect(toast.getByRole('button', { name: 'Close notification' })).toBeVisible()
  await expectNoViolations(page, 'the admin login screen with a toast', '.mantine-Notifications-root')
})

test('the admin dashboard and its dialogs have no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(180_000)
  await signInViaApi(page)
  await openPage(page, '/admin')
  await expect(page.getByTestId('admin-arcade-row').first()).toBeVisible()
  await expectNoViolations(page, 'the admin dashboard')

  await page.getByRole('button', { name: 'Add Arcade' }).click()
  const add = page.getByRole('dialog', { name: 'Add Arcade' })
  await expect(add).toBeVisible()
  await expect(add.getByRole('button', { name: 'Close dialog' })).toBeVisible()
  await expectNoViolations(page, 'the Add Arcade dialog', DIALOG)
  await add.getByRole('button', { name: 'Add Arcade' }).click()
  await expect(add.getByText(/required/i).first()).toBeVisible()
  await expectNoViolations(page, 'the Add Arcade dialog with form errors', DIALOG)
  await add.getByRole('button', { name: 'Close dialog' }).click()
  await expect(add).toBeHidden()

  const row = page.getByTestId('admin-arcade-row').first()
  await row.getByRole('button', { name: /^Edit / }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Arcade' })
  await expect(edit).toBeVisible()
  await expect(edit.getByRole('button', { name: 'Close dialog' })).toBeVisible()
  await expectNoViolations(page, 'the Edit Arcade dialog', DIALOG)
  await edit.getByLabel('Name').fill('')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(edit.getByText(/required/i).first()).toBeVisible()
  await expectNoViolations(page, 'the Edit Arcade dialog with form errors', DIALOG)
  await edit.getByRole('tab', { name: 'Games' }).click()
  await expect(edit.getByTestId('lineup-entry').first()).toBeVisible()
  await expectNoViolations(page, 'the Edit Arcade dialog’s Games tab', DIALOG)
  await edit.getByRole('combobox', { name: 'Add a game' }).fill('pac')
  await expect(page.getByRole('option').first()).toBeVisible()
  await expectNoViolations(page, 'the Edit Arcade dialog’s Games tab with games offered', DIALOG)
  await edit.getByRole('combobox', { name: 'Add a game' }).fill('Not A Catalogue Game')
  await expect(page.getByRole('option', { name: "Create 'Not A Catalogue Game'" })).toBeVisible()
  await expectNoViolations(page, 'the Games tab offering to create a game', DIALOG)
  await page.getByRole('option', { name: "Create 'Not A Catalogue Game'" }).click()
  const addGame = page.getByRole('dialog', { name: 'Add Game' })
  await expect(addGame.getByLabel('Title')).toHaveValue('Not A Catalogue Game')
  await expectNoViolations(page, 'the Add Game dialog over the Edit Arcade dialog', DIALOG)
  await addGame.getByRole('button', { name: 'Cancel' }).click()
  await expect(addGame).toBeHidden()
  await edit.getByRole('button', { name: 'Close dialog' }).click()
  await expect(edit).toBeHidden()

  await row.getByRole('button', { name: /^Delete / }).click()
  const remove = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(remove).toBeVisible()
  // The dialog's own Delete button may open under the pointer; the check is of the buttons at rest.
  await page.mouse.move(0, 0)
  await expect(remove.getByRole('button', { name: 'Close dialog' })).toBeVisible()
  await expectNoViolations(page, 'the Confirm Delete dialog', DIALOG)
  await remove.getByRole('button', { name: 'Cancel' }).click()
  await expect(remove).toBeHidden()
})

test('the games catalogue screen and its dialogs have no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(180_000)
  await signInViaApi(page)
  await openPage(page, '/admin/games')
  await expect(page.getByTestId('admin-game-row').first()).toBeVisible()
  await expectNoViolations(page, 'the games catalogue screen')

  await page.getByRole('button', { name: 'Add Game' }).click()
  const add = page.getByRole('dialog', { name: 'Add Game' })
  await expect(add.getByRole('button', { name: 'Close dialog' })).toBeVisible()
  await expectNoViolations(page, 'the Add Game dialog', DIALOG)
  await add.getByRole('button', { name: 'Add Game' }).click()
  await expect(add.getByText('Title is required')).toBeVisible()
  await expectNoViolations(page, 'the Add Game dialog with form errors', DIALOG)
  await add.getByRole('button', { name: 'Close dialog' }).click()
  await expect(add).toBeHidden()

  const row = page.getByTestId('admin-game-row').first()
  await row.getByRole('button', { name: /^Merge / }).click()
  const merge = page.getByRole('dialog', { name: 'Merge Game' })
  await merge.getByRole('combobox', { name: 'Keep this game' }).fill('pac')
  await expect(page.getByRole('option').first()).toBeVisible()
  await expectNoViolations(page, 'the Merge Game dialog with games offered', DIALOG)
  await page.keyboard.press('Escape')
  await merge.getByRole('button', { name: 'Cancel' }).click()
  await expect(merge).toBeHidden()
})

test('the import screen, with a dry run showing changes and rejected rows, has no WCAG 2.1 AA violations', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInViaApi(page)
  await openPage(page, '/admin/import')
  await expect(page.getByRole('heading', { name: 'Import Arcades' })).toBeVisible()
  await expectNoViolations(page, 'the import screen')
  const csv = [
    'name,address,city,state,zip,rating,type,description',
    'A11y Tokens,1 Elm St,Dallas,TX,75201,4.5,retro,Forty cabinets.',
    'No Zip,2 Elm St,Dallas,TX,7520,4,retro,Forty cabinets.',
  ].join('\n')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'a11y.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(page.getByTestId('import-row')).toHaveCount(1)
  await expectNoViolations(page, 'the import dry run with rejected rows')
  await page.locator('label', { hasText: /^All \(/ }).click()
  await expect(page.getByTestId('import-row')).toHaveCount(2)
  await expectNoViolations(page, 'the import dry run with every row')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Check file' })).toBeVisible()
})

test('the widgets screen and its dialogs have no WCAG 2.1 AA violations', async ({ page }) => {
  test.setTimeout(180_000)
  await signInViaApi(page)
  const res = await page.request.post('/api/admin/widgets', {
    headers: JSON_HEADERS,
    data: { name: 'a11y widget', targetType: 'tag', targetValue: 'nowhere', position: 'top', widgetCode: '<b>x</b>' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { id } = (await res.json()) as { id: number }
  try {
    await openPage(page, '/admin/widgets')
    await expect(page.getByText('a11y widget')).toBeVisible()
    await expectNoViolations(page, 'the widgets screen')

    await page.getByRole('button', { name: 'Add Widget' }).click()
    const create = page.getByRole('dialog', { name: 'Create New Widget' })
    await expect(create).toBeVisible()
    await expectNoViolations(page, 'the Create New Widget dialog', DIALOG)
    await create.getByRole('button', { name: 'Create Widget' }).click()
    await expect(create.getByText('Widget name is required')).toBeVisible()
    await expectNoViolations(page, 'the Create New Widget dialog with form errors', DIALOG)
    await create.getByRole('button', { name: 'Close dialog' }).click()
    await expect(create).toBeHidden()

    await page.getByRole('button', { name: 'Edit a11y widget' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Widget' })
    await expect(edit).toBeVisible()
    await expectNoViolations(page, 'the Edit Widget dialog', DIALOG)
  } finally {
    await page.request.delete(`/api/admin/widgets/${id}`, { headers: JSON_HEADERS })
  }
})

test('the report form with its errors, and the review queue with a report and its dialogs, have no WCAG 2.1 AA violations', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const slug = await sampleArcadeSlug(page)
  await showReportFormError(page, slug)
  await expectNoViolations(page, 'the report form with a field error')
  await openPage(page, '/suggest')
  await page.getByRole('button', { name: 'Send suggestion' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expectNoViolations(page, 'the suggestion form with field errors')

  await sendReportViaApi(page, slug, { kind: 'edit', changes: { hours: { seen: 'x', value: 'Mo-Su 10:00-22:00' } } })
  await sendSuggestionViaApi(page, {
    name: 'A11y Suggested Arcade',
    address: '1 Main St',
    city: 'Boise',
    state: 'ID',
    zip: '83702',
  })
  await signInViaApi(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page, '/admin/reports')
    await expect(page.getByTestId('admin-report-row').first()).toBeVisible()
    await expectNoViolations(page, `the review queue at ${width} px`)
  }
  await page.getByTestId('admin-report-row').filter({ hasText: 'Hours' }).first().getByRole('link').click()
  await expect(page.getByTestId('proposed-changes')).toBeVisible()
  await expectNoViolations(page, 'a report under review')
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('dialog', { name: 'Reject report' })).toBeVisible()
  await expectNoViolations(page, 'the Reject report dialog', DIALOG)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Mark as duplicate' }).click()
  await expect(page.getByRole('dialog', { name: 'Mark as duplicate' })).toBeVisible()
  await expectNoViolations(page, 'the Mark as duplicate dialog', DIALOG)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await openPage(page, '/admin/reports')
  await page
    .getByTestId('admin-report-row')
    .filter({ hasText: 'A11y Suggested Arcade' })
    .first()
    .getByRole('link')
    .click()
  await page.getByRole('button', { name: 'Open in Add Arcade form' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Arcade' })).toBeVisible()
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('A11y Suggested Arcade')
  await expectNoViolations(page, 'the Add Arcade dialog filled from a suggestion', DIALOG)
})

test('the arcade form’s Status section and History tab, the restore dialog and the Deleted screen have no WCAG 2.1 AA violations', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInViaApi(page)
  // Arcades of their own, deleted at the end: one with a closure and an edit in its history, one on the Deleted list.
  const name = `A11y History ${Date.now()}`
  const arcade = await createArcadeViaApi(page, name)
  const gone = await createArcadeViaApi(page, `A11y Deleted ${Date.now()}`)
  await deleteArcadeViaApi(page, gone.id)
  try {
    await updateArcadeViaApi(page, arcade, {
      description: 'Forty cabinets and a long description that wraps on a phone.',
      status: 'temporarily_closed',
      closedOn: '2026-11-01',
    })
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, '/admin/deleted')
      await expect(page.getByTestId('deleted-arcade-row').first()).toBeVisible()
      await expectNoViolations(page, `the Deleted screen at ${width} px`)

      await openPage(page, '/admin')
      await page.getByLabel('Search arcades').fill(name)
      await page.getByRole('button', { name: `Edit ${name}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Arcade' })
      await expect(edit.getByLabel('Closed on')).toHaveValue('2026-11-01')
      await expect(edit.getByRole('button', { name: 'Close dialog' })).toBeVisible()
      await expectNoViolations(page, `the Edit Arcade dialog with its Status section at ${width} px`, DIALOG)
      await edit.getByRole('tab', { name: 'History' }).click()
      await expect(edit.getByTestId('revision')).toHaveCount(2)
      await expectNoViolations(page, `the Edit Arcade dialog’s History tab at ${width} px`, DIALOG)
      await edit
        .getByTestId('revision')
        .nth(1)
        .getByRole('button', { name: /Restore this version/ })
        .click()
      const restore = page.getByRole('dialog', { name: 'Restore this version?' })
      await expect(restore.getByRole('button', { name: 'Restore version' })).toBeVisible()
      await page.mouse.move(0, 0)
      await expectNoViolations(page, `the Restore this version dialog at ${width} px`, DIALOG)
      await restore.getByRole('button', { name: 'Cancel' }).click()
      await expect(restore).toBeHidden()
    }
  } finally {
    await deleteArcadeViaApi(page, arcade.id)
  }
})
