import { z } from './zod'
import { publicArcadeSchema } from './arcade'
import { GAME_KINDS, GAME_SLUG_PATTERN } from './game-kinds'

/**
 * What is inside an arcade (issue 19): its lineup of games, as the public API and pages show it and as the
 * administrator edits it. docs/decisions/0037-games-and-lineups.md.
 */

/** A game in the arcade: working, out of order (since a day), or gone from the arcade (since a day). */
export const LINEUP_STATUSES = ['working', 'out_of_order', 'left'] as const
export type LineupStatus = (typeof LINEUP_STATUSES)[number]

/** The most cabinets of one game an entry counts, and the highest price of one play in cents ($1,000). */
export const LINEUP_COUNT_MAX = 99
export const LINEUP_PRICE_CENTS_MAX = 100_000
/** The most entries one lineup holds: the largest arcades list a few hundred machines. */
export const LINEUP_ENTRIES_MAX = 400

/** A catalogue entry as the public API shows it (snake_case like every public shape). */
export const publicGameSchema = z.object({
  slug: z.string(),
  title: z.string(),
  manufacturer: z.string().nullable(),
  year: z.int().nullable(),
  kind: z.enum(GAME_KINDS),
  aliases: z.array(z.string()).describe('The short names players type ("DDR")'),
})
export type PublicGame = z.output<typeof publicGameSchema>

/** A catalogue entry with how many arcades have it (games that left aside), as the catalogue lists it. */
export const gameWithCountSchema = publicGameSchema.extend({ arcade_count: z.int().min(0) })
export type GameWithCount = z.output<typeof gameWithCountSchema>

const daySchema = z.string().describe('A day, YYYY-MM-DD')

/** One game of an arcade's lineup. `price_cents`: one play; null when unknown, 0 on free play. */
export const lineupEntrySchema = z.object({
  game: publicGameSchema,
  count: z.int().min(1),
  price_cents: z.int().min(0).nullable().describe('One play, in cents; null when unknown, 0 on free play'),
  status: z.enum(LINEUP_STATUSES),
  status_since: daySchema.nullable().describe('The day it went out of order or left; null while it works'),
})
export type LineupEntry = z.output<typeof lineupEntrySchema>

/** An arcade's lineup as its detail answer carries it. */
export const arcadeLineupSchema = z.object({
  entries: z.array(lineupEntrySchema),
  checked_on: daySchema.nullable().describe('The day someone last confirmed the lineup'),
})
export type ArcadeLineup = z.output<typeof arcadeLineupSchema>

/** A game of a place's popular games (its page filtered to the place links it) and how many arcades there have it. */
export interface PopularGame {
  slug: string
  title: string
  count: number
}

/** An arcade's detail answer (`public.arcadeBySlug`, `GET /api/arcades/slug/{slug}`, its page): with its lineup. */
export const arcadeWithLineupSchema = publicArcadeSchema.extend({ lineup: arcadeLineupSchema })
export type ArcadeWithLineup = z.output<typeof arcadeWithLineupSchema>

/** A catalogue entry as the admin API shows it (camelCase like every admin shape; the public names are one word). */
export const adminGameSchema = publicGameSchema.extend({ id: z.int(), arcadeCount: z.int().min(0) })
export type AdminGame = z.output<typeof adminGameSchema>

/** An arcade's lineup as the administrator edits it: the entries in their stored form, and the day last confirmed. */
export const adminLineupSchema = z.object({
  arcadeId: z.int(),
  entries: z.array(
    z.object({
      game: adminGameSchema,
      count: z.int(),
      priceCents: z.int().nullable(),
      status: z.enum(LINEUP_STATUSES),
      statusSince: daySchema.nullable(),
    }),
  ),
  checkedOn: daySchema.nullable(),
})
export type AdminLineup = z.output<typeof adminLineupSchema>

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * Whether `day` is a calendar day written YYYY-MM-DD that exists (in the Gregorian calendar, as Date reads it), as
 * `calendarDay` accepts it. Worked out without a Date: an import checks a few of them a row.
 */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month >= 1 && month <= 12 && date >= 1 && date <= MONTH_DAYS[month - 1]! + (month === 2 && leap ? 1 : 0)
}

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
export const calendarDay = z
  .string()
  .regex(DAY_PATTERN, 'must be a date written YYYY-MM-DD')
  // Only a day written YYYY-MM-DD is read as a date: "2023-2-1" made toISOString throw (a 500 instead of a 400).
  .refine((day) => !DAY_PATTERN.test(day) || isCalendarDay(day), 'must be a real date')

/** One entry as the administrator sends it (admin shapes are camelCase). */
export const lineupEntryInput = z
  .strictObject({
    game: z.string().trim().regex(GAME_SLUG_PATTERN, 'must be the slug of a game in the catalogue'),
    count: z
      .number({ error: `must be a whole number from 1 to ${LINEUP_COUNT_MAX}` })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(LINEUP_COUNT_MAX, `must be at most ${LINEUP_COUNT_MAX}`)
      .default(1),
    priceCents: z
      .number({ error: 'must be a whole number of cents, or null when unknown' })
      .int('must be a whole number of cents')
      .min(0, 'must be at least 0 (0 is free play)')
      .max(LINEUP_PRICE_CENTS_MAX, `must be at most ${LINEUP_PRICE_CENTS_MAX}`)
      .nullable()
      .default(null),
    status: z.enum(LINEUP_STATUSES).default('working'),
    statusSince: calendarDay.nullable().default(null),
  })
  .superRefine((entry, ctx) => {
    if (entry.status === 'working' && entry.statusSince !== null)
      ctx.addIssue({ code: 'custom', path: ['statusSince'], message: 'must be empty while the game works' })
    if (entry.status !== 'working' && entry.statusSince === null)
      ctx.addIssue({
        code: 'custom',
        path: ['statusSince'],
        message: 'is required when the game is out of order or left',
      })
  })

export type LineupEntryInput = z.infer<typeof lineupEntryInput>

/** A whole lineup, replacing the one stored; `confirm` stamps today as the day it was checked. */
export const setLineupInput = z.strictObject({
  entries: z
    .array(lineupEntryInput)
    .max(LINEUP_ENTRIES_MAX, `must hold at most ${LINEUP_ENTRIES_MAX} games`)
    .superRefine((entries, ctx) => {
      const seen = new Set<string>()
      entries.forEach((e, i) => {
        if (seen.has(e.game)) ctx.addIssue({ code: 'custom', path: [i, 'game'], message: 'is already in the lineup' })
        seen.add(e.game)
      })
    }),
  confirm: z.boolean().default(false),
})

export type SetLineupInput = z.infer<typeof setLineupInput>
