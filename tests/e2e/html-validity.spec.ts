import { expect, test, type Locator, type Page } from '@playwright/test'
import { htmlErrors, type HtmlDocuments } from '../support/html-validator'
import {
  createArcadeViaApi,
  deleteArcadeViaApi,
  JSON_HEADERS,
  openPage,
  sampleArcadeSlug,
  sendReportViaApi,
  showReportFormError,
  signInViaApi,
  updateArcadeViaApi,
} from './support/pages'

/**
 * The admin dialogs are rendered in the browser only, so tests/integration/html-validity.test.ts cannot fetch
 * them: each is opened in Chromium (with its option lists open, whose markup is rendered only then) and the whole
 * document as the browser holds it goes to the W3C Nu HTML Checker, all in one run (docs/decisions/0030-…).
 */

/** Waits for a dialog's opening transition to end, so the document is the dialog at rest. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))))
  return page.content()
}

/** Opens a Select or TagsInput's option list (by clicking into its field) and waits for its options. */
async function openOptions(page: Page, field: Locator) {
  await field.click({ timeout: 10_000 })
  await expect(page.getByRole('option').first()).toBeVisible()
}

test('the admin dialogs, with their option lists open, are valid HTML', async ({ page }) => {
  test.setTimeout(180_000)
  await signInViaApi(page)
  const documents: HtmlDocuments = {}

  await openPage(page, '/admin')
  await expect(page.getByTestId('admin-arcade-row').first()).toBeVisible()
  await page.getByRole('button', { name: 'Add Arcade' }).click()
  const add = page.getByRole('dialog', { name: 'Add Arcade' })
  await expect(add).toBeVisible()
  documents['the Add Arcade dialog'] = await settled(page)
  await add.getByRole('button', { name: 'Add Arcade' }).click()
  await expect(add.getByText(/required/i).first()).toBeVisible()
  documents['the Add Arcade dialog with form errors'] = await settled(page)
  await add.getByRole('button', { name: 'Close dialog' }).click()
  await expect(add).toBeHidden()

  await page
    .getByTestId('admin-arcade-row')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Arcade' })
  await expect(edit).toBeVisible()
  documents['the Edit Arcade dialog'] = await settled(page)
  await openOptions(page, edit.getByLabel('Type', { exact: true }))
  documents['the Edit Arcade dialog with the Type suggestions open'] = await settled(page)
  await page.keyboard.press('Escape')
  await edit.getByRole('tab', { name: 'Games' }).click()
  await expect(edit.getByTestId('lineup-entry').first()).toBeVisible()
  documents['the Edit Arcade dialog’s Games tab'] = await settled(page)
  await edit.getByRole('combobox', { name: 'Add a game' }).fill('pac')
  await expect(page.getByRole('option').first()).toBeVisible()
  documents['the Edit Arcade dialog’s Games tab with games offered'] = await settled(page)
  await edit.getByRole('combobox', { name: 'Add a game' }).fill('Not A Catalogue Game')
  await page.getByRole('option', { name: "Create 'Not A Catalogue Game'" }).click()
  const addGame = page.getByRole('dialog', { name: 'Add Game' })
  await expect(addGame.getByLabel('Title')).toHaveValue('Not A Catalogue Game')
  documents['the Add Game dialog over the Edit Arcade dialog'] = await settled(page)
  await addGame.getByRole('button', { name: 'Cancel' }).click()
  await expect(addGame).toBeHidden()
  await edit.getByRole('button', { name: 'Close dialog' }).click()
  await expect(edit).toBeHidden()

  await page
    .getByTestId('admin-arcade-row')
    .first()
    .getByRole('button', { name: /^Delete / })
    .click()
  const remove = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(remove).toBeVisible()
  documents['the Confirm Delete dialog'] = await settled(page)
  await remove.getByRole('button', { name: 'Cancel' }).click()

  await openPage(page, '/admin/import')
  // The screen's chunk may still be hydrating after the root has: a file chosen before it listens is chosen again.
  await expect(async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'valid.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,address,city,state,zip,rating,type,description\nValid Tokens,1 Elm St,Dallas,TX,7520,4,retro,Forty cabinets.',
      ),
    })
    await expect(page.getByRole('button', { name: 'Check file' })).toBeEnabled({ timeout: 2_000 })
  }).toPass()
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(page.getByTestId('import-row')).toHaveCount(1)
  documents['the import screen with a dry run'] = await settled(page)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await openPage(page, '/admin/games')
  await expect(page.getByTestId('admin-game-row').first()).toBeVisible()
  documents['the games catalogue screen'] = await settled(page)
  await page
    .getByTestId('admin-game-row')
    .first()
    .getByRole('button', { name: /^Edit / })
    .click()
  const editGame = page.getByRole('dialog', { name: 'Edit Game' })
  await expect(editGame).toBeVisible()
  await openOptions(page, editGame.getByRole('combobox', { name: 'Kind' }))
  documents['the Edit Game dialog with the Kind options open'] = await settled(page)
  await page.keyboard.press('Escape')
  await editGame.getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByTestId('admin-game-row')
    .first()
    .getByRole('button', { name: /^Merge / })
    .click()
  const merge = page.getByRole('dialog', { name: 'Merge Game' })
  await merge.getByRole('combobox', { name: 'Keep this game' }).fill('pac')
  await expect(page.getByRole('option').first()).toBeVisible()
  documents['the Merge Game dialog with games offered'] = await settled(page)
  await page.keyboard.press('Escape')
  await merge.getByRole('button', { name: 'Cancel' }).click()

  const res = await page.request.post('/api/admin/widgets', {
    headers: JSON_HEADERS,
    data: { name: 'valid widget', targetType: 'tag', targetValue: 'nowhere', position: 'top', widgetCode: '<b>x</b>' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { id } = (await res.json()) as { id: number }
  try {
    await openPage(page, '/admin/widgets')
    await page.getByRole('button', { name: 'Add Widget' }).click()
    const create = page.getByRole('dialog', { name: 'Create New Widget' })
    await expect(create).toBeVisible()
    documents['the Create New Widget dialog'] = await settled(page)
    await openOptions(page, create.getByRole('combobox', { name: 'Position' }))
    documents['the Create New Widget dialog with the Position options open'] = await settled(page)
    await page.keyboard.press('Escape')
    await create.getByRole('button', { name: 'Create Widget' }).click()
    await expect(create.getByText('Widget name is required')).toBeVisible()
    documents['the Create New Widget dialog with form errors'] = await settled(page)
    await create.getByRole('button', { name: 'Close dialog' }).click()
    await expect(create).toBeHidden()

    await page.getByRole('button', { name: 'Edit valid widget' }).click()
    const editWidget = page.getByRole('dialog', { name: 'Edit Widget' })
    await expect(editWidget).toBeVisible()
    await openOptions(page, editWidget.getByRole('combobox', { name: 'Target Type' }))
    documents['the Edit Widget dialog with the Target Type options open'] = await settled(page)
  } finally {
    await page.request.delete(`/api/admin/widgets/${id}`, { headers: JSON_HEADERS })
  }

  const errors = htmlErrors(documents)
  for (const [name, found] of Object.entries(errors)) expect.soft(found, `HTML errors in ${name}`).toEqual([])
})

test('the report forms with their errors and the review screens with their dialogs are valid HTML', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const documents: HtmlDocuments = {}
  const slug = await sampleArcadeSlug(page)
  await showReportFormError(page, slug)
  documents['the report form with a field error (script)'] = await settled(page)
  await openPage(page, '/suggest')
  await page.getByRole('button', { name: 'Send suggestion' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  documents['the suggestion form with field errors (script)'] = await settled(page)

  await sendReportViaApi(page, slug, { kind: 'game', game: { title: 'Pac-Man', change: 'out_of_order' } })
  await signInViaApi(page)
  await openPage(page, '/admin/reports')
  const row = page.getByTestId('admin-report-row').filter({ hasText: 'Pac-Man' }).first()
  await expect(row).toBeVisible()
  documents['the review queue'] = await settled(page)
  await row.getByRole('link').click()
  await expect(page.getByTestId('proposed-changes')).toBeVisible()
  documents['a report under review'] = await settled(page)
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('dialog', { name: 'Reject report' })).toBeVisible()
  documents['the Reject report dialog'] = await settled(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Mark as duplicate' }).click()
  await expect(page.getByRole('dialog', { name: 'Mark as duplicate' })).toBeVisible()
  documents['the Mark as duplicate dialog'] = await settled(page)

  const errors = htmlErrors(documents)
  for (const [name, found] of Object.entries(errors)) expect.soft(found, `HTML errors in ${name}`).toEqual([])
})

test('the arcade form’s Status section and History tab, the restore dialog and the Deleted screen are valid HTML', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInViaApi(page)
  const documents: HtmlDocuments = {}
  // Arcades of their own, deleted at the end: one with a closure and an edit in its history, one on the Deleted list.
  const name = `Valid History ${Date.now()}`
  const arcade = await createArcadeViaApi(page, name)
  const gone = await createArcadeViaApi(page, `Valid Deleted ${Date.now()}`)
  await deleteArcadeViaApi(page, gone.id)
  try {
    await updateArcadeViaApi(page, arcade, {
      description: 'Forty cabinets & a <b>snack</b> bar.',
      status: 'temporarily_closed',
      closedOn: '2026-11-01',
    })
    await openPage(page, '/admin/deleted')
    await expect(page.getByTestId('deleted-arcade-row').first()).toBeVisible()
    documents['the Deleted screen'] = await settled(page)

    await openPage(page, '/admin')
    await page.getByLabel('Search arcades').fill(name)
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Arcade' })
    await expect(edit.getByLabel('Closed on')).toHaveValue('2026-11-01')
    documents['the Edit Arcade dialog with its Status section'] = await settled(page)
    await openOptions(page, edit.getByRole('combobox', { name: 'Open or closed' }))
    documents['the Edit Arcade dialog with the status options open'] = await settled(page)
    await page.keyboard.press('Escape')
    await edit.getByRole('tab', { name: 'History' }).click()
    await expect(edit.getByTestId('revision')).toHaveCount(2)
    documents['the Edit Arcade dialog’s History tab'] = await settled(page)
    await edit
      .getByTestId('revision')
      .nth(1)
      .getByRole('button', { name: /Restore this version/ })
      .click()
    await expect(page.getByRole('dialog', { name: 'Restore this version?' })).toBeVisible()
    documents['the Restore this version dialog over the Edit Arcade dialog'] = await settled(page)
  } finally {
    await deleteArcadeViaApi(page, arcade.id)
  }

  const errors = htmlErrors(documents)
  for (const [name, found] of Object.entries(errors)) expect.soft(found, `HTML errors in ${name}`).toEqual([])
})
