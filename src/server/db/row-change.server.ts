import { WRITE_TRANSACTION } from './busy.server'
import type { Db } from './client.server'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * One row's change, in one write transaction: the row as `read` finds it, `write`, and the row read again (none
 * once deleted). Undefined, with nothing written, when there is no such row. Both reads are inside the
 * transaction, so nothing runs after its commit that could meet a lock (src/server/db/busy.server.ts).
 */
export function rowChange<Row>(
  db: Db,
  read: (tx: Tx) => Row | undefined,
  write: (tx: Tx) => unknown,
): { before: Row; after: Row | undefined } | undefined {
  return db.transaction((tx) => {
    const before = read(tx)
    if (before === undefined) return undefined
    write(tx)
    return { before, after: read(tx) }
  }, WRITE_TRANSACTION)
}
