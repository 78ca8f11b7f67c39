import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { SearchPageData } from '../../shared/arcade'
import { US_STATES } from '../../shared/us-states'
import { GAME_KINDS, type GameKind } from '../../shared/game-kinds'
import type { GameListInput } from '../../shared/game-list'
import type {
  AdminGame,
  AdminLineup,
  ArcadeLineup,
  GameWithCount,
  PopularGame,
  PublicGame,
  SetLineupInput,
} from '../../shared/lineup'
import { arcadeKey, dependsOn, gameKey, GAMES_KEY } from '../cache/dependencies.server'
import { builtOnce, type Db } from '../db/client.server'
import { likeText } from '../db/like-text.server'
import { tableRows } from '../db/table-rows.server'
import { changeListing, type LineupWrite, type ListingActor } from './listing-writes.server'
import { arcadeGames, arcades, games, type ArcadeGameRow, type ArcadeRow, type GameRow } from '../db/schema'
import { onDataChange } from '../cache/data-generation.server'
import { searchPageData } from './arcades.server'
import { searchIndexOf } from './search-index.server'

/**
 * Games and lineups (issue 19, docs/decisions/0037-games-and-lineups.md): the catalogue, what each arcade has, and
 * the one write of a lineup.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function toPublicGame(row: GameRow): PublicGame {
  return {
    slug: row.slug,
    title: row.title,
    manufacturer: row.manufacturer,
    year: row.year,
    kind: row.kind,
    aliases: JSON.parse(row.aliases) as string[],
  }
}

export function toGameWithCount(row: GameRow): GameWithCount {
  return { ...toPublicGame(row), arcade_count: row.arcadeCount }
}

/** The public fields' names are single words, alike in snake_case and camelCase: the admin shape adds two. */
export function toAdminGame(row: GameRow): AdminGame {
  return { id: row.id, ...toPublicGame(row), arcadeCount: row.arcadeCount }
}

/** The place of each kind in a lineup's groups (GAME_KINDS' order). */
const KIND_ORDER = new Map(GAME_KINDS.map((kind, i) => [kind, i]))

/** GAME_KINDS' order in SQL, for lists paged by the database. */
const kindOrder = sql`CASE ${games.kind} ${sql.join(
  GAME_KINDS.map((kind, i) => sql`WHEN ${kind} THEN ${i}`),
  sql` `,
)} END`

const lineupSelection = { entry: arcadeGames, game: games }
const lineupRow = tableRows(lineupSelection)

const lineupRowsQuery = builtOnce((db) =>
  db
    .select(lineupSelection)
    .from(arcadeGames)
    .innerJoin(games, eq(games.id, arcadeGames.gameId))
    .where(eq(arcadeGames.arcadeId, sql.placeholder('arcadeId')))
    .prepare(),
)

const entryRow = tableRows(arcadeGames)
const entryRowsQuery = builtOnce((db) =>
  db
    .select()
    .from(arcadeGames)
    .where(eq(arcadeGames.arcadeId, sql.placeholder('arcadeId')))
    .prepare(),
)

const STATUS_RANK = { working: 0, out_of_order: 1, left: 2 } as const

/**
 * A lineup's order: grouped by kind in GAME_KINDS' order, working games before those out of order and those gone,
 * then by title.
 */
function lineupOrder<E extends { entry: Pick<ArcadeGameRow, 'status'>; game: Pick<GameRow, 'kind' | 'title'> }>(
  rows: E[],
): E[] {
  return rows.sort(
    (a, b) =>
      KIND_ORDER.get(a.game.kind)! - KIND_ORDER.get(b.game.kind)! ||
      STATUS_RANK[a.entry.status] - STATUS_RANK[b.entry.status] ||
      a.game.title.localeCompare(b.game.title, 'en'),
  )
}

/**
 * An arcade's lineup entries with their games' rows (the administrator's, with each game's count), in lineup order.
 * The answer shows each game's fields, so it depends on each game.
 */
function lineupRows(db: Db, arcadeId: number) {
  const rows = lineupRowsQuery(db).values({ arcadeId }).map(lineupRow)
  dependsOn(arcadeKey(arcadeId), ...rows.map((r) => gameKey(r.game.id)))
  return lineupOrder(rows)
}

/**
 * The catalogue's public fields by game id, per database, read whole at its first use and dropped by a change of a
 * game or of everything: a public lineup takes its games from here instead of joining each entry with its game's
 * row and parsing its short names for every page (60 of the 80 µs the lineup took;
 * docs/decisions/0081-lineups-from-the-catalogue.md). Frozen: every answer holding one shares it.
 */
let publicGames = new WeakMap<Db, Map<number, Readonly<PublicGame>>>()
onDataChange((change) => {
  if (change.kind === 'game' || change.kind === 'all') publicGames = new WeakMap()
})

function publicGamesOf(db: Db): Map<number, Readonly<PublicGame>> {
  let byId = publicGames.get(db)
  if (!byId) {
    byId = new Map(
      db
        .select()
        .from(games)
        .all()
        .map((row) => [row.id, Object.freeze(toPublicGame(row))]),
    )
    publicGames.set(db, byId)
  }
  return byId
}

/** The day the lineup was last confirmed (YYYY-MM-DD), or null. */
const checkedOn = (arcade: Pick<ArcadeRow, 'lineupCheckedAt'>) => arcade.lineupCheckedAt?.slice(0, 10) ?? null

/** An arcade's lineup as the public answers show it. */
export function lineupOf(db: Db, arcade: Pick<ArcadeRow, 'id' | 'lineupCheckedAt'>): ArcadeLineup {
  const entries = entryRowsQuery(db).values({ arcadeId: arcade.id }).map(entryRow)
  dependsOn(arcadeKey(arcade.id), ...entries.map((e) => gameKey(e.gameId)))
  let catalogue = publicGamesOf(db)
  // A game added since the catalogue was read (its change is told after its commit): read it afresh.
  if (entries.some((e) => !catalogue.has(e.gameId))) {
    publicGames.delete(db)
    catalogue = publicGamesOf(db)
  }
  const rows = entries.flatMap((entry) => {
    const game = catalogue.get(entry.gameId)
    return game ? [{ entry, game }] : []
  })
  return {
    entries: lineupOrder(rows).map(({ entry, game }) => ({
      game,
      count: entry.count,
      price_cents: entry.priceCents,
      status: entry.status,
      status_since: entry.statusSince,
    })),
    checked_on: checkedOn(arcade),
  }
}

/** An arcade's lineup as the administrator edits it (camelCase), in the same order. */
export function adminLineupOf(db: Db, arcade: Pick<ArcadeRow, 'id' | 'lineupCheckedAt'>): AdminLineup {
  const entries = lineupRows(db, arcade.id).map(({ entry, game }) => ({
    game: toAdminGame(game),
    count: entry.count,
    priceCents: entry.priceCents,
    status: entry.status,
    statusSince: entry.statusSince,
  }))
  return { arcadeId: arcade.id, entries, checkedOn: checkedOn(arcade) }
}

/** The lineup of the arcade with `id` as the administrator edits it, or undefined for an unknown arcade. */
export function adminLineup(db: Db, id: number): AdminLineup | undefined {
  const arcade = db
    .select({ id: arcades.id, lineupCheckedAt: arcades.lineupCheckedAt })
    .from(arcades)
    .where(eq(arcades.id, id))
    .get()
  return arcade && adminLineupOf(db, arcade)
}

export function gameBySlug(db: Db, slug: string): GameRow | undefined {
  const row = db.select().from(games).where(eq(games.slug, slug)).get()
  dependsOn(row ? gameKey(row.id) : GAMES_KEY)
  return row
}

/** The whole catalogue, by kind (GAME_KINDS' order) and title, each with its arcade count. */
export function gameCatalogue(db: Db, kind?: GameKind): GameWithCount[] {
  dependsOn(GAMES_KEY)
  return db
    .select()
    .from(games)
    .where(kind ? eq(games.kind, kind) : undefined)
    .orderBy(asc(games.kind), sql`${games.title} COLLATE NOCASE`, asc(games.id))
    .all()
    .sort((a, b) => KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!)
    .map(toGameWithCount)
}

/**
 * One page of the catalogue: of one kind or all, with `query` in the title or a short name (case-insensitive).
 * Ordered by kind (GAME_KINDS' order) and title; with a query, titles that start with it and exact short names
 * come first, so the game typed is at the top of an autocomplete.
 */
export function listGames(db: Db, input: GameListInput): { rows: GameRow[]; total: number } {
  dependsOn(GAMES_KEY)
  const conditions: SQL[] = []
  if (input.kind) conditions.push(eq(games.kind, input.kind))
  const query = input.query
  if (query) {
    const inside = `%${likeText(query)}%`
    conditions.push(
      or(
        sql`${games.title} LIKE ${inside} ESCAPE '\\'`,
        sql`EXISTS (SELECT 1 FROM json_each(${games.aliases}) WHERE json_each.value LIKE ${inside} ESCAPE '\\')`,
      )!,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const closest = query
    ? [
        sql`CASE WHEN ${games.title} LIKE ${`${likeText(query)}%`} ESCAPE '\\' OR EXISTS (SELECT 1 FROM json_each(${games.aliases}) WHERE json_each.value = ${query} COLLATE NOCASE) THEN 0 ELSE 1 END`,
      ]
    : []
  const rows = db
    .select()
    .from(games)
    .where(where)
    .orderBy(...closest, kindOrder, sql`${games.title} COLLATE NOCASE`, asc(games.id))
    .limit(input.limit)
    .offset(input.offset)
    .all()
  const total = db.select({ n: count() }).from(games).where(where).get()!.n
  return { rows, total }
}

/** A lineup's entry whose game is not in the catalogue: the input's issue, at `entries.{i}.game`. */
export class UnknownGame extends Error {
  constructor(
    readonly index: number,
    readonly slug: string,
  ) {
    super(`is not a game in the catalogue: ${slug}`)
  }
}

/**
 * Replaces an arcade's lineup with `input.entries` (`confirm`: checked as right even where nothing changed) through
 * the listing door, in one write transaction with its revision: an entry naming an unknown game throws UnknownGame
 * and nothing is written. Entries that did not change keep their dates. Answers the lineup as stored (as the
 * administrator edits it), or undefined for an unknown or deleted arcade.
 */
export function setLineup(
  db: Db,
  actor: ListingActor,
  arcadeId: number,
  input: SetLineupInput,
): AdminLineup | undefined {
  const write = changeListing(db, actor, arcadeId, (tx) => ({
    kind: 'lineup',
    lineup: lineupWrites(tx, input.entries),
    confirm: input.confirm ? ['lineup'] : [],
  }))
  return write && adminLineupOf(db, write.after)
}

/** The entries with their games' ids; UnknownGame for the first naming a game the catalogue does not have. */
export function lineupWrites(db: Db | Tx, entries: SetLineupInput['entries']): LineupWrite[] {
  const slugs = entries.map((e) => e.game)
  const found = slugs.length
    ? db.select({ id: games.id, slug: games.slug }).from(games).where(inArray(games.slug, slugs)).all()
    : []
  const idOf = new Map(found.map((g) => [g.slug, g.id]))
  return entries.map((e, i) => {
    const gameId = idOf.get(e.game)
    if (gameId === undefined) throw new UnknownGame(i, e.game)
    return { gameId, count: e.count, priceCents: e.priceCents, status: e.status, statusSince: e.statusSince }
  })
}

/** How many arcades a game page lists at once; the search page (with the game filter) pages through them all. */
export const GAME_PAGE_ARCADES = 24

/** Where a game page's list is centred or which state it shows, as its address writes them. */
export interface GamePageAddress {
  near?: string
  radius?: string
  state?: string
}

export interface GamePageData {
  game: GameWithCount
  /** The arcades that have it (working copies first): near a place with distances, in a state, or the best rated. */
  found: SearchPageData
  /** The states with arcades that have it, most first. */
  states: { name: string; slug: string; count: number }[]
}

/** A game's page (/games/{slug}): the game, where to play it, and by state; undefined for a game we do not have. */
export function gamePageData(db: Db, slug: string, address: GamePageAddress): GamePageData | undefined {
  const row = gameBySlug(db, slug)
  if (!row) return undefined
  const found = searchPageData(db, { ...address, game: row.slug, limit: String(GAME_PAGE_ARCADES) })
  const counts = searchIndexOf(db).gameStates(row.id)
  const states = US_STATES.filter((s) => counts.has(s.slug))
    .map((s) => ({ name: s.name, slug: s.slug, count: counts.get(s.slug)! }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'))
  return { game: { ...toPublicGame(row), arcade_count: row.arcadeCount }, found, states }
}

/** The games at least one arcade has, for the sitemap. */
export function gamesWithArcades(db: Db): { slug: string; updatedAt: string }[] {
  dependsOn(GAMES_KEY)
  return db
    .select({ slug: games.slug, updatedAt: games.updatedAt })
    .from(games)
    .where(gt(games.arcadeCount, 0))
    .orderBy(asc(games.slug))
    .all()
}

/** How many games "Popular games in Texas" lists. */
export const POPULAR_GAMES_SHOWN = 8

/**
 * The games most arcades of a state or city have. The state's or city's key covers its arcades' lineups (a lineup
 * change is a change of its arcade); each game's key covers its title.
 */
export function popularGames(db: Db, stateSlug: string, citySlug?: string): PopularGame[] {
  const popular = searchIndexOf(db).popularGames(stateSlug, citySlug, POPULAR_GAMES_SHOWN)
  dependsOn(...popular.map((p) => gameKey(p.game.id)))
  return popular.map((p) => ({ slug: p.game.slug, title: p.game.title, count: p.arcades }))
}
