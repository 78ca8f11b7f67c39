import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { reportInput, suggestionInput } from '../../../shared/report'
import { HONEYPOT_FIELD } from '../../../shared/report-fields'
import { clientAddressOf } from '../../auth/client-address.server'
import { duplicateCandidates } from '../../services/reports/duplicates.server'
import { reportFormData, suggestFormData } from '../../services/reports/report-forms.server'
import {
  FormTokenRefused,
  ReportsRefused,
  submitReport,
  submitSuggestion,
  UnknownArcade,
  type Outcome,
} from '../../services/reports/report-intake.server'
import { badInputError, publicProcedure, router } from '../init'

/**
 * Visitors' reports on arcades and suggestions of new ones (issue 20, docs/decisions/0041-visitor-reports.md):
 * `public.reports.*` and `public.suggestions.*`. Sending changes no public answer, so nothing here marks data
 * changed; every procedure is private (never cached: each form carries its own token).
 */

const draftId = z.string().max(64).optional()

/** The refusals of intake as the API answers them: 404, 400 on `form_token`, 429 with Retry-After. */
function answered(resHeaders: Headers, send: () => Outcome): { received: true } {
  try {
    send()
    // A filled honeypot answers as if it had worked: a script learns nothing from it.
    return { received: true }
  } catch (error) {
    if (error instanceof UnknownArcade) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    if (error instanceof FormTokenRefused) throw badInputError(['form_token'], error.message)
    if (error instanceof ReportsRefused) {
      resHeaders.set('Retry-After', String(error.retryAfter))
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: error.message })
    }
    throw error
  }
}

export const reportsRouter = router({
  /** The report page's data: the arcade's values to correct, the games, a form token, a draft. */
  form: publicProcedure.input(z.strictObject({ slug: z.string().max(200), draft: draftId })).query(({ ctx, input }) => {
    const data = reportFormData(ctx.db, input.slug, input.draft)
    if (!data) throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
    return data
  }),
  /** `POST /api/reports`: what is wrong with an arcade. */
  submit: publicProcedure
    .input(reportInput)
    .mutation(({ ctx, input }) =>
      answered(ctx.resHeaders, () => submitReport(ctx.db, input, clientAddressOf(ctx.request))),
    ),
})

export const suggestionsRouter = router({
  form: publicProcedure.input(z.strictObject({ draft: draftId })).query(({ input }) => suggestFormData(input.draft)),
  /**
   * `POST /api/suggestions`: a new arcade. Unless `confirmed_new`, arcades it may be are answered first
   * (`received: false`, `possible_duplicates`) and nothing is stored.
   */
  submit: publicProcedure.input(suggestionInput).mutation(({ ctx, input }) => {
    if (!input.confirmed_new && !input[HONEYPOT_FIELD]) {
      const candidates = duplicateCandidates(ctx.db, input)
      if (candidates.length > 0) return { received: false as const, possible_duplicates: candidates }
    }
    return answered(ctx.resHeaders, () => submitSuggestion(ctx.db, input, clientAddressOf(ctx.request)))
  }),
})
