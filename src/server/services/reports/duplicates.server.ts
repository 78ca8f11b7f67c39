import { and, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { arcades, LISTED, type ArcadeRow } from '../../db/schema'
import { DEFAULT_RADIUS } from '../../../shared/constants'
import type { SuggestionInput } from '../../../shared/report'
import type { DuplicateCandidate } from '../../../shared/report-fields'
import { findState } from '../../../shared/us-states'
import { searchArcadeRows } from '../arcades.server'
import { knownZip } from '../near.server'
import { searchWords } from '../search-index.server'

/** The most possible duplicates "Is it one of these?" lists. */
export const DUPLICATES_SHOWN = 5

/** Words nearly every arcade's name could have: a match on them alone says nothing. */
const GENERIC_WORDS = new Set([
  'the',
  'and',
  'of',
  'at',
  'a',
  'an',
  'arcade',
  'arcades',
  'bar',
  'barcade',
  'games',
  'game',
  'gaming',
  'fun',
  'center',
  'centre',
  'family',
  'entertainment',
  'pinball',
  'vr',
  'retro',
  'club',
  'lounge',
  'zone',
  'world',
])

function distinctiveWords(name: string): string | undefined {
  const words = searchWords(name).filter((w) => !GENERIC_WORDS.has(w))
  return words.length > 0 ? words.join(' ') : undefined
}

/**
 * The last ten digits of a stored phone number: rows saved before phones were stored as E.164 (sample data, old
 * saves) hold them as written, "(713) 555-0100".
 */
const PHONE_DIGITS = sql`substr(replace(replace(replace(replace(replace(replace(${arcades.phone}, '+', ''), '(', ''), ')', ''), '-', ''), ' ', ''), '.', ''), -10)`

function hostOf(website: string): string | undefined {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return undefined
  }
}

/**
 * Arcades in the directory a suggested new one may be (issue 20): the same phone number or website, the name's
 * distinctive words in the same city, or those words within DEFAULT_RADIUS miles of its ZIP code; at most
 * DUPLICATES_SHOWN, the strongest reasons first.
 */
export function duplicateCandidates(db: Db, s: SuggestionInput): DuplicateCandidate[] {
  const found = new Map<number, ArcadeRow>()
  const add = (rows: ArcadeRow[]) => rows.forEach((r) => found.size < DUPLICATES_SHOWN && found.set(r.id, r))
  const host = s.website === undefined ? undefined : hostOf(s.website)
  if (s.phone !== undefined || host !== undefined) {
    add(
      db
        .select()
        .from(arcades)
        .where(
          and(
            // Like the name's matches (the search index holds listed arcades only): a deleted or closed-for-good
            // arcade is not offered as the one the visitor means.
            LISTED,
            sql`(${s.phone !== undefined ? sql`${PHONE_DIGITS} = ${s.phone.slice(-10)}` : sql`0`} OR ${
              host !== undefined
                ? sql`instr(lower(${arcades.website}), ${`//${host}`}) > 0 OR instr(lower(${arcades.website}), ${`//www.${host}`}) > 0`
                : sql`0`
            })`,
          ),
        )
        .limit(DUPLICATES_SHOWN)
        .all(),
    )
  }
  const words = distinctiveWords(s.name)
  const state = findState(s.state)
  if (words !== undefined && state) {
    const search = {
      query: words,
      radius: DEFAULT_RADIUS,
      sort: 'relevance',
      limit: DUPLICATES_SHOWN,
      offset: 0,
    } as const
    add(searchArcadeRows(db, { ...search, state: state.slug, city: s.city }).rows)
    if (knownZip(db, s.zip)) add(searchArcadeRows(db, { ...search, near: { kind: 'zip', zip: s.zip } }).rows)
  }
  return [...found.values()].map((a) => ({
    slug: a.slug,
    name: a.name,
    address: a.address,
    city: a.city,
    state_code: a.stateCode,
  }))
}
