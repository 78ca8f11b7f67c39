import { z } from './zod'
import type { PublicArcade } from './arcade'
import { GAME_SLUG_PATTERN, type GameKind } from './game-kinds'

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
export interface PublicGame {
  slug: string
  title: string
  manufacturer: string | null
  year: number | null
  kind: GameKind
  /** The short names players type ("DDR"). */
  aliases: string[]
}

/** A catalogue entry with how many arcades have it (games that left aside), as the catalogue lists it. */
export interface GameWithCount extends PublicGame {
  arcade_count: number
}

/** One game of an arcade's lineup. `price_cents`: one play; null when unknown, 0 on free play. */
export interface LineupEntry {
  game: PublicGame
  count: number
  price_cents: number | null
  status: LineupStatus
  /** The day it went out of order or left (YYYY-MM-DD); null while it works. */
  status_since: string | null
}

/** An arcade's lineup as its detail answer carries it. */
export interface ArcadeLineup {
  entries: LineupEntry[]
  /** The day someone last confirmed the lineup (YYYY-MM-DD), or null. */
  checked_on: string | null
}

/** A game of a place's popular games (its page filtered to the place links it) and how many arcades there have it. */
export interface PopularGame {
  slug: string
  title: string
  count: number
}

/** An arcade's detail answer (`public.arcadeBySlug`, `GET /api/arcades/slug/{slug}`, its page): with its lineup. */
export type ArcadeWithLineup = PublicArcade & { lineup: ArcadeLineup }

/** A catalogue entry as the admin API shows it (camelCase like every admin shape; the public names are one word). */
export type AdminGame = PublicGame & { id: number; arcadeCount: number }

/** An arcade's lineup as the administrator edits it: the entries in their stored form, and the day last confirmed. */
export interface AdminLineup {
  arcadeId: number
  entries: {
    game: AdminGame
    count: number
    priceCents: number | null
    status: LineupStatus
    statusSince: string | null
  }[]
  checkedOn: string | null
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
export const calendarDay = z
  .string()
  .regex(DAY_PATTERN, 'must be a date written YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'must be a real date')

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
