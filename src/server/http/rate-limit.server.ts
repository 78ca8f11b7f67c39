import { addressBlock } from '../auth/client-address.server'
import { securityEvent } from '../log.server'

/**
 * The per-client request rate limit (docs/decisions/0015-abuse-limits.md, "Request rate limit"): a token
 * bucket per client address (an IPv6 address by its /64) that holds a minute's worth of requests and refills at
 * RATE_LIMIT_PER_MINUTE per minute. A person reading pages never meets it; a script asking for hundreds of pages a
 * second is slowed to that rate. It costs one map lookup per request, before the render cache.
 */
interface Bucket {
  tokens: number
  at: number
  /** Whether the last request was refused: a refusal is logged once when it starts, not for every request. */
  refusing: boolean
}

const buckets = new Map<string, Bucket>()
/** Past this many clients, those whose buckets have filled up again are forgotten (a full bucket is a new one). */
const PRUNE_ABOVE = 50_000

function prune(t: number, perMs: number, capacity: number): void {
  for (const [key, b] of buckets) if (b.tokens + (t - b.at) * perMs >= capacity) buckets.delete(key)
}

/**
 * Takes one request from `address`'s bucket. Returns 0 when the request may proceed, otherwise the seconds until
 * the bucket holds a request again (the `Retry-After`). `perMinute` 0 turns the limit off.
 */
export function takeRequest(address: string, perMinute: number, t: number = Date.now()): number {
  if (perMinute === 0) return 0
  const key = addressBlock(address)
  const perMs = perMinute / 60_000
  let bucket = buckets.get(key)
  if (!bucket) {
    if (buckets.size >= PRUNE_ABOVE) prune(t, perMs, perMinute)
    bucket = { tokens: perMinute, at: t, refusing: false }
    buckets.set(key, bucket)
  } else {
    bucket.tokens = Math.min(perMinute, bucket.tokens + (t - bucket.at) * perMs)
    bucket.at = t
  }
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1
    bucket.refusing = false
    return 0
  }
  if (!bucket.refusing) {
    bucket.refusing = true
    securityEvent('rate-limit.refused', { address, perMinute })
  }
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000))
}

export function resetRateLimit(): void {
  buckets.clear()
}
