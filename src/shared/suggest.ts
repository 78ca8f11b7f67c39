import { z } from './zod'
import { SUGGEST_MAX_CHARS, SUGGEST_MIN_CHARS, type SuggestResult } from './suggest-types'

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

/** The answer (its type, in ./suggest-types for the search box, is checked against it). */
export const suggestResultSchema = z.object({
  suggestions: z.array(
    z.object({
      kind: z.enum(['near', 'city', 'state', 'arcade', 'game', 'type', 'search']),
      label: z.string(),
      url: z.string(),
      count: z.int().min(0).optional(),
      detail: z.string().optional(),
    }),
  ),
}) satisfies z.ZodType<SuggestResult>
