import Database from 'better-sqlite3'

/** Why the database could not do its part of a request, as the client is told. */
export interface StorageFailure {
  status: 503 | 507
  code: 'INSUFFICIENT_STORAGE' | 'SERVICE_UNAVAILABLE'
  message: string
  /** SQLite's own code (SQLITE_FULL, SQLITE_READONLY_…, SQLITE_BUSY, …), for the server's log. */
  sqliteCode: string
}

const NOT_SAVED = 'Nothing was changed'

function failureOf(sqliteCode: string): StorageFailure | undefined {
  // Extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_FSYNC, …) share their family's answer.
  const family = /^SQLITE_([A-Z]+)/.exec(sqliteCode)?.[1]
  switch (family) {
    case 'FULL':
      return {
        status: 507,
        code: 'INSUFFICIENT_STORAGE',
        message: `The server's storage is full. ${NOT_SAVED}; try again once the operator has freed space.`,
        sqliteCode,
      }
    case 'READONLY':
      return {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: `The database is read-only at the moment. ${NOT_SAVED}; try again later.`,
        sqliteCode,
      }
    case 'BUSY':
    case 'LOCKED':
      return {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: `The database is busy. ${NOT_SAVED}; try again in a moment.`,
        sqliteCode,
      }
    case 'IOERR':
    case 'CANTOPEN':
    case 'NOLFS':
      return {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: `The server could not write to its storage. ${NOT_SAVED}; try again later.`,
        sqliteCode,
      }
    default:
      return undefined
  }
}

/**
 * The storage failure behind `error`, if any: SQLite's error is looked for along the `cause` chain, since Drizzle
 * and tRPC each wrap it once. Anything else (a constraint, a bug) is not a storage failure and stays a 500.
 */
export function storageFailureOf(error: unknown): StorageFailure | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof Database.SqliteError) return failureOf(e.code)
  }
  return undefined
}
