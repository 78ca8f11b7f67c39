import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { rfc3339, tagUri, type AtomEntry, type AtomFeed } from '../../lib/atom'
import { formatDay } from '../../lib/day'
import { formatMiles, haversineMiles, roundMiles } from '../../lib/distance'
import { validCoordinates } from '../../lib/geo'
import { phoneDisplay } from '../../lib/phone'
import { absoluteUrl } from '../../lib/seo'
import { LISTING_STATUS_LABELS, type ListingStatus } from '../../shared/listing-status'
import type { RevisionFeed } from '../../shared/revision-kinds'
import { CHANGES_FEED_PATH, gameFeedPath, placeFeedPath } from '../../shared/feed-paths'
import { nearText, parseSearchParams } from '../../shared/search-params'
import type { UsState } from '../../shared/us-states'
import {
  CHANGES_KEY,
  cityKey,
  dependsOn,
  gameArcadesKey,
  gameKey,
  GAMES_KEY,
  stateKey,
} from '../cache/dependencies.server'
import type { Db } from '../db/client.server'
import { arcades, games, revisionGames, revisions, type GameRow } from '../db/schema'
import { originOf, UnknownSearchValue, type Origin } from './near.server'

/**
 * The Atom feeds (issue 20, docs/decisions/0043-closures-freshness-feeds.md): new arcades, closures, reopenings and
 * accepted changes, from the listing history the one write door keeps (revisions with a `feed`), for the whole
 * country, a state or a city; and a game's arrivals near a place. Entries name the arcade as it is now and say the
 * new values of what changed, never who suggested it or anything they wrote.
 */

/** The newest this many entries make a feed. */
export const FEED_ENTRIES = 50
/** A game's feed reads at most this many of its newest arrivals, and keeps those within the radius. */
const GAME_FEED_SCAN = 2000

/** The columns an entry reads: the revision and the arcade as it is now. */
const entryColumns = {
  id: revisions.id,
  createdAt: revisions.createdAt,
  feed: revisions.feed,
  changes: revisions.changes,
  name: arcades.name,
  slug: arcades.slug,
  city: arcades.city,
  stateCode: arcades.stateCode,
  status: arcades.status,
  closedOn: arcades.closedOn,
  latitude: arcades.latitude,
  longitude: arcades.longitude,
}

type EntryRow = {
  id: number
  createdAt: string
  feed: RevisionFeed | null
  changes: string
  name: string
  slug: string
  city: string
  stateCode: string
  status: ListingStatus
  closedOn: string | null
  latitude: number | null
  longitude: number | null
}

/** The newest revisions with a feed of arcades that are not deleted, where `where` holds. */
function feedRevisions(db: Db, where?: SQL): EntryRow[] {
  return db
    .select(entryColumns)
    .from(revisions)
    .innerJoin(arcades, eq(arcades.id, revisions.arcadeId))
    .where(and(isNotNull(revisions.feed), isNull(arcades.deletedAt), where))
    .orderBy(desc(revisions.id))
    .limit(FEED_ENTRIES)
    .all()
}

/** What people call the fields an entry names ("Updated: Pixel Palace — hours, phone"), in this order. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  status: 'status',
  closed_on: 'closing date',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'ZIP code',
  latitude: 'map position',
  longitude: 'map position',
  type: 'type',
  hours: 'hours',
  phone: 'phone',
  website: 'website',
  price_range: 'prices',
  rating: 'rating',
  review_count: 'reviews',
  description: 'description',
  image_url: 'photo',
  lineup: 'games',
}

/** Fields an entry's summary leaves to its title or its link: the status, the lineup (its games), the map position. */
const NOT_SAID = new Set(['lineup', 'status', 'latitude', 'longitude'])
/** What the summary of a new listing says. */
const NEW_LISTING_FIELDS = new Set(['address', 'city', 'zip', 'type', 'hours', 'phone', 'website'])

/** A revision's `changes`: `{field: [from, to]}` (the lineup's own shape aside). */
type Changes = Record<string, unknown>

function changedFields(changes: Changes): string[] {
  return [...new Set(Object.keys(FIELD_LABELS).filter((f) => f in changes))]
}

/** A value as the summary writes it: text as it is (a long one cut), nothing as "none". */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none'
  const text = String(value)
  return text.length > 300 ? `${text.slice(0, 299)}…` : text
}

/** A new value as the site writes it: a day as a day, a phone number as people dial it at home. */
function valueText(field: string, value: unknown): string {
  if (field === 'closed_on' && typeof value === 'string') return formatDay(value)
  if (field === 'phone' && typeof value === 'string') return phoneDisplay(value)?.national ?? value
  return shown(value)
}

const newValue = (changes: Changes, field: string): unknown => {
  const pair = changes[field]
  return Array.isArray(pair) ? pair[1] : undefined
}

/** The games each revision's lineup change touched, by revision id: "Arrived: Medieval Madness. Left: …". */
function lineupWords(db: Db, ids: number[]): Map<number, string> {
  const words = new Map<number, string>()
  if (ids.length === 0) return words
  const rows = db
    .select({
      revisionId: revisionGames.revisionId,
      change: revisionGames.change,
      gameId: games.id,
      title: games.title,
    })
    .from(revisionGames)
    .innerJoin(games, eq(games.id, revisionGames.gameId))
    .where(inArray(revisionGames.revisionId, ids))
    .orderBy(sql`${games.title} COLLATE NOCASE`)
    .all()
  // The entries name the games: a renamed game changes them.
  dependsOn(...rows.map((r) => gameKey(r.gameId)))
  const byRevision = new Map<number, Record<string, string[]>>()
  for (const r of rows) {
    const groups = byRevision.get(r.revisionId) ?? {}
    ;(groups[r.change] ??= []).push(r.title)
    byRevision.set(r.revisionId, groups)
  }
  const names = { arrived: 'Arrived', left: 'Left', status: 'Out of order or back' } as const
  for (const [id, groups] of byRevision)
    words.set(
      id,
      (Object.keys(names) as (keyof typeof names)[])
        .filter((k) => groups[k])
        .map((k) => `${names[k]}: ${groups[k]!.join(', ')}.`)
        .join(' '),
    )
  return words
}

const place = (r: EntryRow) => `${r.city}, ${r.stateCode}`

function closureText(r: EntryRow, changes: Changes): string {
  const status = (newValue(changes, 'status') as ListingStatus | undefined) ?? r.status
  const on = (newValue(changes, 'closed_on') as string | null | undefined) ?? r.closedOn
  const day = on ? formatDay(on) : undefined
  if (status === 'permanently_closed') return day ? `Closed for good on ${day}.` : 'Closed for good.'
  return `${LISTING_STATUS_LABELS.temporarily_closed}${day ? ` since ${day}` : ''}.`
}

/** An entry of a listing feed: what happened, to which arcade, and the new values. */
function listingEntry(siteUrl: string, r: EntryRow, games: Map<number, string>): AtomEntry {
  const changes = JSON.parse(r.changes) as Changes
  const fields = changedFields(changes)
  // A new listing says what a visitor needs first; a change says every new value (but where on the map).
  const values = (r.feed === 'new' ? fields.filter((f) => NEW_LISTING_FIELDS.has(f)) : fields)
    .filter((f) => !NOT_SAID.has(f))
    .map((f) => {
      const value = newValue(changes, f)
      const label = FIELD_LABELS[f]!
      return `${label[0]!.toUpperCase()}${label.slice(1)}: ${valueText(f, value)}.`
    })
  const lineup = games.get(r.id)
  const title =
    r.feed === 'new'
      ? `New: ${r.name}, ${place(r)}`
      : r.feed === 'closed'
        ? `Closed: ${r.name}, ${place(r)}`
        : r.feed === 'reopened'
          ? `Reopened: ${r.name}, ${place(r)}`
          : `Updated: ${r.name} — ${[...new Set(fields.map((f) => FIELD_LABELS[f]))].join(', ') || 'details'}`
  const summary =
    r.feed === 'closed'
      ? closureText(r, changes)
      : r.feed === 'reopened'
        ? `${r.name} is open again.`
        : [...values, ...(lineup ? [lineup] : [])].join(' ') || `${r.name}, ${place(r)}.`
  return {
    id: tagUri(siteUrl, `revision-${r.id}`),
    title,
    updated: rfc3339(r.createdAt),
    link: absoluteUrl(siteUrl, `/arcade/${r.slug}`),
    summary,
  }
}

function listingFeed(
  db: Db,
  siteUrl: string,
  rows: EntryRow[],
  meta: Omit<AtomFeed, 'entries' | 'id'> & { id: string },
): AtomFeed {
  const words = lineupWords(
    db,
    rows.filter((r) => r.changes.includes('"lineup"')).map((r) => r.id),
  )
  return { ...meta, id: tagUri(siteUrl, meta.id), entries: rows.map((r) => listingEntry(siteUrl, r, words)) }
}

/** `/feeds/changes.xml`: the whole country. */
export function changesFeed(db: Db, siteUrl: string): AtomFeed {
  dependsOn(CHANGES_KEY)
  return listingFeed(db, siteUrl, feedRevisions(db), {
    id: 'feed/changes',
    title: 'Arcade Atlas: new arcades, closures and changes',
    subtitle: 'New arcades, closures, reopenings and corrections across the United States.',
    self: absoluteUrl(siteUrl, CHANGES_FEED_PATH),
    alternate: absoluteUrl(siteUrl, '/'),
  })
}

/** `/feeds/arcades/{state}.xml`. */
export function stateFeed(db: Db, siteUrl: string, state: UsState): AtomFeed {
  dependsOn(stateKey(state.slug))
  return listingFeed(db, siteUrl, feedRevisions(db, eq(revisions.stateSlug, state.slug)), {
    id: `feed/arcades/${state.slug}`,
    title: `Arcade Atlas: arcades in ${state.name}`,
    subtitle: `New arcades, closures, reopenings and corrections in ${state.name}.`,
    self: absoluteUrl(siteUrl, placeFeedPath(state.slug)),
    alternate: absoluteUrl(siteUrl, `/arcades/${state.slug}`),
  })
}

/**
 * `/feeds/arcades/{state}/{city}.xml`, or undefined for a city the directory does not know: no arcade (listed or
 * closed) is there now, and none ever was.
 */
export function cityFeed(db: Db, siteUrl: string, state: UsState, citySlug: string): AtomFeed | undefined {
  dependsOn(cityKey(state.slug, citySlug))
  const inCity = and(eq(revisions.stateSlug, state.slug), eq(revisions.citySlug, citySlug))
  const rows = feedRevisions(db, inCity)
  const arcade = db
    .select({ city: arcades.city, stateCode: arcades.stateCode })
    .from(arcades)
    .where(and(eq(arcades.stateSlug, state.slug), eq(arcades.citySlug, citySlug), isNull(arcades.deletedAt)))
    .limit(1)
    .get()
  const known = arcade ?? rows[0]
  if (!known && !db.select({ id: revisions.id }).from(revisions).where(inCity).limit(1).get()) return undefined
  const name = known ? `${known.city}, ${known.stateCode}` : `${citySlug}, ${state.code}`
  return listingFeed(db, siteUrl, rows, {
    id: `feed/arcades/${state.slug}/${citySlug}`,
    title: `Arcade Atlas: arcades in ${name}`,
    subtitle: `New arcades, closures, reopenings and corrections in ${name}.`,
    self: absoluteUrl(siteUrl, placeFeedPath(state.slug, citySlug)),
    alternate: absoluteUrl(siteUrl, `/arcades/${state.slug}/${citySlug}`),
  })
}

/** A bad `near` or `radius` of a game feed: the 400 names the field and its rule. */
export class BadFeedParameter extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/** Where a game feed watches: `near` and `radius` read exactly as the search contract reads them. */
function watchedPlace(db: Db, query: { near?: string | null; radius?: string | null }) {
  const { params, issues } = parseSearchParams({ near: query.near ?? undefined, radius: query.radius ?? undefined })
  const issue = issues.find((i) => i.field === 'near' || i.field === 'radius')
  if (issue) throw new BadFeedParameter(issue.field, issue.message)
  if (!params.near) return undefined
  try {
    return { origin: originOf(db, params.near), radius: params.radius, near: nearText(params.near) }
  } catch (error) {
    if (error instanceof UnknownSearchValue) throw new BadFeedParameter(error.field, error.message)
    throw error
  }
}

/**
 * `/feeds/games/{slug}.xml?near=78701&radius=50`: "tell me when Medieval Madness turns up within 50 miles". Entries
 * are the game's arrivals at arcades within the radius of the place (from the arcade's position now), newest first;
 * without `near`, its arrivals anywhere. Undefined for a game not in the catalogue; BadFeedParameter for a bad
 * `near` or `radius`.
 */
export function gameFeed(
  db: Db,
  siteUrl: string,
  slug: string,
  query: { near?: string | null; radius?: string | null },
): AtomFeed | undefined {
  const game = db.select().from(games).where(eq(games.slug, slug)).get()
  if (!game) {
    // A game added to the catalogue later makes this address a feed.
    dependsOn(GAMES_KEY)
    return undefined
  }
  const watch = watchedPlace(db, query)
  dependsOn(gameKey(game.id), gameArcadesKey(game.id))
  const arrivals = db
    .select(entryColumns)
    .from(revisionGames)
    .innerJoin(revisions, eq(revisions.id, revisionGames.revisionId))
    .innerJoin(arcades, eq(arcades.id, revisions.arcadeId))
    .where(and(eq(revisionGames.gameId, game.id), eq(revisionGames.change, 'arrived'), isNull(arcades.deletedAt)))
    .orderBy(desc(revisionGames.revisionId))
    .limit(GAME_FEED_SCAN)
    .all()
  const entries: AtomEntry[] = []
  for (const r of arrivals) {
    const miles = watch ? milesFrom(watch.origin, r) : undefined
    if (watch && !(miles !== undefined && miles <= watch.radius)) continue
    entries.push(arrivalEntry(siteUrl, game, r, miles))
    if (entries.length === FEED_ENTRIES) break
  }
  const where = watch ? ` within ${watch.radius} miles of ${watch.origin.label}` : ''
  const path = gameFeedPath(game.slug, watch?.near, watch?.radius)
  return {
    id: tagUri(siteUrl, `feed/games/${game.slug}${watch ? `/near/${watch.near}/${watch.radius}` : ''}`),
    title: `Arcade Atlas: ${game.title}${where}`,
    subtitle: `Arcades where ${game.title} has arrived${where}.`,
    self: absoluteUrl(siteUrl, path),
    alternate: absoluteUrl(
      siteUrl,
      `/games/${game.slug}${watch ? `?${new URLSearchParams({ near: watch.near, radius: String(watch.radius) })}` : ''}`,
    ),
    entries,
  }
}

function milesFrom(origin: Origin, r: EntryRow): number | undefined {
  const point = validCoordinates(r.latitude, r.longitude)
  return point ? haversineMiles(origin.latitude, origin.longitude, point.lat, point.lng) : undefined
}

function arrivalEntry(siteUrl: string, game: GameRow, r: EntryRow, miles: number | undefined): AtomEntry {
  return {
    id: tagUri(siteUrl, `revision-${r.id}/game-${game.id}`),
    title: `${game.title} at ${r.name}, ${miles === undefined ? place(r) : formatMiles(roundMiles(miles))}`,
    updated: rfc3339(r.createdAt),
    link: absoluteUrl(siteUrl, `/arcade/${r.slug}`),
    summary: `${game.title} arrived at ${r.name}, ${place(r)}.`,
  }
}
