import { expect, test, type Page } from '@playwright/test'
import { createArcadeViaApi, deleteArcadeViaApi, openPage, readForm, signInViaApi } from './support/pages'

/**
 * Visitors report what changed at an arcade, with and without JavaScript, and the administrator decides from the
 * review queue (issue 20). Forms are sent a moment after they are shown (`readForm`).
 */

async function reportClosed(page: Page, slug: string) {
  await page.goto(`/arcade/${slug}`)
  await page.getByRole('link', { name: 'Suggest an edit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest an edit' })).toBeVisible()
  await page.getByLabel('It has closed for good').check()
  await page.getByLabel('When did it close? (optional)').fill('2026-11-01')
  await page.getByLabel('Anything else we should know?').fill('The windows are papered over.')
  await readForm(page)
  await page.getByRole('button', { name: 'Send suggestion' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you — we have your suggestion' })).toBeVisible()
  await expect(page.getByText('Nothing on the site changes until it is accepted')).toBeVisible()
}

test('a visitor without JavaScript reports an arcade closed for good; the form posts and says thank you', async ({
  page,
  browser,
}) => {
  await signInViaApi(page)
  const created = await createArcadeViaApi(page, `E2E Plain Report ${Date.now()}`)
  const plain = await browser.newContext({ javaScriptEnabled: false })
  try {
    const visitor = await plain.newPage()
    await reportClosed(visitor, created.slug)
    expect(new URL(visitor.url()).search).toBe('?sent=1')
    // Sent at once, the form comes back with what was typed, and nothing is stored.
    await visitor.goto(`/arcade/${created.slug}/report`)
    await visitor.getByLabel('Something else').check()
    await visitor.getByLabel('Anything else we should know?').fill('Too quick')
    await visitor.getByRole('button', { name: 'Send suggestion' }).click()
    await expect(visitor.getByText('Please check your suggestion and send it again.')).toBeVisible()
    await expect(visitor.getByLabel('Anything else we should know?')).toHaveValue('Too quick')
  } finally {
    await plain.close()
    await deleteArcadeViaApi(page, created.id)
  }
})

test('a visitor reports a closure with JavaScript; the administrator accepts it and the arcade leaves search', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signInViaApi(page)
  const name = `E2E Closing Arcade ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  const visitorContext = await browser.newContext()
  try {
    const visitor = await visitorContext.newPage()
    await openPage(visitor, `/arcade/${created.slug}`)
    await reportClosed(visitor, created.slug)
    // Shown in place: the address is the form's own, without ?sent.
    expect(new URL(visitor.url()).pathname).toBe(`/arcade/${created.slug}/report`)
    expect(new URL(visitor.url()).search).toBe('')
    const listed = await visitor.request.get(`/api/arcades?query=${encodeURIComponent(name)}`)
    expect(((await listed.json()) as { total: number }).total).toBe(1)

    await openPage(page, '/admin')
    await page.getByTestId('reports-link').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
    const row = page.getByTestId('admin-report-row').filter({ hasText: name })
    await expect(row).toContainText('Permanently closed')
    await row.getByRole('link', { name: /^Review report/ }).click()
    await expect(page.getByTestId('proposed-changes')).toContainText('Permanently closed (since 2026-11-01)')
    await expect(page.getByTestId('report-message')).toHaveText('The windows are papered over.')
    await page.getByRole('button', { name: 'Accept selected' }).click()
    await expect(page.getByTestId('report-decision')).toContainText('Accepted')

    const after = await visitor.request.get(`/api/arcades?query=${encodeURIComponent(name)}`)
    expect(((await after.json()) as { total: number }).total).toBe(0)
    const detail = await visitor.request.get(`/api/arcades/slug/${created.slug}`)
    expect(((await detail.json()) as { status: string }).status).toBe('permanently_closed')
  } finally {
    await visitorContext.close()
    await deleteArcadeViaApi(page, created.id)
  }
})

test('text a visitor sends is shown as text in the review queue, never run', async ({ page, browser }) => {
  await signInViaApi(page)
  const created = await createArcadeViaApi(page, `E2E Script Report ${Date.now()}`)
  const visitorContext = await browser.newContext()
  const message = '<script>window.__reported = true</script><b>bold?</b>'
  try {
    const visitor = await visitorContext.newPage()
    await openPage(visitor, `/arcade/${created.slug}/report`)
    await visitor.getByLabel('Something else').check()
    await visitor.getByLabel('Anything else we should know?').fill(message)
    await readForm(visitor)
    await visitor.getByRole('button', { name: 'Send suggestion' }).click()
    await expect(visitor.getByRole('heading', { name: 'Thank you — we have your suggestion' })).toBeVisible()

    await openPage(page, '/admin/reports')
    await page
      .getByTestId('admin-report-row')
      .filter({ hasText: 'E2E Script Report' })
      .first()
      .getByRole('link')
      .click()
    await expect(page.getByTestId('report-message')).toHaveText(message)
    expect(await page.evaluate(() => (window as { __reported?: boolean }).__reported)).toBeUndefined()
    await page.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reject report' })
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect(dialog.getByText('Say why it is rejected')).toBeVisible()
    await dialog.getByLabel('Why is it rejected?').fill('Not about the arcade')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByTestId('report-decision')).toContainText('Rejected: Not about the arcade')
  } finally {
    await visitorContext.close()
    await deleteArcadeViaApi(page, created.id)
  }
})
