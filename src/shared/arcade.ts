import { z } from './zod'
import { SEARCH_LIMIT_MAX, SEARCH_PAGE_SIZE } from './constants'

/** An arcade as the public API returns it: SPEC §3's stored, snake_case shape plus DECISIONS.md's fields. */
export interface PublicArcade {
  id: number
  name: string
  slug: string
  address: string
  city: string
  state: string
  zip: string
  phone: string | null
  website: string | null
  type: string
  hours: string
  description: string
  image_url: string
  rating: number
  latitude: number | null
  longitude: number | null
  review_count: number
  price_range: string
  featured: boolean
  source: 'sample' | 'admin' | 'import'
  state_code: string
  state_slug: string
  city_slug: string
  created_at: string
  updated_at: string
}

/**
 * What an arcade card and its marker on a results map show. List pages (home, state, city, search) ship these
 * few fields, not whole listings, so their HTML and the data it carries for hydration stay small.
 */
export type ArcadeSummary = Pick<
  PublicArcade,
  | 'id'
  | 'name'
  | 'slug'
  | 'city'
  | 'state_code'
  | 'type'
  | 'rating'
  | 'review_count'
  | 'image_url'
  | 'source'
  | 'latitude'
  | 'longitude'
>

/** Query-string values arrive as text; blank means absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const optionalTerm = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `must be at most ${max} characters`).optional())

const limitField = (defaultValue: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(SEARCH_LIMIT_MAX, `must be at most ${SEARCH_LIMIT_MAX}`)
      .default(defaultValue),
  )

const offsetField = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of at least 0' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(Number.MAX_SAFE_INTEGER, 'is too large')
      .default(0),
  )

export const searchInput = z.object({
  query: optionalTerm(200),
  city: optionalTerm(100),
  state: optionalTerm(50),
  zip: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'must be a 5-digit ZIP code')
      .optional(),
  ),
  type: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9 -]{1,40}$/, 'must be an arcade type such as retro, vr, barcade or pinball')
      .optional(),
  ),
  minRating: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number from 1 to 5' })
      .min(1, 'must be at least 1')
      .max(5, 'must be at most 5')
      .optional(),
  ),
  limit: limitField(SEARCH_PAGE_SIZE),
  offset: offsetField(),
})
export type SearchInput = z.input<typeof searchInput>
export type SearchParams = z.output<typeof searchInput>

export interface SearchResult {
  arcades: PublicArcade[]
  total: number
}

const slugText = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters')

export const arcadeSlugInput = z.object({ slug: slugText })
export const stateInput = z.object({ state: slugText })
export const cityInput = z.object({ state: slugText, city: slugText })

/** Which page of a paged directory page (1 is the first; the address leaves it out). */
const pageNumber = z.coerce
  .number({ error: 'must be a whole number of at least 1' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100_000, 'is too large')
  .default(1)
export const statePageInput = stateInput.extend({ page: pageNumber })
export const cityPageInput = cityInput.extend({ page: pageNumber })

/** Paging for the state and city lists of the REST API: bounded like search, larger default page. */
export const LIST_PAGE_SIZE = 500
const listPage = { limit: limitField(LIST_PAGE_SIZE), offset: offsetField() }
export const stateListInput = stateInput.extend(listPage)
export const cityListInput = cityInput.extend(listPage)
