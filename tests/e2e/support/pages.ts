import { expect, request, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL, E2E_FORM_FILL_SECONDS } from '../../../playwright.config'
import { publicPageTypes } from '../../support/page-types'

/** Opens a page and waits until React has hydrated it (the root marks <html data-hydrated>). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/** Headers of a request that changes data: the site's own Origin and a JSON body. */
export const JSON_HEADERS = { Origin: E2E_BASE_URL, 'Content-Type': 'application/json' }

/** Signs in through the API; the session cookie lands in the page's context. */
export async function signInViaApi(page: Page) {
  const res = await page.request.post('/api/admin/login', {
    headers: JSON_HEADERS,
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  })
  expect(res.status()).toBe(200)
}

/** The slug of a listing of the sample directory. */
export async function sampleArcadeSlug(page: Page): Promise<string> {
  const res = await page.request.get('/api/arcades?limit=1')
  const { arcades } = (await res.json()) as { arcades: { slug: string }[] }
  return arcades[0]!.slug
}

/** Stands for the address of a listing of the sample directory in PUBLIC_PAGE_TYPES (see pagePath). */
const SAMPLE_ARCADE = '/arcade/{sample}'

/** Stand for the pages of a temporarily and a permanently closed arcade in PUBLIC_PAGE_TYPES (see pagePath). */
const CLOSED_PAGES = {
  temporarily_closed: '/arcade/{temporarily-closed}',
  permanently_closed: '/arcade/{permanently-closed}',
}

/** One address of every public page type, the not-found pages included. */
export const PUBLIC_PAGE_TYPES = publicPageTypes(SAMPLE_ARCADE, {
  temporarily: CLOSED_PAGES.temporarily_closed,
  permanently: CLOSED_PAGES.permanently_closed,
})

/** The address to open for a PUBLIC_PAGE_TYPES path (the sample listing's page, or one of its own pages). */
export async function pagePath(page: Page, path: string): Promise<string> {
  if (path.startsWith(SAMPLE_ARCADE)) return path.replace(SAMPLE_ARCADE, `/arcade/${await sampleArcadeSlug(page)}`)
  const closed = (Object.keys(CLOSED_PAGES) as (keyof typeof CLOSED_PAGES)[]).find((s) => CLOSED_PAGES[s] === path)
  return closed ? closedArcadePath(page, closed) : path
}

/**
 * The closed arcades the browser tests visit, in Boise. The temporarily closed one is a sample arcade there, closed
 * through the admin API, so the directory's listed arcades stay the sample's 1,889 that other tests count; the
 * permanently closed one is made anew (it leaves every list and count), with a name none of the sample's has.
 */
const CLOSED_ON = { temporarily_closed: '2026-11-01', permanently_closed: '2026-10-15' }
const PERMANENTLY_CLOSED_NAME = 'Spec Last Credit Arcade'

/**
 * The page of an arcade with `status`, closed or made through the admin API the first time it is asked for (by an
 * API client of its own, so the visiting page stays signed out and sees the cached public page).
 */
export async function closedArcadePath(
  page: Page,
  status: 'temporarily_closed' | 'permanently_closed',
): Promise<string> {
  const closedOn = CLOSED_ON[status]
  let existing: { id: number; slug: string; status: string } | undefined
  if (status === 'temporarily_closed') {
    const city = await page.request.get('/api/arcades/state/idaho/city/boise')
    const arcades = (await city.json()) as { id: number; slug: string; status: string }[]
    existing = arcades.at(-1)!
    if (existing.status === status) return `/arcade/${existing.slug}`
  } else {
    const slug = PERMANENTLY_CLOSED_NAME.toLowerCase().replace(/ /g, '-')
    if ((await page.request.get(`/api/arcades/slug/${slug}`)).status() === 200) return `/arcade/${slug}`
  }
  const api = await request.newContext({ baseURL: E2E_BASE_URL })
  const signIn = await api.post('/api/admin/login', {
    headers: JSON_HEADERS,
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  })
  expect(signIn.status()).toBe(200)
  let res
  if (existing) {
    const list = await api.get(`/api/admin/arcades?query=${encodeURIComponent(existing.slug.replace(/-/g, ' '))}`)
    const rows = ((await list.json()) as { data: ({ id: number } & Record<string, unknown>)[] }).data
    const row = rows.find((r) => r.id === existing.id)!
    res = await api.put(`/api/admin/arcades/${existing.id}`, {
      headers: JSON_HEADERS,
      data: { ...row, status, closedOn },
    })
  } else {
    res = await api.post('/api/admin/arcades', {
      headers: JSON_HEADERS,
      data: { ...NEW_ARCADE, name: PERMANENTLY_CLOSED_NAME, status, closedOn },
    })
  }
  expect(res.status(), await res.text()).toBe(existing ? 200 : 201)
  const { slug: made } = (await res.json()) as { slug: string }
  await api.dispose()
  return `/arcade/${made}`
}

/** An arcade made through the admin API (the page must be signed in); `fields` override the defaults. */
export async function createArcadeViaApi(
  page: Page,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<AdminArcadeAnswer> {
  const res = await page.request.post('/api/admin/arcades', {
    headers: JSON_HEADERS,
    data: { ...NEW_ARCADE, name, ...fields },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as AdminArcadeAnswer
}

/** An arcade as the admin API answers it: its id, slug and every field the form edits. */
type AdminArcadeAnswer = { id: number; slug: string } & Record<string, unknown>

/** Saves `arcade` (as the admin API answered it) with `fields` changed, through the admin API (the page signed in). */
export async function updateArcadeViaApi(
  page: Page,
  arcade: AdminArcadeAnswer,
  fields: Record<string, unknown>,
): Promise<AdminArcadeAnswer> {
  const res = await page.request.put(`/api/admin/arcades/${arcade.id}`, {
    headers: JSON_HEADERS,
    data: { ...arcade, ...fields },
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as AdminArcadeAnswer
}

/** An arcade's admin fields, in Boise, Idaho. */
const NEW_ARCADE = {
  type: 'retro',
  description: 'Made by an end-to-end test.',
  address: '5 Spec St',
  city: 'Boise',
  state: 'Idaho',
  zipCode: '83702',
  rating: 4,
  reviewCount: 1,
  priceRange: '$',
  hours: 'Daily 9-9',
  latitude: '43.615',
  longitude: '-116.2023',
  imageUrl: '',
}

export async function deleteArcadeViaApi(page: Page, id: number) {
  const res = await page.request.delete(`/api/admin/arcades/${id}`, { headers: JSON_HEADERS })
  expect(res.status()).toBe(200)
}

/** The form token a visitor's report or suggestion page carries (`/arcade/{slug}/report`, `/suggest`). */
async function formToken(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1]
  expect(token, `a form token on ${path}`).toBeTruthy()
  await readForm(page)
  return token!
}

/** A visitor's report on the arcade `slug`, sent as the report page's script sends it (issue 20). */
export async function sendReportViaApi(page: Page, slug: string, body: Record<string, unknown>) {
  const form_token = await formToken(page, `/arcade/${slug}/report`)
  const res = await page.request.post('/api/reports', {
    headers: JSON_HEADERS,
    data: { arcade_slug: slug, form_token, ...body },
  })
  expect(res.status(), await res.text()).toBe(202)
}

/** A visitor's suggestion of a new arcade, sent past the possible duplicates. */
export async function sendSuggestionViaApi(page: Page, body: Record<string, unknown>) {
  const form_token = await formToken(page, '/suggest')
  const res = await page.request.post('/api/suggestions', {
    headers: JSON_HEADERS,
    data: { form_token, confirmed_new: true, ...body },
  })
  expect(res.status(), await res.text()).toBe(202)
}

/** A person reads a visitor form before sending it: the server refuses one sent within the minimum fill time. */
export const readForm = (page: Page) => page.waitForTimeout(E2E_FORM_FILL_SECONDS * 1000 + 100)

/** The report form of the arcade `slug`, sent as "Something else" without words: its field error shows in place. */
export async function showReportFormError(page: Page, slug: string) {
  await openPage(page, `/arcade/${slug}/report`)
  await page.getByLabel('Something else').check()
  await readForm(page)
  await page.getByRole('button', { name: 'Send suggestion' }).click()
  await expect(page.getByText('Say in words what is wrong')).toBeVisible()
}
