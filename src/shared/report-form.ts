/**
 * The report and suggestion forms' fields as the JSON bodies they stand for (Zod-free: the public pages send their
 * forms as JSON with it, and the server reads a form post without JavaScript with it; src/shared/report.ts parses
 * the result either way).
 */

/**
 * A form post's fields as the JSON body they stand for: names are dotted paths (`changes.hours.value`), so a field
 * error's path is the name of the input it belongs to. Only the chosen kind's fields are kept.
 */
const FIELD_NAME = /^(?!.*(?:^|\.)(?:__proto__|constructor|prototype)(?:\.|$))[a-z_]+(?:\.[a-z_]+){0,2}$/

export function reportFromForm(form: URLSearchParams): Record<string, unknown> {
  const kind = form.get('kind') ?? ''
  const body: Record<string, unknown> = { kind }
  const keep = (name: string) =>
    !name.includes('.') ||
    (kind === 'edit' && name.startsWith('changes.')) ||
    (kind === 'game' && name.startsWith('game.'))
  for (const [name, value] of form) {
    if (name === 'kind' || !keep(name) || (name === 'closed_on' && kind !== 'permanently_closed')) continue
    // Names are the form's own (`changes.hours.value`): anything else, `__proto__.x` above all, is not a field.
    if (!FIELD_NAME.test(name)) continue
    let at = body
    const parts = name.split('.')
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>
    at[parts.at(-1)!] = value
  }
  return body
}

export function suggestionFromForm(form: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries([...form].filter(([name]) => FIELD_NAME.test(name)))
  body.confirmed_new = form.get('confirmed_new') === '1'
  return body
}
