import { ALL_TYPES } from '../../shared/arcade-types'
import { REPORT_LIMITS, SUGGEST_PATH } from '../../shared/report-fields'
import { US_STATES } from '../../shared/us-states'
import type { PublicOutputs } from '../../lib/trpc'
import { DuplicateList } from './DuplicateList'
import { formState, FormNotice, TextArea, TextField, ReplyFields, SendButton } from './form-fields'
import type { SubmitState } from './use-report-submit'

/**
 * A new arcade (issue 20): a plain form posting to /suggest, sent as JSON when script runs. Arcades it may be are
 * shown first ("Is it one of these?"); "None of these" sends it anyway (`confirmed_new`).
 */
export function SuggestForm({
  data,
  submit,
  onSubmit,
}: {
  data: PublicOutputs['suggestions']['form']
  submit: SubmitState
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}) {
  const draft = data.draft
  const state = formState(draft?.values, submit.issues ?? draft?.issues ?? [])
  const duplicates = submit.duplicates ?? draft?.duplicates ?? []
  return (
    <form className="report-form" method="post" action={SUGGEST_PATH} onSubmit={onSubmit} noValidate>
      {(submit.message ?? draft?.notice) && <FormNotice>{submit.message ?? draft?.notice}</FormNotice>}
      {duplicates.length > 0 && <DuplicateList candidates={duplicates} />}
      <input type="hidden" name="form_token" value={data.token} />
      <TextField name="name" label="Name of the arcade" state={state} required maxLength={REPORT_LIMITS.name} />
      <TextField name="address" label="Street address" state={state} required maxLength={REPORT_LIMITS.address} />
      <TextField name="city" label="City" state={state} required maxLength={REPORT_LIMITS.city} />
      <TextField name="state" label="State" state={state} required list="suggest-states" autoComplete="off" />
      <datalist id="suggest-states">
        {US_STATES.map((s) => (
          <option key={s.code} value={s.name} />
        ))}
      </datalist>
      <TextField name="zip" label="ZIP code" state={state} required inputMode="numeric" maxLength={5} />
      <TextField
        name="type"
        label="Type (optional)"
        hint="Retro, VR, barcade, pinball, family, adult, or your own words."
        state={state}
        list="suggest-types"
        maxLength={REPORT_LIMITS.type}
      />
      <datalist id="suggest-types">
        {ALL_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <TextField name="website" type="url" label="Website (optional)" state={state} maxLength={REPORT_LIMITS.website} />
      <TextField name="phone" type="tel" label="Phone (optional)" state={state} maxLength={REPORT_LIMITS.phone} />
      <TextArea
        name="message"
        label="What is there? (optional)"
        hint="Games, prices, opening hours: anything you know."
        state={state}
        maxLength={REPORT_LIMITS.message}
      />
      <ReplyFields state={state} />
      {duplicates.length > 0 ? (
        <SendButton pending={submit.pending} name="confirmed_new" value="1">
          None of these — send my suggestion
        </SendButton>
      ) : (
        <SendButton pending={submit.pending}>Send suggestion</SendButton>
      )}
    </form>
  )
}
