import fs from 'node:fs'
import path from 'node:path'
import { gameCatalogueSchema } from '../../shared/game-catalogue'
import type { Db } from './client.server'
import { games } from './schema'

/** The catalogue that ships with the project (issue 19; facts only: title, maker, year, kind, short names). */
export const GAME_CATALOGUE_FILE = path.resolve(process.cwd(), 'data/games.json')

/**
 * Adds the shipped games the database does not have yet, by slug, at every start: new titles of a newer release
 * arrive, and an administrator's edits of shipped ones are never overwritten. Answers how many it added.
 */
export function loadGameCatalogue(db: Db, file = GAME_CATALOGUE_FILE): number {
  const entries = gameCatalogueSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
  return db.transaction((tx) => {
    let added = 0
    for (const g of entries) {
      const inserted = tx
        .insert(games)
        .values({ ...g, aliases: JSON.stringify(g.aliases), source: 'catalogue' })
        .onConflictDoNothing({ target: games.slug })
        .run()
      added += inserted.changes
    }
    return added
  })
}
