import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { plural } from '../../../lib/plural'
import { adminArcadeId, adminArcadeInput, adminListInput, loginInput } from '../../../shared/admin-arcade'
import { clientAddressOf } from '../../auth/client-address.server'
import { login } from '../../auth/login.server'
import { blankSessionCookie, invalidateSession, sessionCookie } from '../../auth/session.server'
import {
  createAdminArcade,
  deleteAdminArcade,
  listAdminArcades,
  updateAdminArcade,
} from '../../services/admin-arcades.server'
import { adminProcedure, publicProcedure, router } from '../init'

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })

export const adminRouter = router({
  /** SPEC §7 POST /api/admin/login: { success, message }; 429 with Retry-After while throttled. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const result = await login(ctx.db, input.username, input.password, clientAddressOf(ctx.request))
    if (result.kind === 'throttled') {
      ctx.resHeaders.set('Retry-After', String(result.retryAfter))
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many failed sign-ins. Try again in ${plural(Math.ceil(result.retryAfter / 60), 'minute', 'minutes')}.`,
      })
    }
    if (result.kind === 'invalid') return { success: false, message: 'Invalid credentials' }
    // A new session on every sign-in; a previous cookie of this browser is replaced.
    if (ctx.sessionToken) invalidateSession(ctx.db, ctx.sessionToken)
    ctx.resHeaders.append('Set-Cookie', sessionCookie(ctx.request, result.token, result.expiresAt))
    return { success: true, message: 'Login successful', username: result.username }
  }),
  logout: publicProcedure.mutation(({ ctx }) => {
    if (ctx.sessionToken) invalidateSession(ctx.db, ctx.sessionToken)
    ctx.resHeaders.append('Set-Cookie', blankSessionCookie(ctx.request))
    return { success: true, message: 'Logged out' }
  }),
  /** The authentication check: the signed-in administrator, or 401. */
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.admin.username })),
  arcades: router({
    list: adminProcedure.input(adminListInput).query(({ ctx, input }) => listAdminArcades(ctx.db, input)),
    create: adminProcedure.input(adminArcadeInput).mutation(({ ctx, input }) => createAdminArcade(ctx.db, input)),
    update: adminProcedure.input(adminArcadeInput.extend({ id: adminArcadeId })).mutation(({ ctx, input }) => {
      const { id, ...data } = input
      const arcade = updateAdminArcade(ctx.db, id, data)
      if (!arcade) throw notFound()
      return arcade
    }),
    delete: adminProcedure.input(z.object({ id: adminArcadeId })).mutation(({ ctx, input }) => {
      if (!deleteAdminArcade(ctx.db, input.id)) throw notFound()
      return { success: true }
    }),
  }),
})
