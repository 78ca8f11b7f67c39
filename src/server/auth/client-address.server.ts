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
 * by the production server's fast path, which runs before any Request exists.
 */
export function addressFrom(forwardedFor: string | null | undefined, socketAddress: string): string {
  if (forwardedFor && env().TRUST_PROXY === '1') {
    const comma = forwardedFor.lastIndexOf(',')
    const last = (comma === -1 ? forwardedFor : forwardedFor.slice(comma + 1)).trim()
    if (last) return last
  }
  return socketAddress
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
