import { z } from './zod'
import { SUGGEST_MAX_CHARS, SUGGEST_MIN_CHARS } from './suggest-types'

/**
 * The input of `public.suggest` and `GET /api/suggest?query=…`: what has been typed so far, as typed (a trailing
 * space says the last word is finished, so it is not trimmed away).
 */
export const suggestInput = z.object({
  query: z
    .string({ error: 'is required' })
    .max(SUGGEST_MAX_CHARS, `must be at most ${SUGGEST_MAX_CHARS} characters`)
    .refine((q) => q.trim().length >= SUGGEST_MIN_CHARS, `must be at least ${SUGGEST_MIN_CHARS} characters`),
})
