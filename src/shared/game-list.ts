import { GAME_KINDS } from './game-kinds'
import { z } from './zod'

/**
 * A page of the games catalogue, as tRPC `public.games` and `GET /api/games` take it, and the admin's catalogue
 * look-up (`admin.games.list`, the lineup editor's autocomplete). docs/decisions/0038-lineup-editor-and-catalogue.md.
 */

export const GAME_LIST_PAGE_SIZE = 50
export const GAME_LIST_LIMIT_MAX = 100
export const GAME_QUERY_MAX = 100

/** A query string's `kind=` or `query=` with nothing after it is not given. */
const blankIsNone = (v: unknown) => (v === '' ? undefined : v)

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

export const gameListInput = z.object({
  kind: z.preprocess(blankIsNone, z.enum(GAME_KINDS, { error: `must be one of ${GAME_KINDS.join(', ')}` }).optional()),
  /** Words of a title or a short name, case-insensitive ("madness", "ddr"). */
  query: z.preprocess(
    blankIsNone,
    z
      .string({ error: 'must be text' })
      .trim()
      .max(GAME_QUERY_MAX, `must be at most ${GAME_QUERY_MAX} characters`)
      .optional()
      .transform((v) => v || undefined),
  ),
  limit: wholeNumber(1, GAME_LIST_LIMIT_MAX, `must be a whole number from 1 to ${GAME_LIST_LIMIT_MAX}`).default(
    GAME_LIST_PAGE_SIZE,
  ),
  offset: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'must be a whole number of at least 0').default(0),
})

export type GameListInput = z.output<typeof gameListInput>
