import { reportFormPath, REPORT_LIMITS, REPORT_TOPIC_LABELS, REPORT_TOPICS } from '../../shared/report-fields'
import type { PublicOutputs } from '../../lib/trpc'
import { formState, FormNotice, RadioGroup, TextArea, TextField, ReplyFields, SendButton } from './form-fields'
import { ReportDetailsFields } from './ReportDetailsFields'
import { ReportGameFields } from './ReportGameFields'
import type { SubmitState } from './use-report-submit'

type Data = PublicOutputs['reports']['form']

/**
 * What is wrong with an arcade (issue 20): a plain form posting to its own page, which the page sends as JSON
 * when it can (`onSubmit`). Every section shows without script or :has(); with them, only the chosen one.
 */
export function ReportForm({
  data,
  submit,
  onSubmit,
}: {
  data: Data
  submit: SubmitState
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}) {
  const draft = data.draft
  const state = formState(draft?.values, submit.issues ?? draft?.issues ?? [])
  const titles = [...new Set([...data.lineup, ...data.catalogue])]
  return (
    <form
      className="report-form"
      method="post"
      action={reportFormPath(data.arcade.slug)}
      onSubmit={onSubmit}
      noValidate
    >
      {(submit.message ?? draft?.notice) && <FormNotice>{submit.message ?? draft?.notice}</FormNotice>}
      <input type="hidden" name="form_token" value={data.token} />
      <input type="hidden" name="arcade_slug" value={data.arcade.slug} />
      <RadioGroup
        name="kind"
        legend="What is wrong?"
        options={REPORT_TOPICS}
        labels={REPORT_TOPIC_LABELS}
        state={state}
        fallback="edit"
      />
      <ReportDetailsFields current={data.current} state={state} />
      <ReportGameFields titles={titles} state={state} />
      <div className="report-section" data-topic="permanently_closed">
        <TextField name="closed_on" type="date" label="When did it close? (optional)" state={state} />
      </div>
      <TextArea
        name="message"
        label="Anything else we should know?"
        hint="Required for “Something else”. Plain text; links are shown as text."
        state={state}
        maxLength={REPORT_LIMITS.message}
      />
      <ReplyFields state={state} />
      <SendButton pending={submit.pending}>Send suggestion</SendButton>
    </form>
  )
}
