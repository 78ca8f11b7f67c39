// The "min" metadata: validation by each region's lengths and leading digits, a fraction of the full set's size.
// Only the admin forms and the server load this module; public pages get phones already formatted.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** How the admin form's hint and error messages write a phone number. */
export const PHONE_EXAMPLE = '(212) 555-0123'

function usNumber(text: string) {
  const number = parsePhoneNumberFromString(text, 'US')
  // A US directory lists US numbers; an extension would be lost from the one stored form, so it is refused.
  return number?.isValid() && number.country === 'US' && !number.ext ? number : undefined
}

/**
 * The one stored form (E.164, `+12125550123`) of a US phone number written in any usual way (`212-555-0123`,
 * `(212) 555-0123`, `+1 212 555 0123`), or undefined when `text` is not a valid US number.
 */
export function storedPhone(text: string): string | undefined {
  return usNumber(text)?.number
}

/** A phone as pages show it: national form for reading, E.164 for `tel:` links. */
export interface PhoneDisplay {
  national: string
  e164: string
}

/**
 * How a stored phone is shown, or null when there is none to call: rows saved before phones were validated may
 * hold text that is not a number, and no page links to an empty or wrong `tel:`.
 */
export function phoneDisplay(stored: string | null): PhoneDisplay | null {
  const number = stored === null ? undefined : usNumber(stored)
  return number ? { national: number.formatNational(), e164: number.number } : null
}
