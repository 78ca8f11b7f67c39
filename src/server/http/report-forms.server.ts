import { TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { ZodError } from 'zod'
import { reportFromForm, suggestionFromForm } from '../../shared/report-form'
import { HONEYPOT_FIELD, reportFormPath, SUGGEST_PATH } from '../../shared/report-fields'
import { saveDraft, type FormDraft } from '../services/reports/form-drafts.server'
import { fieldIssues } from '../trpc/init'
import { reportRefusedAnswer, toResponse } from './refusals.server'
import { procedureCaller } from './rest.server'

/**
 * The report and suggestion pages' plain HTML form posts (issue 20, docs/decisions/0041-visitor-reports.md): read as
 * the JSON body they stand for and sent through the same procedures as `POST /api/reports` and
 * `/api/suggestions`, then Post/Redirect/Get: 303 to the thank-you, or back to the form with a draft holding the
 * values and messages (the address carries only the draft's random id, never what was typed).
 */

type Again = Pick<FormDraft, 'issues' | 'notice' | 'duplicates'>
type Call = ReturnType<typeof procedureCaller<'mutation'>>

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } })

/** The fields to show again: everything but the token (the page brings a new one) and the honeypot. */
function keptValues(form: URLSearchParams): Record<string, string> {
  const values = Object.fromEntries(form)
  delete values.form_token
  delete values[HONEYPOT_FIELD]
  return values
}

async function formPost(
  request: Request,
  page: string,
  send: (call: Call, fields: URLSearchParams) => Promise<Again | null>,
): Promise<Response> {
  const fields = new URLSearchParams(await request.text())
  const back = (again: Again) =>
    seeOther(`${page}?draft=${saveDraft({ ...again, form: page, values: keptValues(fields) })}`)
  const resHeaders = new Headers()
  try {
    const again = await send(procedureCaller(request, resHeaders, 'mutation'), fields)
    if (again) return back(again)
    return seeOther(`${page}?sent=${fields.get('contact_email')?.trim() ? 'reply' : '1'}`)
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error
    if (error.cause instanceof ZodError) {
      const issues = fieldIssues(error.cause)
      const stale = issues.some((i) => i.field === 'form_token')
      return back({
        issues: issues.filter((i) => i.field !== 'form_token'),
        ...(stale ? { notice: 'Please check your suggestion and send it again.' } : {}),
      })
    }
    const status = getHTTPStatusCodeFromError(error)
    if (status !== 429 && status !== 404) throw error
    const retryAfter = resHeaders.get('Retry-After')
    return toResponse(
      reportRefusedAnswer(page, status, error.message, retryAfter === null ? undefined : Number(retryAfter)),
      'POST',
    )
  }
}

/** `POST /arcade/{slug}/report`. */
export function reportFormPost(request: Request, slug: string): Promise<Response> {
  return formPost(request, reportFormPath(slug), async (call, fields) => {
    await call('public.reports.submit', { ...reportFromForm(fields), arcade_slug: slug })
    return null
  })
}

/** `POST /suggest`. */
export function suggestFormPost(request: Request): Promise<Response> {
  return formPost(request, SUGGEST_PATH, async (call, fields) => {
    const answer = await call('public.suggestions.submit', suggestionFromForm(fields))
    return answer.received ? null : { issues: [], duplicates: answer.possible_duplicates }
  })
}
