import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type Database from 'better-sqlite3'

/** The committed GeoNames places (scripts/generate-places.ts writes it). */
export const PLACES_FILE = path.resolve(process.cwd(), 'data/places.tsv.gz')

/**
 * Fills an empty `places` table from PLACES_FILE, in one transaction: at the first start of a database, and after
 * a restore of a backup taken before the table existed. Nothing is fetched from the network; a later change of the
 * data ships with a migration that empties the table. Answers how many places it added.
 */
export function loadPlacesIfEmpty(sqlite: Database.Database, file = PLACES_FILE): number {
  if (sqlite.prepare('SELECT 1 FROM places LIMIT 1').get()) return 0
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')
  const insert = sqlite.prepare('INSERT INTO places (key, latitude, longitude, label) VALUES (?, ?, ?, ?)')
  let added = 0
  sqlite.transaction(() => {
    for (const line of text.split('\n')) {
      const [key, lat, lng, label] = line.split('\t')
      if (!key || !label) continue
      insert.run(key, Number(lat), Number(lng), label)
      added++
    }
  })()
  return added
}
