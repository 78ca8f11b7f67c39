import { GAME_YEAR_MIN } from './game-catalogue'
import { GAME_KINDS } from './game-kinds'
import { z } from './zod'

/**
 * The administrator's catalogue entries (issue 19): what `admin.games.create` and `update` take (and
 * `POST /api/admin/games`, `PUT /api/admin/games/{id}`), and a merge of two entries. One schema for the form and
 * the server. docs/decisions/0038-lineup-editor-and-catalogue.md.
 */

export const GAME_TITLE_MAX = 120
export const GAME_MAKER_MAX = 120
/** Short names an entry keeps: a merge adds the merged entry's title and short names to the kept one's. */
export const GAME_ALIASES_MAX = 20
export const GAME_ALIAS_MAX = 40

/** The newest year a game can carry: next year's games are announced (and installed) this year. */
export const gameYearMax = () => new Date().getUTCFullYear() + 1

const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

export const adminGameInput = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(GAME_TITLE_MAX, `must be at most ${GAME_TITLE_MAX} characters`),
  manufacturer: z.preprocess(
    blankIsNull,
    z
      .string({ error: 'must be text, or empty when many make it' })
      .trim()
      .max(GAME_MAKER_MAX, `must be at most ${GAME_MAKER_MAX} characters`)
      .nullable()
      .default(null),
  ),
  year: z.preprocess(
    blankIsNull,
    z.coerce
      .number({ error: 'must be a year such as 1997, or empty' })
      .int('must be a whole year')
      .min(GAME_YEAR_MIN, `must be ${GAME_YEAR_MIN} or later`)
      .refine((year) => year <= gameYearMax(), { error: () => `must be ${gameYearMax()} or earlier` })
      .nullable()
      .default(null),
  ),
  kind: z.enum(GAME_KINDS, { error: `must be one of ${GAME_KINDS.join(', ')}` }),
  /** The short names players type ("MM", "DDR"). */
  aliases: z
    .array(
      z
        .string({ error: 'must be text' })
        .trim()
        .min(1, 'must not be empty')
        .max(GAME_ALIAS_MAX, `must be at most ${GAME_ALIAS_MAX} characters`),
    )
    .max(GAME_ALIASES_MAX, `must hold at most ${GAME_ALIASES_MAX} short names`)
    .default([])
    .superRefine((aliases, ctx) => {
      const seen = new Set<string>()
      aliases.forEach((alias, i) => {
        if (seen.has(alias.toLowerCase())) ctx.addIssue({ code: 'custom', path: [i], message: 'is listed twice' })
        seen.add(alias.toLowerCase())
      })
    }),
})

export type AdminGameInput = z.output<typeof adminGameInput>

export const adminGameId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')

/** Merging `id` into `intoId`: the entry kept. */
export const mergeGameInput = z
  .strictObject({
    id: adminGameId,
    intoId: z.coerce
      .number({ error: 'must be the id of the game kept' })
      .int('must be the id of the game kept')
      .positive('must be the id of the game kept'),
  })
  .refine((input) => input.id !== input.intoId, { path: ['intoId'], message: 'must be another game' })
