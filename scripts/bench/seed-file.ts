import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_COUNT, DEFAULT_SEED, generateArcades, writeArcadesJson } from '../generate-sample-data'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const SAMPLE_FILE = 'data/sample-arcades.json'

/**
 * The committed sample for its own size; any other size is generated once and kept in the system's
 * temporary directory, keyed by count and by the generator's source so a changed generator is not reused. A
 * generated directory has one cabinet per title, ~25 lineup entries per arcade: the 2.5 million rows at
 * 100,000 arcades.
 */
export function seedFile(count: number): string {
  if (count === DEFAULT_COUNT) return SAMPLE_FILE
  const generator = fs.readFileSync(path.join(ROOT, 'scripts/generate-sample-data.ts'))
  const key = crypto.createHash('sha256').update(generator).digest('hex').slice(0, 12)
  const file = path.join(os.tmpdir(), 'arcade-atlas-bench', `arcades-${count}-${key}-distinct.json`)
  if (fs.existsSync(file)) return file
  console.log(`Generating ${count.toLocaleString('en-US')} arcades into ${file}…`)
  writeArcadesJson(file, generateArcades({ count, seed: DEFAULT_SEED, distinctGames: true }))
  return file
}
