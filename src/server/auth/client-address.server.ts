import { AsyncLocalStorage } from 'node:async_hooks'
import { env } from '../env.server'

/**
 * The client address used for login throttling (docs/decisions/0005-client-address.md).
 * src/server.ts runs every request inside `withClientAddress` with the socket address srvx reports
 * (`request.ip`). `X-Forwarded-For` is trusted only when TRUST_PROXY=1 (set it behind a reverse proxy);
 * then its last hop, the one the proxy added, is used.
 */
const store = new AsyncLocalStorage<string>()

export function withClientAddress<T>(address: string, fn: () => T): T {
  return store.run(address, fn)
}

export function clientAddressOf(request: Request): string {
  if (env().TRUST_PROXY === '1') {
    const hops = request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean)
    const last = hops?.at(-1)
    if (last) return last
  }
  return store.getStore() ?? (request as Request & { ip?: string }).ip ?? 'unknown'
}

export function socketAddressOf(request: Request): string {
  return (request as Request & { ip?: string }).ip ?? 'unknown'
}
