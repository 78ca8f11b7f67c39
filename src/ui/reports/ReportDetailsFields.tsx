import { EDITABLE_FIELD_LABELS, EDITABLE_FIELDS, REPORT_LIMITS, type EditableField } from '../../shared/report-fields'
import { TextArea, TextField, type FormState } from './form-fields'

const INPUT_TYPES: Partial<Record<EditableField, string>> = { phone: 'tel', website: 'url' }
const AUTOCOMPLETE: Partial<Record<EditableField, string>> = { zip: 'off', address: 'off', city: 'off' }

/**
 * The arcade's details as they are today, to be corrected in place: each field sends what it showed (`seen`) with
 * what the visitor leaves in it, so the administrator sees both, and an untouched field is no change.
 */
export function ReportDetailsFields({ current, state }: { current: Record<EditableField, string>; state: FormState }) {
  return (
    <fieldset className="form-fieldset report-section" data-topic="edit">
      <legend className="form-label">Correct the details</legend>
      <p className="form-hint">
        Change what is wrong and leave the rest as it is. A blank phone or website means there is none.
      </p>
      {state.error('changes') && <p className="form-error">{state.error('changes')}</p>}
      {EDITABLE_FIELDS.map((field) => {
        const name = `changes.${field}.value`
        const seen = state.value(`changes.${field}.seen`, current[field])
        const props = {
          name,
          label: EDITABLE_FIELD_LABELS[field],
          state,
          fallback: current[field],
          maxLength: REPORT_LIMITS[field],
        }
        return (
          <div key={field}>
            <input type="hidden" name={`changes.${field}.seen`} value={seen} />
            {field === 'hours' ? (
              <TextArea {...props} rows={3} />
            ) : (
              <TextField {...props} type={INPUT_TYPES[field] ?? 'text'} autoComplete={AUTOCOMPLETE[field]} />
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
