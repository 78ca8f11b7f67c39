import { addressBlock } from './client-address.server'
import { now } from './clock.server'

/**
 * DECISIONS.md: at most 5 failed sign-ins per username and per client address within 15 minutes (an IPv6
 * address counts by its /64). The per-username limit means anyone can lock an account for 15 minutes at a time;
 * docs/decisions/0005-client-address.md weighs that against password guessing spread over many addresses.
 */
const MAX_FAILURES = 5
const WINDOW_MS = 15 * 60_000

// In memory: one server process serves the site; a restart clearing the counters is acceptable.
const failures = new Map<string, number[]>()

function recent(key: string, t: number): number[] {
  const list = (failures.get(key) ?? []).filter((at) => at > t - WINDOW_MS)
  if (list.length) failures.set(key, list)
  else failures.delete(key)
  return list
}

function keys(username: string, address: string): string[] {
  return [`u:${username.toLowerCase()}`, `a:${addressBlock(address)}`]
}

/** Seconds until another attempt is allowed, or 0 when the attempt may proceed. */
function retryAfterSeconds(username: string, address: string, t: number): number {
  let wait = 0
  for (const key of keys(username, address)) {
    const list = recent(key, t)
    if (list.length >= MAX_FAILURES) {
      const oldest = list[list.length - MAX_FAILURES]!
      wait = Math.max(wait, Math.ceil((oldest + WINDOW_MS - t) / 1000))
    }
  }
  return wait
}

type Attempt = { allowed: false; retryAfter: number } | { allowed: true; succeeded: () => void }

/**
 * Starts a sign-in attempt. An allowed attempt counts as a failure from the start, so attempts sent in
 * parallel cannot all pass the check while their passwords are still being hashed; `succeeded()` takes
 * it back and clears the username's counter (the address keeps its other failures).
 */
export function beginAttempt(username: string, address: string): Attempt {
  const t = now()
  const retryAfter = retryAfterSeconds(username, address, t)
  if (retryAfter > 0) return { allowed: false, retryAfter }
  for (const key of keys(username, address)) failures.set(key, [...recent(key, t), t])
  return {
    allowed: true,
    succeeded: () => {
      const [userKey, addressKey] = keys(username, address)
      failures.delete(userKey!)
      const list = failures.get(addressKey!) ?? []
      const i = list.indexOf(t)
      if (i >= 0) list.splice(i, 1)
      if (list.length === 0) failures.delete(addressKey!)
    },
  }
}

export function resetThrottle(): void {
  failures.clear()
}
