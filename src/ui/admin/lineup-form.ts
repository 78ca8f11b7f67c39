import { GAME_KIND_LABELS, type GameKind } from '../../shared/game-kinds'
import {
  setLineupInput,
  type AdminGame,
  type AdminLineup,
  type LineupStatus,
  type SetLineupInput,
} from '../../shared/lineup'

/**
 * The lineup editor's values and their way to and from the API (admin.arcades.lineup / setLineup). The price is
 * typed in dollars and sent in cents; blank is unknown, 0 is free play. The rules are setLineupInput's.
 */

/** A game's status in a lineup, in the editor's and the History panel's words. */
export const LINEUP_STATUS_LABELS: Record<LineupStatus, string> = {
  working: 'Working',
  out_of_order: 'Out of order',
  left: 'Left the arcade',
}

export interface LineupFormEntry {
  game: string
  title: string
  /** "Williams, 1997 · Pinball": what tells two games of the same title apart. */
  details: string
  count: number | string
  price: string
  status: LineupStatus
  /** YYYY-MM-DD, or blank while the game works. */
  statusSince: string
}

export interface LineupFormValues {
  entries: LineupFormEntry[]
}

export function gameDetails(game: Pick<AdminGame, 'manufacturer' | 'year' | 'kind'>): string {
  const kind: GameKind = game.kind
  return [[game.manufacturer, game.year].filter((p) => p !== null).join(', '), GAME_KIND_LABELS[kind]]
    .filter(Boolean)
    .join(' · ')
}

/** A new entry for `game`: one machine, price unknown, working. */
export function newEntry(game: AdminGame): LineupFormEntry {
  return {
    game: game.slug,
    title: game.title,
    details: gameDetails(game),
    count: 1,
    price: '',
    status: 'working',
    statusSince: '',
  }
}

export function toLineupForm(lineup: AdminLineup): LineupFormValues {
  return {
    entries: lineup.entries.map((e) => ({
      ...newEntry(e.game),
      count: e.count,
      price: e.priceCents === null ? '' : (e.priceCents / 100).toFixed(2),
      status: e.status,
      statusSince: e.statusSince ?? '',
    })),
  }
}

const DOLLARS = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/
export const PRICE_MESSAGE = 'must be an amount in dollars, such as 0.50 (0 is free play), or blank when unknown'

/** Cents of a price typed in dollars: null for blank (unknown), undefined for text that is no amount. */
export function centsOf(price: string): number | null | undefined {
  const text = price.trim()
  if (text === '') return null
  const m = DOLLARS.exec(text)
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : undefined
}

/** The form's field of an issue the schema or the server names (`entries.2.priceCents` is the price field). */
export function formField(field: string): string {
  return field.replace(/\.priceCents$/, '.price')
}

/** The values as setLineupInput reads them, or the errors by form field. */
export function lineupInputOf(
  values: LineupFormValues,
  confirm: boolean,
): { input: SetLineupInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const entries = values.entries.map((e, i) => {
    const priceCents = centsOf(e.price)
    if (priceCents === undefined) errors[`entries.${i}.price`] = PRICE_MESSAGE
    return {
      game: e.game,
      // Blank is no number (an error), never the schema's default of 1.
      count: typeof e.count === 'number' ? e.count : e.count.trim() === '' ? NaN : Number(e.count),
      priceCents: priceCents ?? null,
      status: e.status,
      statusSince: e.status === 'working' || e.statusSince === '' ? null : e.statusSince,
    }
  })
  const parsed = setLineupInput.safeParse({ entries, confirm })
  for (const issue of parsed.error?.issues ?? []) {
    const field = formField(issue.path.join('.') || 'entries')
    errors[field] ??= issue.message
  }
  return parsed.success && Object.keys(errors).length === 0 ? { input: parsed.data } : { errors }
}
