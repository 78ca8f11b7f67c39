import fs from 'node:fs'
import { openDatabase } from '../src/server/db/client.server'
import { insertArcades, readSampleFile } from '../src/server/db/seed.server'
import { timeSearches } from './bench/search-timing'

const file = '/tmp/near-bench/big.db'
if (!fs.existsSync(file)) {
  const db = openDatabase(file)
  insertArcades(db, readSampleFile('/tmp/arcade-atlas-bench/arcades-100000-637f1c7ba1c1.json'), 'sample')
  db.$client.close()
}
const result = timeSearches(file, Number(process.env.RUNS ?? 200))
for (const s of result.shapes) console.log(`${s.shape.padEnd(40)} total ${String(s.total).padStart(6)} p50 ${s.p50.toFixed(2)} p99 ${s.p99.toFixed(2)}`)
