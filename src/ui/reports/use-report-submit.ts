import { useState, type FormEvent } from 'react'
import type { DuplicateCandidate, FieldIssue } from '../../shared/report-fields'

/**
 * With JavaScript, a report or suggestion form sends JSON to its API and shows the answer in place (issue 20); the
 * same form without it posts to its page. A form whose token the server refuses (sent too soon, kept open for
 * hours) is posted the plain way, whose answer brings the values back with a new token; so is one the network
 * failed to carry.
 */
export interface SubmitState {
  pending: boolean
  /** Sent: `reply` when the visitor left an e-mail address. */
  sent?: 'reply' | '1'
  issues?: FieldIssue[]
  message?: string
  duplicates?: DuplicateCandidate[]
}

interface ErrorAnswer {
  error?: { message?: string; issues?: FieldIssue[] }
  received?: boolean
  possible_duplicates?: DuplicateCandidate[]
}

export function useReportSubmit(api: string, toBody: (fields: URLSearchParams) => Record<string, unknown>) {
  const [state, setState] = useState<SubmitState>({ pending: false })
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    if (form.dataset.plain) return
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const plainly = () => {
      form.dataset.plain = 'true'
      form.requestSubmit(submitter)
    }
    const fields = new URLSearchParams(
      [...new FormData(form, submitter)].map(([k, v]) => [k, typeof v === 'string' ? v : ''] as [string, string]),
    )
    setState({ pending: true })
    let response: Response
    try {
      response = await fetch(api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(toBody(fields)),
      })
    } catch {
      return plainly()
    }
    const answer = (await response.json().catch(() => ({}))) as ErrorAnswer
    if (response.status === 202)
      return setState({ pending: false, sent: fields.get('contact_email')?.trim() ? 'reply' : '1' })
    if (response.ok && answer.received === false) {
      return setState({ pending: false, duplicates: answer.possible_duplicates ?? [] })
    }
    const issues = answer.error?.issues
    if (issues?.some((i) => i.field === 'form_token')) return plainly()
    if (response.status === 400 && issues) {
      setState({ pending: false, issues })
      // The reader goes to the first field to fix, as after the plain form's round trip they read it from the top.
      return requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    }
    setState({
      pending: false,
      message: answer.error?.message ?? `Your suggestion could not be sent (${response.status}).`,
    })
  }
  return { state, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) }
}
