import { describe, expect, it } from 'vitest'
import { phoneDisplay, storedPhone } from './phone'

describe('phone numbers', () => {
  it.each(['(212) 555-0123', '212-555-0123', '212.555.0123', '+1 212 555 0123', '1 (212) 555-0123', '2125550123'])(
    'stores %j in one form',
    (text) => expect(storedPhone(text)).toBe('+12125550123'),
  )

  it.each(['call me maybe', '555-0123', '(000) 555-0100', '+44 20 7946 0958', '212-555-0123 x12', ''])(
    'refuses %j',
    (text) => expect(storedPhone(text)).toBeUndefined(),
  )

  it('shows a stored number in national form with an E.164 link target', () => {
    expect(phoneDisplay('+12815550108')).toEqual({ national: '(281) 555-0108', e164: '+12815550108' })
    // Rows stored before the rule in another form still show.
    expect(phoneDisplay('(281) 555-0108')).toEqual({ national: '(281) 555-0108', e164: '+12815550108' })
  })

  it('shows nothing for no number or text that is not one', () => {
    expect(phoneDisplay(null)).toBeNull()
    expect(phoneDisplay('call me maybe')).toBeNull()
    expect(phoneDisplay('')).toBeNull()
  })
})
