import { afterEach, describe, expect, it } from 'vitest'
import { setClock } from './clock.server'
import { addressBlock } from './client-address.server'
import { beginAttempt, resetThrottle } from './throttle.server'

let t = Date.UTC(2026, 5, 1)
setClock(() => t)
afterEach(() => resetThrottle())

/** Fails `n` sign-ins of `username` from `address`, each of them allowed. */
function fail(username: string, address: string, n = 1) {
  for (let i = 0; i < n; i++) expect(beginAttempt(username, address).allowed, `failure ${i + 1}`).toBe(true)
}

function succeed(username: string, address: string) {
  const attempt = beginAttempt(username, address)
  if (!attempt.allowed) throw new Error(`refused for ${attempt.retryAfter} s`)
  attempt.succeeded()
}

describe('client address blocks', () => {
  it('keeps IPv4 addresses whole and counts IPv6 addresses by their /64', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressBlock('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64')
    expect(addressBlock('2001:0db8:000a:000b::99')).toBe('2001:db8:a:b::/64')
    expect(addressBlock('[2001:db8::1]')).toBe('2001:db8:0:0::/64')
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressBlock('::1')).toBe('0:0:0:0::/64')
    expect(addressBlock('unknown')).toBe('unknown')
  })
})

describe('sign-in throttling per (username, address)', () => {
  it('five failures from one address make that address wait; the same username from another address is not held up', () => {
    fail('admin', '192.0.2.1', 5)
    expect(beginAttempt('admin', '192.0.2.1')).toEqual({ allowed: false, retryAfter: 60, scope: 'pair' })
    expect(beginAttempt('Admin', '192.0.2.2')).toMatchObject({ allowed: true })
  })

  it('backs off exponentially: 1, 2, 4, 8 … minutes after each further failure, at most an hour', () => {
    fail('admin', '192.0.2.3', 5)
    const waits: number[] = []
    for (let i = 0; i < 9; i++) {
      const refused = beginAttempt('admin', '192.0.2.3')
      if (refused.allowed) throw new Error('expected a refusal')
      waits.push(refused.retryAfter / 60)
      t += refused.retryAfter * 1000
      fail('admin', '192.0.2.3')
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it('a success clears the back-off of its pair', () => {
    fail('admin', '192.0.2.4', 4)
    succeed('admin', '192.0.2.4')
    fail('admin', '192.0.2.4', 5)
    expect(beginAttempt('admin', '192.0.2.4')).toMatchObject({ allowed: false, scope: 'pair' })
  })

  it('a day without failures starts the pair again from zero', () => {
    fail('admin', '192.0.2.5', 5)
    t += 60_000
    fail('admin', '192.0.2.5')
    t += 24 * 60 * 60_000 + 1
    fail('admin', '192.0.2.5', 5)
  })

  it('attempts count from their start: six sent at once, the sixth is refused', () => {
    const attempts = Array.from({ length: 6 }, () => beginAttempt('admin', '192.0.2.6'))
    expect(attempts.map((a) => a.allowed)).toEqual([true, true, true, true, true, false])
  })
})

describe('sign-in throttling per address', () => {
  it('twenty failures over many usernames make the address wait, for every username', () => {
    for (let i = 0; i < 20; i++) fail(`user-${i}`, '198.51.100.1')
    expect(beginAttempt('admin', '198.51.100.1')).toMatchObject({ allowed: false, scope: 'address' })
    expect(beginAttempt('admin', '198.51.100.2')).toMatchObject({ allowed: true })
  })

  it('counts an IPv6 address by its /64', () => {
    for (let i = 0; i < 20; i++) fail(`user-${i}`, `2001:db8:1:1::${i + 1}`)
    expect(beginAttempt('someone', '2001:db8:1:1:ffff::1')).toMatchObject({ allowed: false, scope: 'address' })
    expect(beginAttempt('someone', '2001:db8:1:2::1')).toMatchObject({ allowed: true })
  })
})

describe('the per-username ceiling', () => {
  it('one address guessing as fast as it is allowed stays far below the ceiling', () => {
    let tried = 0
    const end = t + 60 * 60_000
    while (t < end) {
      const attempt = beginAttempt('admin', '203.0.113.9')
      if (attempt.allowed) tried++
      t += attempt.allowed ? 1000 : attempt.retryAfter * 1000
    }
    expect(tried).toBeLessThanOrEqual(12)
    expect(beginAttempt('admin', '203.0.113.10')).toMatchObject({ allowed: true })
  })

  it('200 failures from many addresses within an hour refuse new addresses, not ones the administrator used', () => {
    succeed('admin', '203.0.113.250')
    for (let i = 0; i < 200; i++) fail('admin', `10.${Math.floor(i / 250)}.${i % 250}.1`)
    expect(beginAttempt('admin', '203.0.113.251')).toMatchObject({ allowed: false, scope: 'username' })
    expect(beginAttempt('admin', '203.0.113.250')).toMatchObject({ allowed: true })
    t += 60 * 60_000
    expect(beginAttempt('admin', '203.0.113.251')).toMatchObject({ allowed: true })
  })
})
