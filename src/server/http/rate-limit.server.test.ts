import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '../env.server'
import { resetRateLimit, takeRequest } from './rate-limit.server'

afterEach(() => resetRateLimit())

/** How many of `n` requests sent at one moment from `address` are let through. */
function allowedOf(n: number, address: string, perMinute: number, t: number): number {
  let allowed = 0
  for (let i = 0; i < n; i++) if (takeRequest(address, perMinute, t) === 0) allowed++
  return allowed
}

describe('request rate limit', () => {
  const t = Date.UTC(2026, 5, 1)

  it('lets a minute’s worth through at once, then refuses with the seconds until the next one', () => {
    expect(allowedOf(300, '198.51.100.1', 300, t)).toBe(300)
    // 300 a minute is one every 0.2 s: Retry-After rounds up to a whole second.
    expect(takeRequest('198.51.100.1', 300, t)).toBe(1)
    expect(takeRequest('198.51.100.1', 6, t)).toBe(10)
  })

  it('refills at the configured rate', () => {
    expect(allowedOf(60, '198.51.100.2', 60, t)).toBe(60)
    expect(allowedOf(60, '198.51.100.2', 60, t + 10_000)).toBe(10)
    expect(allowedOf(100, '198.51.100.2', 60, t + 10 * 60_000)).toBe(60)
  })

  it('counts each address apart, and an IPv6 address by its /64', () => {
    expect(allowedOf(5, '198.51.100.3', 5, t)).toBe(5)
    expect(allowedOf(1, '198.51.100.4', 5, t)).toBe(1)
    expect(allowedOf(5, '2001:db8:5:5::1', 5, t)).toBe(5)
    expect(allowedOf(1, '2001:db8:5:5:ffff::2', 5, t)).toBe(0)
    expect(allowedOf(1, '2001:db8:5:6::1', 5, t)).toBe(1)
  })

  it('is off at 0', () => {
    expect(allowedOf(10_000, '198.51.100.5', 0, t)).toBe(10_000)
  })
})

describe('RATE_LIMIT_PER_MINUTE', () => {
  it('defaults to 300 a minute; 0 turns the limit off', () => {
    expect(parseEnv({}).RATE_LIMIT_PER_MINUTE).toBe(300)
    expect(parseEnv({ RATE_LIMIT_PER_MINUTE: '' }).RATE_LIMIT_PER_MINUTE).toBe(300)
    expect(parseEnv({ RATE_LIMIT_PER_MINUTE: '0' }).RATE_LIMIT_PER_MINUTE).toBe(0)
    expect(parseEnv({ RATE_LIMIT_PER_MINUTE: '1200' }).RATE_LIMIT_PER_MINUTE).toBe(1200)
  })

  it.each(['many', '-1', '2.5'])('refuses %s, naming the variable', (value) => {
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: value })).toThrow(ConfigError)
    expect(() => parseEnv({ RATE_LIMIT_PER_MINUTE: value })).toThrow(/RATE_LIMIT_PER_MINUTE:/)
  })
})
