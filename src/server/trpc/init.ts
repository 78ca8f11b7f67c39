import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
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
  errorFormatter({ shape, error }) {
    const { stack: _stack, ...data } = shape.data
    return {
      ...shape,
      // An unexpected error's message may quote SQL or file paths: clients get a generic one, the server's
      // onError (src/server/http/trpc.server.ts) logs the real one.
      message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message,
      data: { ...data, issues: error.cause instanceof ZodError ? fieldIssues(error.cause) : undefined },
    }
  },
})

export const router = t.router
export const publicProcedure = t.procedure
export const middleware = t.middleware
export const createCallerFactory = t.createCallerFactory

/** A procedure for signed-in administrators only: UNAUTHORIZED (401) without a valid session. */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.admin || !ctx.sessionToken) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' })
  return next({ ctx: { ...ctx, admin: ctx.admin, sessionToken: ctx.sessionToken } })
})
