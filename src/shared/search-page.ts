import { z } from 'zod'
import { SEARCH_LIMIT_MAX } from './constants'

/**
 * Free text from the address. The router reads `?q=78701` as the number 78701 and `?q=true` as a boolean:
 * both are still the visitor's text.
 */
const addressText = (max: number) =>
  z
    .union([z.string(), z.number(), z.boolean()])
    .transform(String)
    .pipe(z.string().trim().max(max))
    .optional()
    .catch(undefined)

/** The search page's address is its state; values that do not parse are dropped, never fatal. */
export const searchPageSearch = z.object({
  q: addressText(200),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9 -]{1,40}$/)
    .optional()
    .catch(undefined),
  minRating: z.coerce.number().min(1).max(5).optional().catch(undefined),
  state: addressText(50),
  city: addressText(100),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).optional().catch(undefined),
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
})
export type SearchPageSearch = z.infer<typeof searchPageSearch>

/** Only non-empty values stay in the address (SPEC §2). */
export function cleanSearch(s: SearchPageSearch): SearchPageSearch {
  const out: SearchPageSearch = {}
  if (s.q?.trim()) out.q = s.q.trim()
  if (s.type?.trim()) out.type = s.type.trim()
  if (s.minRating !== undefined) out.minRating = s.minRating
  if (s.state?.trim()) out.state = s.state.trim()
  if (s.city?.trim()) out.city = s.city.trim()
  if (s.limit !== undefined) out.limit = s.limit
  if (s.offset) out.offset = s.offset
  return out
}
