import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { now } from '../../auth/clock.server'
import { env } from '../../env.server'

/**
 * The report and suggestion forms' token (docs/decisions/0041-visitor-reports.md): when the form was shown, signed
 * with a key of this process. A person takes a few seconds to fill in a form; a script posting the moment it has the
 * page does not, and a form shown hours ago (or before a restart, whose key is gone) is sent again after a look.
 * It proves nothing about who sends it; it only slows scripts that neither wait nor read the page.
 */

/** A form kept open longer than this is shown again to be checked and sent. */
export const FORM_TOKEN_MAX_AGE_MS = 4 * 60 * 60 * 1000

const key = randomBytes(32)

function signature(issuedAt: number, form: string): string {
  return createHmac('sha256', key).update(`${issuedAt}|${form}`).digest('base64url')
}

/** A token for the form named `form` (`report:<arcade id>`, `suggest`), shown now. */
export function issueFormToken(form: string): string {
  const issuedAt = now()
  return `${issuedAt}.${signature(issuedAt, form)}`
}

export type FormTokenCheck = 'ok' | 'too_fast' | 'stale'

/**
 * Whether a token sent with `form` may be taken: `too_fast` when it was sent within REPORT_MIN_FILL_SECONDS of the
 * form being shown, `stale` when it is older than FORM_TOKEN_MAX_AGE_MS, from another form, from before a restart or
 * not ours at all. Either way the visitor's values come back in the form with a new token.
 */
export function checkFormToken(token: string, form: string): FormTokenCheck {
  const [time = '', mac = ''] = token.split('.')
  const issuedAt = /^\d{1,15}$/.test(time) ? Number(time) : NaN
  if (!Number.isFinite(issuedAt)) return 'stale'
  const expected = Buffer.from(signature(issuedAt, form))
  const given = Buffer.from(mac)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'stale'
  const age = now() - issuedAt
  if (age < 0 || age > FORM_TOKEN_MAX_AGE_MS) return 'stale'
  return age < env().REPORT_MIN_FILL_SECONDS * 1000 ? 'too_fast' : 'ok'
}
