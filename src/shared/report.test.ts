import { describe, expect, it } from 'vitest'
import { reportInput, suggestionInput } from './report'
import { reportFromForm } from './report-form'

const base = { arcade_slug: 'pixel-palace', form_token: 't' }

function issues(input: unknown) {
  const r = reportInput.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('reportInput', () => {
  it('keeps only the fields the visitor changed, the phone in its stored form', () => {
    const r = reportInput.parse({
      ...base,
      kind: 'edit',
      changes: {
        hours: { seen: 'Mo-Fr 10:00-22:00', value: 'Mo-Fr 10:00-22:00 ' },
        phone: { seen: '(212) 555-0123', value: '212 555 0199' },
      },
    })
    expect(r.kind === 'edit' && r.changes).toEqual({ phone: { seen: '(212) 555-0123', value: '+12125550199' } })
  })

  it('names the field of a bad value and asks for a change when nothing changed', () => {
    expect(issues({ ...base, kind: 'edit', changes: { zip: { seen: '78701', value: '787' } } })).toEqual([
      'changes.zip.value: ZIP code must be 5 digits',
    ])
    expect(issues({ ...base, kind: 'edit', changes: { zip: { seen: '78701', value: '78701' } } })).toEqual([
      'changes: Change at least one of the details',
    ])
  })

  it('refuses control characters, oversized text and unknown keys', () => {
    expect(issues({ ...base, kind: 'other', message: 'a\u0000b' })).toEqual([
      'message: must not contain control characters',
    ])
    expect(issues({ ...base, kind: 'other', message: 'x'.repeat(2001) })).toEqual([
      'message: must be at most 2000 characters',
    ])
    expect(issues({ ...base, kind: 'other', message: 'ok', extra: 1 })[0]).toMatch(/extra|Unrecognized/)
    expect(issues({ ...base, kind: 'other' })).toEqual(['message: Say in words what is wrong'])
  })

  it('reads a form post as the JSON body it stands for, with only the chosen kind', () => {
    const form = new URLSearchParams({
      kind: 'permanently_closed',
      'changes.hours.seen': 'x',
      'changes.hours.value': 'y',
      closed_on: '2026-11-01',
      message: '',
      contact_email: '',
      form_token: 't',
      arcade_slug: 'pixel-palace',
    })
    expect(reportInput.parse(reportFromForm(form))).toEqual({
      ...base,
      kind: 'permanently_closed',
      closed_on: '2026-11-01',
    })
  })
})

describe('suggestionInput', () => {
  it('needs a name, address, city, state and ZIP code', () => {
    const r = suggestionInput.safeParse({
      form_token: 't',
      name: '',
      address: 'a',
      city: 'c',
      state: 'Nowhere',
      zip: '1',
    })
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual(['name', 'state', 'zip'])
  })
})

describe('reportFromForm', () => {
  it('takes no field that is not a name of the form', () => {
    const body = reportFromForm(new URLSearchParams({ kind: 'other', '__proto__.polluted': 'yes', message: 'hi' }))
    expect(body).toEqual({ kind: 'other', message: 'hi' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
