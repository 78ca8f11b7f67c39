import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import { HONEYPOT_FIELD, REPORT_LIMITS, type FieldIssue } from '../../shared/report-fields'
import { Button } from '../Button'

/**
 * The report and suggestion forms' fields (issue 20): plain inputs with a label, a hint and the field's message
 * tied to the input (aria-describedby, aria-invalid), so the forms work and read the same without JavaScript.
 */

/** The values and messages a form shows: what was sent when it came back, else the defaults. */
export interface FormState {
  value: (name: string, fallback?: string) => string
  error: (name: string) => string | undefined
}

export function formState(values: Record<string, string> | undefined, issues: FieldIssue[]): FormState {
  return {
    value: (name, fallback = '') => values?.[name] ?? fallback,
    error: (name) => issues.find((i) => i.field === name)?.message,
  }
}

const idOf = (name: string) => `field-${name.replace(/\./g, '-')}`

interface FieldProps {
  name: string
  label: ReactNode
  hint?: ReactNode
  state: FormState
  fallback?: string
}

function FieldFrame({ name, label, hint, state, children }: Omit<FieldProps, 'fallback'> & { children: ReactNode }) {
  const error = state.error(name)
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={idOf(name)}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="form-hint" id={`${idOf(name)}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-error" id={`${idOf(name)}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** What every control of a field carries: its id and name, the value to show, and the texts that describe it. */
function controlProps(name: string, hint: boolean, state: FormState, fallback: FieldProps['fallback']) {
  const ids = [hint && `${idOf(name)}-hint`, state.error(name) && `${idOf(name)}-error`].filter(Boolean)
  return {
    id: idOf(name),
    name,
    defaultValue: state.value(name, fallback),
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
    'aria-invalid': state.error(name) ? true : undefined,
  }
}

export function TextField({
  name,
  label,
  hint,
  state,
  fallback,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} state={state}>
      <input className="form-input" {...controlProps(name, !!hint, state, fallback)} {...input} />
    </FieldFrame>
  )
}

export function TextArea({
  name,
  label,
  hint,
  state,
  fallback,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return (
    <FieldFrame name={name} label={label} hint={hint} state={state}>
      <textarea
        className="form-input form-textarea"
        rows={4}
        {...controlProps(name, !!hint, state, fallback)}
        {...input}
      />
    </FieldFrame>
  )
}

/**
 * What ends every visitor form: the reply address, and a field people never see or reach and scripts fill in (a
 * form sent with it is dropped, as if it had worked).
 */
export function ReplyFields({ state }: { state: FormState }) {
  return (
    <>
      <TextField
        name="contact_email"
        type="email"
        label="Your e-mail address (optional)"
        hint="Only if you would like a reply. It is never shown on the site."
        state={state}
        autoComplete="email"
        maxLength={REPORT_LIMITS.email}
      />
      <Honeypot />
    </>
  )
}

/** A visitor form's send button, which says so while the form is on its way. */
export function SendButton({
  pending,
  name,
  value,
  children,
}: {
  pending: boolean
  name?: string
  value?: string
  children: ReactNode
}) {
  return (
    <Button type="submit" name={name} value={value} disabled={pending}>
      {pending ? 'Sending...' : children}
    </Button>
  )
}

function Honeypot() {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor="field-trap">Leave this field empty</label>
      <input id="field-trap" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** A message above the form: a problem with the whole of it (sent too soon, too many today, no change). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p className="form-notice" role="alert">
      {children}
    </p>
  )
}

/** A choice of one, as radio buttons in a fieldset whose legend asks the question. */
export function RadioGroup<T extends string>({
  name,
  legend,
  options,
  labels,
  state,
  fallback,
}: {
  name: string
  legend: ReactNode
  options: readonly T[]
  labels: Record<T, string>
  state: FormState
  fallback: T
}) {
  const error = state.error(name)
  const checked = state.value(name, fallback)
  return (
    <fieldset className="form-fieldset" aria-describedby={error ? `${idOf(name)}-error` : undefined}>
      <legend className="form-label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="form-choice">
          <input type="radio" name={name} value={option} defaultChecked={checked === option} />
          {labels[option]}
        </label>
      ))}
      {error && (
        <p className="form-error" id={`${idOf(name)}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
