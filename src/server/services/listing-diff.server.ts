import { LISTING_FIELDS, type ListingField, type RevisionLineupEntry } from '../../shared/listing-history'
import type { RevisionFeed, RevisionGameChange, RevisionKind } from '../../shared/revision-kinds'
import type { ArcadeGameRow, ArcadeRow } from '../db/schema'

/**
 * What a version of a listing is and how two versions differ (issue 20, docs/decisions/0040-listing-history.md):
 * pure functions the write door (listing-writes.server.ts) and the history reads share.
 */

/** Each field a revision names and the row's column it is read from. */
export const FIELD_COLUMNS = {
  name: 'name',
  type: 'type',
  description: 'description',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  phone: 'phone',
  website: 'website',
  hours: 'hours',
  opening_hours: 'openingHours',
  time_zone: 'timeZone',
  rating: 'rating',
  review_count: 'reviewCount',
  price_range: 'priceRange',
  latitude: 'latitude',
  longitude: 'longitude',
  image_url: 'imageUrl',
  status: 'status',
  closed_on: 'closedOn',
} as const satisfies Record<ListingField, keyof ArcadeRow>

export type ListingValues = { [F in ListingField]: ArcadeRow[(typeof FIELD_COLUMNS)[F]] }

/** A version of a listing: its fields and its lineup (by game id). */
export interface Listing {
  fields: ListingValues
  lineup: Map<number, RevisionLineupEntry>
}

/** A revision's `changes`: fields from → to, and lineup entries by game id from → to (null: not in the lineup). */
export interface ListingChanges {
  [field: string]: unknown
  lineup?: Record<string, [RevisionLineupEntry | null, RevisionLineupEntry | null]>
}

export function listingValues(row: ArcadeRow): ListingValues {
  return Object.fromEntries(LISTING_FIELDS.map((f) => [f, row[FIELD_COLUMNS[f]]])) as ListingValues
}

export function lineupEntryOf(row: Pick<ArcadeGameRow, 'count' | 'priceCents' | 'status' | 'statusSince'>) {
  return { count: row.count, price_cents: row.priceCents, status: row.status, status_since: row.statusSince }
}

const sameEntry = (a: RevisionLineupEntry | null, b: RevisionLineupEntry | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.count === b.count &&
    a.price_cents === b.price_cents &&
    a.status === b.status &&
    a.status_since === b.status_since)

/** The fields that differ between two versions' values, each [from, to]. */
export function fieldChanges(before: Partial<ListingValues>, after: Partial<ListingValues>) {
  const changes: Partial<Record<ListingField, [unknown, unknown]>> = {}
  for (const f of LISTING_FIELDS) {
    if (!(f in after)) continue
    const from = before[f] ?? null
    const to = after[f] ?? null
    if (from !== to) changes[f] = [from, to]
  }
  return changes
}

/** The lineup entries that differ, by game id, each [from, to]. */
export function lineupChanges(
  before: Map<number, RevisionLineupEntry>,
  after: Map<number, RevisionLineupEntry>,
): NonNullable<ListingChanges['lineup']> {
  const changes: NonNullable<ListingChanges['lineup']> = {}
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const from = before.get(id) ?? null
    const to = after.get(id) ?? null
    if (!sameEntry(from, to)) changes[id] = [from, to]
  }
  return changes
}

/** The changes from one version to the next: fields and lineup; empty when nothing a person sets differs. */
export function diffListing(before: Listing | undefined, after: Listing): ListingChanges {
  const changes: ListingChanges = before
    ? fieldChanges(before.fields, after.fields)
    : fieldChanges({}, Object.fromEntries(Object.entries(after.fields).filter(([, v]) => v !== null)))
  const lineup = lineupChanges(before?.lineup ?? new Map(), after.lineup)
  if (Object.keys(lineup).length > 0) changes.lineup = lineup
  return changes
}

/** Whether the hours changed (stamps hours_checked_at). */
export const hoursChanged = (changes: ListingChanges) =>
  'hours' in changes || 'opening_hours' in changes || 'time_zone' in changes

/** What a follower of the directory hears of a revision: new, closed, reopened, changed, or nothing. */
export function feedOf(kind: RevisionKind, changes: ListingChanges): RevisionFeed | null {
  if (kind === 'create') return 'new'
  if (kind === 'confirm' || kind === 'delete' || kind === 'undelete') return null
  const status = changes.status as [string, string] | undefined
  if (status && status[1] !== 'open') return 'closed'
  if (status) return 'reopened'
  return Object.keys(changes).length > 0 ? 'changed' : null
}

const playing = (e: Pick<RevisionLineupEntry, 'status'> | null) => e !== null && e.status !== 'left'

/** The games a new listing's lineup brings, as `gameChangesOf` finds them in its create's changes: those played there. */
export const gamesArrived = (lineup: readonly (Pick<RevisionLineupEntry, 'status'> & { gameId: number })[]) =>
  lineup.filter(playing).map((e) => ({ gameId: e.gameId, change: 'arrived' as const }))

/** How each game of a lineup change moved: arrived, left, or between working and out of order. */
export function gameChangesOf(lineup: ListingChanges['lineup']): { gameId: number; change: RevisionGameChange }[] {
  return Object.entries(lineup ?? {}).flatMap(([id, [from, to]]): { gameId: number; change: RevisionGameChange }[] => {
    const gameId = Number(id)
    if (!playing(from) && playing(to)) return [{ gameId, change: 'arrived' }]
    if (playing(from) && !playing(to)) return [{ gameId, change: 'left' }]
    if (playing(from) && from!.status !== to!.status) return [{ gameId, change: 'status' }]
    return []
  })
}

/**
 * The version right after a revision, from the version now and the changes of every later revision (newest
 * first): each later change is undone, field by field and game by game.
 */
export function versionBefore(now: Listing, laterNewestFirst: ListingChanges[]): Listing {
  const fields = { ...now.fields } as Record<string, unknown>
  const lineup = new Map(now.lineup)
  for (const changes of laterNewestFirst) {
    for (const f of LISTING_FIELDS) {
      const change = changes[f] as [unknown, unknown] | undefined
      if (change) fields[f] = change[0]
    }
    for (const [id, [from]] of Object.entries(changes.lineup ?? {})) {
      if (from === null) lineup.delete(Number(id))
      else lineup.set(Number(id), from)
    }
  }
  return { fields: fields as ListingValues, lineup }
}
