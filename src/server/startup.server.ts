import { bootstrapAdmin } from './auth/admins.server'
import { getDb } from './db/client.server'
import { seedIfEmpty } from './db/seed.server'
import { searchIndexOf } from './services/search-index.server'
import { env, type Env } from './env.server'

/**
 * Everything the production server does once before it listens: validate configuration (a bad value
 * throws a ConfigError naming the variable), open and migrate the database, fill an empty one, build the search
 * index.
 */
export async function prepareServer(): Promise<Env> {
  const config = env()
  const db = getDb()
  const added = seedIfEmpty(db)
  if (added > 0) console.log(`Filled the empty database with ${added} sample arcades.`)
  searchIndexOf(db) // built now, so the first search does not wait for it
  await bootstrapAdmin(db, config)
  return config
}
