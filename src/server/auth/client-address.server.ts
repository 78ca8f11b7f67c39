import { AsyncLocalStorage } from 'node:async_hooks'
import { isIPv4, isIPv6 } from 'node:net'
import { env } from '../env.server'

/**
 * The client address used for sign-in throttling, the request rate limit and the security log
 * (docs/decisions/0005-client-address.md).
 * src/server.ts runs every request inside `withClientAddress` with the socket address srvx reports
 * (`request.ip`). `X-Forwarded-For` is trusted only when TRUST_PROXY=1 (set it behind a reverse proxy);
 * then its last hop, the one the proxy added, is used.
 */
const store = new AsyncLocalStorage<string>()

export function withClientAddress<T>(address: string, fn: () => T): T {
  return store.run(address, fn)
}

export function clientAddressOf(request: Request): string {
  return addressFrom(request.headers.get('x-forwarded-for'), store.getStore() ?? socketAddressOf(request))
}

/**
 * The client address from a request's `X-Forwarded-For` (with TRUST_PROXY=1) and its socket address; also used
 * by the production server's fast path, which runs before any Request exists. Either is normalised
 * (`normalizedAddress`), so one client has one rate-limit and sign-in bucket whichever way a proxy writes its
 * address; a forwarded value that is no IP address is ignored in favour of the socket's.
 */
export function addressFrom(forwardedFor: string | null | undefined, socketAddress: string): string {
  if (forwardedFor && env().TRUST_PROXY === '1') {
    const comma = forwardedFor.lastIndexOf(',')
    const forwarded = normalizedAddress(comma === -1 ? forwardedFor : forwardedFor.slice(comma + 1))
    if (forwarded) return forwarded
  }
  return normalizedAddress(socketAddress) ?? socketAddress
}

/** An IPv4 address in any form the WHATWG URL parser reads as one (`203.0.113.005`, `0xcb.0x0.0x71.0x5`), dotted. */
function ipv4(text: string): string | undefined {
  if (!/^[0-9a-fx.]+$/i.test(text)) return undefined
  try {
    const host = new URL(`http://${text}/`).hostname
    return isIPv4(host) ? host : undefined
  } catch {
    return undefined
  }
}

/** An IPv6 address in its one compressed lowercase form (RFC 5952), an IPv4-mapped one as its IPv4 address. */
function ipv6(text: string): string | undefined {
  const bare = text.replace(/%.*$/, '')
  if (!isIPv6(bare)) return undefined
  const host = new URL(`http://[${bare}]/`).hostname.slice(1, -1)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host)
  if (!mapped) return host
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/**
 * One spelling per client address: `203.0.113.5`, `203.0.113.5:1234`, `[203.0.113.5]`, `203.0.113.005`,
 * `0xcb.0x0.0x71.0x5` and `::ffff:203.0.113.5` are all `203.0.113.5`; `[2001:DB8::1]:443` and
 * `2001:0db8:0:0::1` are `2001:db8::1`. Undefined for anything that is no IP address.
 */
export function normalizedAddress(value: string): string | undefined {
  const text = value.trim()
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) return ipv6(bracketed[1]!) ?? ipv4(bracketed[1]!)
  const withPort = /^([^:]*):\d{1,5}$/.exec(text)
  if (withPort) return ipv4(withPort[1]!)
  return text.includes(':') ? ipv6(text) : ipv4(text)
}

export function socketAddressOf(request: Request): string {
  return (request as Request & { ip?: string }).ip ?? 'unknown'
}

/**
 * The block a client address is counted under for throttling: an IPv4 address itself (IPv4-mapped IPv6
 * included), an IPv6 address by its /64 prefix — one host usually holds a whole /64 and could otherwise rotate
 * addresses within it. Anything else (e.g. 'unknown') is returned unchanged.
 */
export function addressBlock(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!
  const [head = '', tail = ''] = bare.includes('::') ? bare.split('::') : [bare, '']
  const groups = (part: string) => (part ? part.split(':') : [])
  const headGroups = groups(head)
  // An embedded IPv4 tail (a.b.c.d) takes two groups; only the first four groups matter here.
  const tailCount = groups(tail).reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0)
  const full = [...headGroups, ...Array<string>(8 - headGroups.length - tailCount).fill('0'), ...groups(tail)]
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
