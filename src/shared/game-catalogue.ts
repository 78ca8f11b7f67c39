import { z } from './zod'
import { GAME_KINDS, GAME_SLUG_PATTERN } from './game-kinds'

/*
 * The games catalogue that ships with the project (data/games.json, issue 19): real arcade titles as facts only —
 * title, maker, year of the original arcade release, kind and the short names players type. No descriptions or
 * images. One entry is one machine: where two distinct machines share a title (Jurassic Park the Data East and the
 * Stern pinball and the Sega gun game) they are two entries with the same title and slugs that name maker and year.
 */

/** The years a catalogued game can carry: nothing in an arcade today is older than the first video games' era. */
export const GAME_YEAR_MIN = 1970
export const GAME_YEAR_MAX = 2026

const text = z.string().trim().min(1).max(120)

export const gameCatalogueEntrySchema = z.strictObject({
  slug: z.string().max(120).regex(GAME_SLUG_PATTERN, 'must be lower-case words joined by hyphens'),
  title: text,
  /** The maker of the original release; null for a generic game that many make (air hockey, foosball). */
  manufacturer: text.nullable(),
  /**
   * The year of the original arcade release; null where there is none in range: a generic game (air hockey), or
   * one older than the catalogue's years (Skee-Ball, 1908).
   */
  year: z.number().int().min(GAME_YEAR_MIN).max(GAME_YEAR_MAX).nullable(),
  kind: z.enum(GAME_KINDS),
  /** The usual short names players type ("MM", "DDR", "MK2"); only real, common ones. */
  aliases: z.array(text).max(10),
})

export type GameCatalogueEntry = z.infer<typeof gameCatalogueEntrySchema>

export const gameCatalogueSchema = z.array(gameCatalogueEntrySchema)
