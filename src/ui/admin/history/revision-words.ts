import { formatDay } from '../../../lib/day'
import { phoneDisplay } from '../../../lib/phone'
import { plural } from '../../../lib/plural'
import { priceLabel } from '../../../shared/game-labels'
import type { LineupStatus } from '../../../shared/lineup'
import {
  CHANGE_LABELS,
  type AdminRevision,
  type AdminRevisionChange,
  type RevisionLineupEntry,
} from '../../../shared/listing-history'
import { LISTING_STATUS_LABELS, type ListingStatus } from '../../../shared/listing-status'
import type { RevisionKind } from '../../../shared/revision-kinds'
import { formatMoment } from '../format'
import { LINEUP_STATUS_LABELS } from '../lineup-form'

/**
 * A revision in the History panel's words (issue 20): what kind of change it was, each field's name, and its values
 * as people read them (a status by its name, a day as a date, a phone as it is dialled, a game's place in the
 * lineup in words). Text stays text: React writes it escaped.
 */

/** A revision as the admin API's answer arrives: JSON, where a change's `from` or `to` of null may be left out. */
export type ShownChange = Pick<AdminRevisionChange, 'field' | 'game'> & { from?: unknown; to?: unknown }
export type ShownRevision = Omit<AdminRevision, 'changes'> & { changes: ShownChange[] }

const KIND_TITLES: Record<RevisionKind, string> = {
  create: 'Added',
  update: 'Edited',
  lineup: 'Games changed',
  confirm: 'Confirmed as still right',
  close: 'Status changed',
  delete: 'Deleted',
  undelete: 'Restored from Deleted',
  revert: 'Old version restored',
}

export function revisionTitle(revision: Pick<AdminRevision, 'kind' | 'revertsId'>): string {
  if (revision.kind === 'revert' && revision.revertsId !== null) return `Restored the version of #${revision.revertsId}`
  return KIND_TITLES[revision.kind]
}

/** The field a change names: "Hours", "Game: Pac-Man". */
export function changeLabel(change: ShownChange): string {
  if (change.game !== undefined) return `Game: ${change.game}`
  return CHANGE_LABELS[change.field] ?? change.field
}

/** The moments a revision can stamp (ISO 8601); the lineup's may be a day. */
const STAMPS = new Set(['checked_at', 'hours_checked_at', 'lineup_checked_at', 'deleted_at'])
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** "2 machines, $0.50 a play, Out of order since Nov 2, 2026". */
function lineupEntryWords(entry: RevisionLineupEntry): string {
  const price = priceLabel(entry.price_cents)
  const status = LINEUP_STATUS_LABELS[entry.status as LineupStatus] ?? entry.status
  return [
    plural(entry.count, 'machine', 'machines'),
    price === null ? 'price unknown' : price === 'Free play' ? price : `${price} a play`,
    entry.status_since === null ? status : `${status} since ${formatDay(entry.status_since)}`,
  ].join(', ')
}

/** A value of a change in words; null when there was none (shown as "(none)"). */
export function changeValue(change: ShownChange, value: unknown): string | null {
  if (change.game !== undefined)
    return value === null || value === undefined ? 'Not in the lineup' : lineupEntryWords(value as RevisionLineupEntry)
  if (value === null || value === undefined || value === '') return null
  const { field } = change
  if (typeof value === 'number') return field === 'rating' ? value.toFixed(1) : String(value)
  if (typeof value !== 'string') return JSON.stringify(value)
  if (field === 'status') return LISTING_STATUS_LABELS[value as ListingStatus] ?? value
  if (field === 'phone') return phoneDisplay(value)?.national ?? value
  if (field === 'closed_on' || (STAMPS.has(field) && DAY.test(value))) return formatDay(value)
  if (STAMPS.has(field) && !Number.isNaN(Date.parse(value))) return formatMoment(Date.parse(value))
  return value
}
