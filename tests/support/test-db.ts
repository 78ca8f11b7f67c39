import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, setDb, type Db } from '../../src/server/db/client.server'
import { insertArcades, type SampleArcade } from '../../src/server/db/seed.server'
import { prepareDatabase } from '../../src/server/startup.server'
import { createContext } from '../../src/server/trpc/context'
import { createCaller } from '../../src/server/trpc/root'
import { FIXTURE_ARCADES } from './fixtures'

/** A migrated and prepared database in a temporary file, filled with `arcades`, installed as the app's database. */
export function createTestDb(arcades: SampleArcade[] = FIXTURE_ARCADES): { db: Db; file: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-test-'))
  const file = path.join(dir, 'test.db')
  const db = openDatabase(file)
  prepareDatabase(db)
  insertArcades(db, arcades, 'sample')
  setDb(db)
  return {
    db,
    file,
    cleanup: () => {
      setDb(undefined)
      db.$client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The app's tRPC procedures as a visitor without a session calls them (on the database createTestDb installed). */
export const anonymousCaller = () => createCaller(createContext(new Request('http://localhost/')))
