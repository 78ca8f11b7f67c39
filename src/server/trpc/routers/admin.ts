import { TRPCError } from '@trpc/server'
import { z, ZodError } from 'zod'
import { adminArcadeId, adminArcadeInput, adminArcadeUpdateInput, loginInput } from '../../../shared/admin-arcade'
import { adminGameId, adminGameInput, mergeGameInput } from '../../../shared/admin-game'
import { adminListInput } from '../../../shared/admin-list'
import { gameListInput } from '../../../shared/game-list'
import { setLineupInput } from '../../../shared/lineup'
import { confirmInput, restoreRevisionInput, revisionsInput } from '../../../shared/listing-history'
import {
  ArcadeNotDeleted,
  arcadeRevisions,
  confirmArcade,
  restoreRevision,
  RevisionNotFound,
  undeleteArcade,
} from '../../services/listing-history.server'
import { clientAddressOf } from '../../auth/client-address.server'
import { login } from '../../auth/login.server'
import { blankSessionCookie, invalidateSession, sessionCookie } from '../../auth/session.server'
import {
  createAdminArcade,
  deleteAdminArcade,
  listAdminArcades,
  updateAdminArcade,
} from '../../services/admin-arcades.server'
import { createGame, DuplicateGame, mergeGames, updateGame } from '../../services/admin-games.server'
import { adminLineup, listGames, setLineup, toAdminGame, UnknownGame } from '../../services/games.server'
import type { SessionAdmin } from '../../auth/session.server'
import { type ListingActor } from '../../services/listing-writes.server'
import { adminChange, securityEvent } from '../../log.server'
import { adminProcedure, badInputError, fieldIssues, publicProcedure, router } from '../init'
import { accountRouter } from './account'
import { exportProcedure, importsRouter } from './data'
import { adminReportsRouter } from './admin-reports'
import { throttledError } from './throttled-error'

/** The signed-in administrator as the author of a listing's change. */
const adminActor = (admin: SessionAdmin): ListingActor => ({ kind: 'admin', admin })

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })

const gameNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Game not found' })

/** A new entry that is a game the catalogue has (same title, maker and year): a 400 on `title`. */
function orDuplicateGame<T>(write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (error instanceof DuplicateGame) throw badInputError(['title'], error.message)
    throw error
  }
}

/**
 * A history write that cannot be done: an arcade that is not deleted (409), a revision of another arcade (404), old
 * values that break today's rules (400 naming the fields).
 */
function orHistoryError<T>(write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (error instanceof ArcadeNotDeleted) throw new TRPCError({ code: 'CONFLICT', message: error.message })
    if (error instanceof RevisionNotFound) throw new TRPCError({ code: 'NOT_FOUND', message: error.message })
    if (error instanceof ZodError)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: fieldIssues(error)
          .map((i) => `${i.field}: ${i.message}`)
          .join('; '),
        cause: error,
      })
    throw error
  }
}

/** A lineup entry naming a game the catalogue does not have: a 400 on that entry's `game`. */
function orUnknownGame<T>(write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (error instanceof UnknownGame) throw badInputError(['entries', error.index, 'game'], error.message)
    throw error
  }
}

export const adminRouter = router({
  /** SPEC §7 POST /api/admin/login: { success, message }; 429 with Retry-After while throttled. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const result = await login(ctx.db, input.username, input.password, {
      address: clientAddressOf(ctx.request),
      userAgent: ctx.request.headers.get('user-agent'),
    })
    if (result.kind === 'throttled') throw throttledError(ctx.resHeaders, result.retryAfter)
    if (result.kind === 'invalid') return { success: false, message: 'Invalid credentials' }
    // A new session on every sign-in; a previous cookie of this browser is replaced.
    if (ctx.sessionToken) invalidateSession(ctx.db, ctx.sessionToken)
    ctx.resHeaders.append('Set-Cookie', sessionCookie(ctx.request, result.token, result.expiresAt))
    return { success: true, message: 'Login successful', username: result.username }
  }),
  logout: publicProcedure.mutation(({ ctx }) => {
    if (ctx.sessionToken && ctx.admin) {
      invalidateSession(ctx.db, ctx.sessionToken)
      securityEvent('sign-out', { username: ctx.admin.username, address: clientAddressOf(ctx.request) })
    }
    ctx.resHeaders.append('Set-Cookie', blankSessionCookie(ctx.request))
    return { success: true, message: 'Logged out' }
  }),
  /** The authentication check: the signed-in administrator, or 401. */
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.admin.username })),
  account: accountRouter,
  /** The whole directory as a file, and imports of files (issue 21). */
  export: exportProcedure,
  imports: importsRouter,
  reports: adminReportsRouter,
  arcades: router({
    list: adminProcedure.input(adminListInput).query(({ ctx, input }) => listAdminArcades(ctx.db, input)),
    create: adminProcedure.input(adminArcadeInput).mutation(({ ctx, input }) => {
      const arcade = createAdminArcade(ctx.db, adminActor(ctx.admin), input)
      adminChange(ctx.admin, 'create', 'arcade', arcade.id)
      return arcade
    }),
    update: adminProcedure.input(adminArcadeUpdateInput).mutation(({ ctx, input }) => {
      const { id, ...data } = input
      const arcade = updateAdminArcade(ctx.db, adminActor(ctx.admin), id, data)
      if (!arcade) throw notFound()
      adminChange(ctx.admin, 'update', 'arcade', id)
      return arcade
    }),
    delete: adminProcedure.input(z.object({ id: adminArcadeId })).mutation(({ ctx, input }) => {
      if (!deleteAdminArcade(ctx.db, adminActor(ctx.admin), input.id)) throw notFound()
      adminChange(ctx.admin, 'delete', 'arcade', input.id)
      return { success: true }
    }),
    /** The arcade's history, newest first: `limit` revisions older than `before`, and how many there are. */
    revisions: adminProcedure.input(revisionsInput).query(({ ctx, input }) => {
      const page = arcadeRevisions(ctx.db, input.id, input)
      if (!page) throw notFound()
      return page
    }),
    /** Brings back the arcade's values right after revision `revision`, as a new revision. */
    restoreRevision: adminProcedure.input(restoreRevisionInput).mutation(({ ctx, input }) => {
      const arcade = orHistoryError(() => restoreRevision(ctx.db, adminActor(ctx.admin), input.id, input.revision))
      if (!arcade) throw notFound()
      adminChange(ctx.admin, 'restore', 'arcade', input.id, { revision: input.revision })
      return arcade
    }),
    /** Restores a deleted arcade with its history; 409 when it is not deleted. */
    undelete: adminProcedure.input(z.object({ id: adminArcadeId })).mutation(({ ctx, input }) => {
      const arcade = orHistoryError(() => undeleteArcade(ctx.db, adminActor(ctx.admin), input.id))
      if (!arcade) throw notFound()
      adminChange(ctx.admin, 'undelete', 'arcade', input.id)
      return arcade
    }),
    /** Stamps parts of the listing as checked, changing nothing else. */
    confirm: adminProcedure.input(confirmInput).mutation(({ ctx, input }) => {
      const arcade = confirmArcade(ctx.db, adminActor(ctx.admin), input.id, input.parts)
      if (!arcade) throw notFound()
      adminChange(ctx.admin, 'confirm', 'arcade', input.id, { parts: input.parts })
      return arcade
    }),
    /** The arcade's games as the lineup editor shows them. */
    lineup: adminProcedure.input(z.object({ id: adminArcadeId })).query(({ ctx, input }) => {
      const lineup = adminLineup(ctx.db, input.id)
      if (!lineup) throw notFound()
      return lineup
    }),
    /** Replaces the arcade's lineup in one write; `confirm` stamps it as checked even where nothing changed. */
    setLineup: adminProcedure.input(setLineupInput.extend({ id: adminArcadeId })).mutation(({ ctx, input }) => {
      const { id, ...lineup } = input
      const saved = orUnknownGame(() => setLineup(ctx.db, adminActor(ctx.admin), id, lineup))
      if (!saved) throw notFound()
      adminChange(ctx.admin, 'update', 'lineup', id)
      return saved
    }),
  }),
  games: router({
    /** The catalogue, a page at a time: the catalogue screen and the lineup editor's autocomplete. */
    list: adminProcedure.input(gameListInput).query(({ ctx, input }) => {
      const { rows, total } = listGames(ctx.db, input)
      return { data: rows.map(toAdminGame), total }
    }),
    create: adminProcedure.input(adminGameInput).mutation(({ ctx, input }) => {
      const game = orDuplicateGame(() => createGame(ctx.db, input))
      adminChange(ctx.admin, 'create', 'game', game.id)
      return game
    }),
    update: adminProcedure.input(adminGameInput.extend({ id: adminGameId })).mutation(({ ctx, input }) => {
      const { id, ...fields } = input
      const game = updateGame(ctx.db, id, fields)
      if (!game) throw gameNotFound()
      adminChange(ctx.admin, 'update', 'game', id)
      return game
    }),
    /** Merges `id` into `intoId`: its arcades move to the kept entry, and it is deleted. */
    merge: adminProcedure.input(mergeGameInput).mutation(({ ctx, input }) => {
      const result = mergeGames(ctx.db, input.id, input.intoId)
      if (!result) throw gameNotFound()
      adminChange(ctx.admin, 'merge', 'game', input.id)
      return result
    }),
  }),
})
