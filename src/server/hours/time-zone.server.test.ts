import { describe, expect, it } from 'vitest'
import { US_STATES } from '../../shared/us-states'
import { isTimeZone } from '../../shared/time-zones'
import { stateTimeZone, timeZoneOf } from './time-zone.server'

describe('timeZoneOf', () => {
  it('reads the zone from the coordinates, also where a state is split', () => {
    expect(timeZoneOf({ latitude: 29.76, longitude: -95.37, state: 'Texas' })).toBe('America/Chicago')
    // El Paso keeps Mountain time, unlike the rest of Texas.
    expect(timeZoneOf({ latitude: 31.76, longitude: -106.49, state: 'Texas' })).toBe('America/Denver')
    expect(timeZoneOf({ latitude: 34.05, longitude: -118.24, state: 'California' })).toBe('America/Los_Angeles')
    expect(timeZoneOf({ latitude: 33.45, longitude: -112.07, state: 'Arizona' })).toBe('America/Phoenix')
  })

  it("without coordinates, takes the state's main zone", () => {
    expect(timeZoneOf({ latitude: null, longitude: null, state: 'Arizona' })).toBe('America/Phoenix')
    expect(timeZoneOf({ latitude: null, longitude: null, state: 'NY' })).toBe('America/New_York')
    expect(timeZoneOf({ latitude: 0, longitude: 0, state: 'hawaii' })).toBe('Pacific/Honolulu')
  })

  it('gives every state a zone Intl knows', () => {
    for (const state of US_STATES) expect(isTimeZone(stateTimeZone(state.code)), state.name).toBe(true)
  })
})

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true)
    expect(isTimeZone('America/Indiana/Indianapolis')).toBe(true)
    expect(isTimeZone('Mars/Base')).toBe(false)
    expect(isTimeZone('+05:00')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
