import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError, ZodRealError } from 'zod'
import { ILL_FORMED_TEXT_MESSAGE, illFormedTextPath } from '../../shared/zod'
import { isBusy, retryWhileBusy } from '../db/busy.server'
import { storageFailureOf } from '../db/storage-errors.server'
import { logServerError } from '../log.server'
import type { Context } from './context'

/** A field error as every 400 answer reports it: the field's path and the rule it broke. */
export interface FieldIssue {
  field: string
  message: string
}

export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ field: i.path.join('.') || '(input)', message: i.message }))
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const { stack: _stack, ...data } = shape.data
    // A full disk has no tRPC code of its own; httpStatus here is also the status of the HTTP answer.
    const storage = storageFailureOf(error)
    if (storage) {
      return { ...shape, message: storage.message, data: { ...data, code: storage.code, httpStatus: storage.status } }
    }
    const issues = error.cause instanceof ZodError ? fieldIssues(error.cause) : undefined
    if (error.code !== 'INTERNAL_SERVER_ERROR') return { ...shape, data: { ...data, issues } }
    // An unexpected error's message may quote SQL or file paths: clients get a generic one naming the request id
    // of the log line that holds the real one (over HTTP and in-process while a page renders).
    const requestId = logServerError(error.cause ?? error, ctx?.request)
    return { ...shape, message: `Internal server error (reference ${requestId})`, data: { ...data, issues, requestId } }
  },
})

/**
 * A call that found the database busy (another process holds a lock) is tried again after a pause, without
 * blocking the event loop, for up to DATABASE_BUSY_TIMEOUT_MS (src/server/db/busy.server.ts); a write's services
 * keep it one transaction, so an attempt that met the lock left nothing behind. A write the database refused
 * (full disk, read-only file, still busy) becomes a 503 that says so, not a 500; SQLite rolled the statement
 * back, so nothing half-done remains. The operator reads the cause in the log.
 */
const storageErrors = t.middleware(async ({ next, path }) => {
  const result = await retryWhileBusy(next, (r) => !r.ok && isBusy(r.error))
  const storage = result.ok ? undefined : storageFailureOf(result.error)
  if (result.ok || !storage) return result
  console.error(`${path}: ${storage.sqliteCode} (${storage.message})`)
  throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: storage.message, cause: result.error.cause })
})

/**
 * The 400 of an input whose value at `path` breaks a rule only the procedure can check (a place or a game we do not
 * know), shaped like a failed parse, for tRPC and REST alike: the issue names the field.
 */
export function badInputError(path: PropertyKey[], message: string): TRPCError {
  // ZodRealError: the Error form of a ZodError, as a failed parse throws it (tRPC keeps Errors as the cause).
  const cause = new ZodRealError([{ code: 'custom', path, message, input: undefined }])
  return new TRPCError({ code: 'BAD_REQUEST', message: `${fieldIssues(cause)[0]!.field}: ${message}`, cause })
}

/** The 400 of an input that is not well-formed text at `path`. */
export function illFormedTextError(path: PropertyKey[]): TRPCError {
  return badInputError(path, ILL_FORMED_TEXT_MESSAGE)
}

/**
 * Every string of every input must be well-formed text before any schema or procedure sees it: a lone surrogate
 * made `public.suggest` throw in encodeURIComponent (a 500), and would be stored as U+FFFD by SQLite.
 */
const wellFormedInput = t.middleware(async ({ getRawInput, next }) => {
  // A procedure without input may be called with no body at all (as the site's client sends a logout), which is
  // no JSON: reading it is left to procedures that take input, whose own parse answers a bad body.
  const raw = await getRawInput().catch(() => undefined)
  const path = illFormedTextPath(raw)
  if (path) throw illFormedTextError(path)
  return next()
})

export const router = t.router
export const publicProcedure = t.procedure.use(wellFormedInput).use(storageErrors)
export const middleware = t.middleware
export const createCallerFactory = t.createCallerFactory

/** A procedure for signed-in administrators only: UNAUTHORIZED (401) without a valid session. */
export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.admin || !ctx.sessionToken) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' })
  return next({ ctx: { ...ctx, admin: ctx.admin, sessionToken: ctx.sessionToken } })
})
