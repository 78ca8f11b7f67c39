import { afterEach, describe, expect, it } from 'vitest'
import { addressBlock } from './client-address.server'
import { beginAttempt, resetThrottle } from './throttle.server'

afterEach(() => resetThrottle())

/** Fails one sign-in per address, each for its own username, so only the address counter can fill up. */
function failFrom(addresses: string[]) {
  addresses.forEach((address, i) => {
    const attempt = beginAttempt(`user-${i}-${address}`, address)
    expect(attempt.allowed).toBe(true)
  })
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

describe('sign-in throttling by client address', () => {
  it('five failures from five addresses of one IPv6 /64 refuse the next attempt from that /64', () => {
    failFrom(['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1::3', '2001:db8:1:1:aaaa::4', '2001:db8:1:1::5'])
    const refused = beginAttempt('someone-else', '2001:db8:1:1:ffff:ffff:ffff:ffff')
    expect(refused).toMatchObject({ allowed: false })
    expect(beginAttempt('someone-else', '2001:db8:1:2::1')).toMatchObject({ allowed: true })
  })

  it('five failures from five IPv4 addresses refuse none of them', () => {
    failFrom(['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'])
    expect(beginAttempt('someone-else', '198.51.100.6')).toMatchObject({ allowed: true })
  })

  it('five failures for one username refuse that username from any other address', () => {
    for (let i = 1; i <= 5; i++) expect(beginAttempt('Admin', `192.0.2.${i}`).allowed).toBe(true)
    expect(beginAttempt('admin', '192.0.2.200')).toMatchObject({ allowed: false })
  })
})
