import { randomUUID } from 'node:crypto'
import { pino } from 'pino'

/**
 * The security and error log (docs/decisions/0016-security-log.md): one JSON object per line on standard output,
 * `{"level":"info","time":"…","event":"sign-in.failure",…}`. Written synchronously, so a line is out before the
 * answer it describes, and nothing is lost when the process ends. Passwords, tokens and cookies are never logged.
 */
export const logger = pino(
  {
    // In-process tests (Vitest) keep their output readable; they spy on the logger, and the tests of the real
    // server read its output.
    level: process.env.VITEST ? 'silent' : 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 1, sync: true }),
)

export type SecurityEvent =
  | 'sign-in.success'
  | 'sign-in.failure'
  | 'sign-in.throttled'
  | 'sign-out'
  | 'session.revoked'
  | 'password.changed'
  | 'password.change-refused'
  | 'admin.change'
  | 'admin.export'
  | 'admin.import'
  | 'rate-limit.refused'
  // Visitors' reports (docs/decisions/0041-visitor-reports.md): refused sendings (once per address and reason an
  // hour) and the administrator's decisions.
  | 'report.refused'
  | 'report.accepted'
  | 'report.rejected'
  | 'report.duplicate'

/** Who did what to which record; `address` is the client address the request came from. */
export function securityEvent(event: SecurityEvent, fields: Record<string, unknown>): void {
  logger.info({ event, ...fields })
}

/** An administrator's change to the site's data: who, what, which id (and `detail`: which revision, which parts). */
export function adminChange(
  admin: { username: string },
  /**
   * `merge`: a game merged into another (the id is the merged one's). Issue 20: `delete` of an arcade is a soft
   * delete; `undelete` restores it from the Deleted list; `restore` brings back an old version (`revision`);
   * `confirm` stamps parts as checked (`parts`).
   */
  action: 'create' | 'update' | 'delete' | 'merge' | 'undelete' | 'restore' | 'confirm',
  /** `lineup`: an arcade's games (the id is the arcade's). */
  entity: 'arcade' | 'widget' | 'lineup' | 'game',
  id: number,
  detail: Record<string, unknown> = {},
): void {
  securityEvent('admin.change', { username: admin.username, action, entity, id, ...detail })
}

/** A message an error can be named by in one line, whatever was thrown. */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * A client that went away mid-request (an aborted upload, a closed tab) is not the server's fault: one line, no
 * stack. Node reports these as `Error: aborted` (ECONNRESET) while a body is read.
 */
export function isClientAbort(error: unknown): boolean {
  const e = error as { message?: string; code?: string; name?: string } | null
  return (
    e?.message === 'aborted' ||
    e?.code === 'ECONNRESET' ||
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e?.name === 'AbortError'
  )
}

/** A client that left before its answer was ready: one line. */
export function logClientAbort(request: Request, reason = 'client closed the connection'): void {
  logger.warn({ event: 'request.aborted', method: request.method, path: new URL(request.url).pathname, reason })
}

/**
 * Logs an unexpected error of a request and returns the request id the answer carries, so an administrator
 * holding an error page or a JSON answer can find its line. A client abort is one warning line, without a stack.
 */
export function logServerError(error: unknown, request?: Request): string {
  const requestId = randomUUID()
  if (request && isClientAbort(error)) {
    logClientAbort(request, errorMessage(error))
  } else {
    const where = request ? { method: request.method, path: new URL(request.url).pathname } : {}
    logger.error({ event: 'server.error', requestId, ...where, err: error })
  }
  return requestId
}
