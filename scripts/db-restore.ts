/**
 * Replaces the database with a backup, once the backup has passed its checks.
 *
 *   npm run db:restore -- <file>
 *
 * The backup must pass `integrity_check` and be a complete Arcade Atlas database of this version or an older one
 * (migrations bring it up to date at the next start). The restore refuses while another process, such as the
 * server, has DATABASE_PATH open: stop the server, restore, start it again. The replaced database is kept beside
 * the new one (`….before-restore-<time>`). Exits non-zero with one line on failure, having replaced nothing.
 */
import { restoreDatabase } from '../src/server/db/backup.server'
import { env } from '../src/server/env.server'

function main(): void {
  const from = process.argv[2]
  if (!from) throw new Error('Name the backup to restore: npm run db:restore -- <file>')
  const restored = restoreDatabase(from, env().DATABASE_PATH)
  console.log(
    `Restored ${restored.file} from ${from}: ${restored.arcades} arcades, ${restored.widgets} widgets; integrity_check ok.`,
  )
  if (restored.previous) console.log(`The database it replaced is kept as ${restored.previous}.`)
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
