import { expect, test } from '@playwright/test'
import { createArcadeViaApi, deleteArcadeViaApi, openPage, signInViaApi } from './support/pages'

/** The administrator edits an arcade's games in its form, and visitors see them on its page (issue 19). */

test('an administrator adds games to a lineup, confirms it, and the public page shows it at the next load', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInViaApi(page)
  const name = `E2E Lineup ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  try {
    await openPage(page, `/arcade/${created.slug}`)
    await expect(page.getByTestId('lineup')).toContainText('No games listed for this arcade yet.')

    await openPage(page, '/admin')
    await page.getByLabel('Search arcades').fill(name)
    await expect(page.getByTestId('admin-arcade-row').first()).toContainText(name)
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Arcade' })
    await dialog.getByRole('tab', { name: 'Games' }).click()
    await expect(dialog.getByText('Lineup never confirmed')).toBeVisible()

    // A game found by words of its title, another by its short name.
    const picker = dialog.getByRole('combobox', { name: 'Add a game' })
    await picker.fill('medieval mad')
    await page.getByRole('option', { name: /Medieval Madness/ }).click()
    await expect(picker).toHaveValue('')
    await picker.fill('ddr')
    await page
      .getByRole('option', { name: /^Dance Dance Revolution\b/ })
      .first()
      .click()

    const entries = dialog.getByTestId('lineup-entry')
    await expect(entries).toHaveCount(2)
    const pinball = entries.filter({ hasText: 'Medieval Madness' })
    await pinball.getByLabel('Count').fill('3')
    await pinball.getByLabel('Price per play').fill('lots')
    await dialog.getByRole('button', { name: 'Confirm lineup' }).click()
    // A price that is no amount is the field's error; nothing is saved.
    await expect(pinball.getByText(/must be an amount in dollars/)).toBeVisible()
    await pinball.getByLabel('Price per play').fill('1.50')

    const rhythm = entries.filter({ hasText: 'Dance Dance Revolution' })
    await rhythm.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Out of order' }).click()
    await rhythm.getByLabel('Since').fill('2026-11-01')

    await dialog.getByRole('button', { name: 'Confirm lineup' }).click()
    await expect(page.getByText('Lineup saved and confirmed')).toBeVisible()
    await expect(dialog.getByTestId('lineup-checked')).toHaveText(/^Lineup confirmed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    const confirmed = await dialog.getByTestId('lineup-checked').textContent()

    await openPage(page, `/arcade/${created.slug}`)
    const lineup = page.getByTestId('lineup')
    await expect(lineup.getByRole('heading', { name: 'Games', exact: true })).toBeVisible()
    await expect(lineup).toContainText(confirmed!)
    await expect(lineup.getByRole('heading', { name: 'Pinball', exact: true })).toBeVisible()
    const item = lineup.getByRole('listitem').filter({ hasText: 'Medieval Madness' })
    await expect(item).toContainText('×3')
    await expect(item).toContainText('$1.50 a play')
    await expect(item.getByRole('link', { name: 'Medieval Madness' })).toHaveAttribute(
      'href',
      '/games/medieval-madness',
    )
    await expect(lineup.getByRole('listitem').filter({ hasText: 'Dance Dance Revolution' })).toContainText(
      'Out of order since Nov 1, 2026',
    )
  } finally {
    await deleteArcadeViaApi(page, created.id) // leave the shared database's totals as other specs expect them
  }
})

test('an administrator creates a game the catalogue lacks from the lineup editor, and it joins the lineup', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInViaApi(page)
  const name = `E2E New Game Lineup ${Date.now()}`
  const title = `E2E Cabinet ${Date.now()}`
  const created = await createArcadeViaApi(page, name)
  try {
    await openPage(page, '/admin')
    await page.getByLabel('Search arcades').fill(name)
    await expect(page.getByTestId('admin-arcade-row').first()).toContainText(name)
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const arcadeDialog = page.getByRole('dialog', { name: 'Edit Arcade' })
    await arcadeDialog.getByRole('tab', { name: 'Games' }).click()
    const picker = arcadeDialog.getByRole('combobox', { name: 'Add a game' })

    // A title the catalogue has is offered as itself, never as a new game.
    await picker.fill('medieval madness')
    await expect(page.getByRole('option', { name: /Medieval Madness/ })).toBeVisible()
    await expect(page.getByRole('option', { name: /^Create / })).toHaveCount(0)

    // Escape closes the Add Game dialog only, not the arcade form under it.
    await picker.fill(`${title} Gone`)
    await page.getByRole('option', { name: `Create '${title} Gone'` }).click()
    const gameDialog = page.getByRole('dialog', { name: 'Add Game' })
    await expect(gameDialog.getByLabel('Title')).toHaveValue(`${title} Gone`)
    await page.keyboard.press('Escape')
    await expect(gameDialog).toBeHidden()
    await expect(arcadeDialog).toBeVisible()

    await picker.fill(title)
    await page.getByRole('option', { name: `Create '${title}'` }).click()
    await expect(gameDialog.getByLabel('Title')).toHaveValue(title)
    // The catalogue screen's rules: a bad year is the field's error, checked before anything is sent…
    await gameDialog.getByLabel('Year').fill('1800')
    await gameDialog.getByRole('button', { name: 'Add Game' }).click()
    await expect(gameDialog.getByText('must be 1970 or later')).toBeVisible()
    // …and a game the catalogue has already is the server's 400 on the title; nothing is added.
    await gameDialog.getByLabel('Title').fill('Medieval Madness')
    await gameDialog.getByLabel('Manufacturer').fill('Williams')
    await gameDialog.getByLabel('Year').fill('1997')
    await gameDialog.getByRole('combobox', { name: 'Kind' }).click()
    await page.getByRole('option', { name: 'Pinball' }).click()
    await gameDialog.getByRole('button', { name: 'Add Game' }).click()
    await expect(gameDialog.getByText('is already in the catalogue as medieval-madness')).toBeVisible()
    await expect(arcadeDialog.getByTestId('lineup-entry')).toHaveCount(0)

    await gameDialog.getByLabel('Title').fill(title)
    await gameDialog.getByLabel('Year').fill('1999')
    await gameDialog.getByRole('button', { name: 'Add Game' }).click()
    await expect(page.getByText('Game added successfully')).toBeVisible()
    await expect(gameDialog).toBeHidden()
    const entry = arcadeDialog.getByTestId('lineup-entry')
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(title)
    await expect(entry).toContainText('Williams, 1999 · Pinball')

    await arcadeDialog.getByRole('button', { name: 'Confirm lineup' }).click()
    await expect(page.getByText('Lineup saved and confirmed')).toBeVisible()

    // The new game is in the catalogue, and the public page lists it with a link to its own page.
    const catalogue = await page.request.get(`/api/games?query=${encodeURIComponent(title)}`)
    const found = (await catalogue.json()) as { data: { slug: string; title: string }[] }
    expect(found.data.map((g) => g.title)).toEqual([title])
    await openPage(page, `/arcade/${created.slug}`)
    const item = page.getByTestId('lineup').getByRole('listitem').filter({ hasText: title })
    await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/games/${found.data[0]!.slug}`)
  } finally {
    await deleteArcadeViaApi(page, created.id)
  }
})
