import { TRPCError } from '@trpc/server'
import { passwordChangeInput, RECENT_FAILED_SIGN_INS, sessionIdInput } from '../../../shared/account'
import { changeOwnPassword, isCurrentPassword } from '../../auth/admins.server'
import { clientAddressOf } from '../../auth/client-address.server'
import { recentFailedSignIns } from '../../auth/failed-sign-ins.server'
import { activeSessions, endOtherSessions, revokeSession, sessionIdFromToken } from '../../auth/session.server'
import { beginAttempt } from '../../auth/throttle.server'
import { securityEvent } from '../../log.server'
import { adminProcedure, router } from '../init'
import { throttledError } from './throttled-error'

/**
 * The signed-in administrator's own account (ASVS V3.3.4): their sessions, ending them, their password, and the
 * failed sign-ins the dashboard shows.
 */
export const accountRouter = router({
  sessions: adminProcedure.query(({ ctx }) => activeSessions(ctx.db, ctx.admin.id, ctx.sessionToken)),
  revokeSession: adminProcedure.input(sessionIdInput).mutation(({ ctx, input }) => {
    if (!revokeSession(ctx.db, ctx.admin.id, input.id)) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That session has already ended' })
    }
    securityEvent('session.revoked', {
      username: ctx.admin.username,
      address: clientAddressOf(ctx.request),
      sessions: 1,
      self: input.id === sessionIdFromToken(ctx.sessionToken),
    })
    return { revoked: 1 }
  }),
  revokeOtherSessions: adminProcedure.mutation(({ ctx }) => {
    const revoked = endOtherSessions(ctx.db, ctx.admin.id, ctx.sessionToken)
    securityEvent('session.revoked', {
      username: ctx.admin.username,
      address: clientAddressOf(ctx.request),
      sessions: revoked,
    })
    return { revoked }
  }),
  /** The current password is checked under the sign-in throttle, so a borrowed session cannot guess it. */
  changePassword: adminProcedure.input(passwordChangeInput).mutation(async ({ ctx, input }) => {
    const address = clientAddressOf(ctx.request)
    const attempt = beginAttempt(ctx.admin.username, address)
    if (!attempt.allowed) {
      securityEvent('sign-in.throttled', {
        username: ctx.admin.username,
        address,
        scope: attempt.scope,
        retryAfter: attempt.retryAfter,
      })
      throw throttledError(ctx.resHeaders, attempt.retryAfter)
    }
    if (!(await isCurrentPassword(ctx.db, ctx.admin.id, input.currentPassword))) {
      securityEvent('password.change-refused', { username: ctx.admin.username, address })
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'The current password is not right' })
    }
    attempt.succeeded()
    const revoked = await changeOwnPassword(ctx.db, ctx.admin.id, ctx.sessionToken, input.newPassword)
    securityEvent('password.changed', { username: ctx.admin.username, address, sessionsEnded: revoked })
    return { revoked }
  }),
  failedSignIns: adminProcedure.query(({ ctx }) => recentFailedSignIns(ctx.db, RECENT_FAILED_SIGN_INS)),
})
