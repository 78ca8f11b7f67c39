import { addressBlock } from './client-address.server'
import { now } from './clock.server'

/**
 * Sign-in throttling (OWASP ASVS V2.2.1, docs/decisions/0015-abuse-limits.md). Three counters, none of which
 * a stranger can use to keep the administrator out:
 *
 * - per (username, client address) pair: 5 free failures, then exponential back-off (1, 2, 4 … minutes, at most
 *   an hour between attempts); this is the counter a guesser at one address meets;
 * - per client address (an IPv6 address by its /64), whatever the username: 20 free failures, then the same
 *   back-off, so one address cannot spread guesses over many usernames;
 * - per username from every address: a ceiling of 200 failures an hour, far above the ~11 an hour one address
 *   can reach, against guessing spread over many addresses. Addresses from which that username signed in
 *   successfully in the last 30 days pass the ceiling, so even a large botnet cannot keep the administrator
 *   out of a browser they used before.
 *
 * A success clears its pair and forgives its own attempt. In memory: one process serves the site, and a restart
 * clearing the counters is acceptable.
 */
const PAIR_FREE_FAILURES = 5
const ADDRESS_FREE_FAILURES = 20
const FIRST_DELAY_MS = 60_000
const MAX_DELAY_MS = 60 * 60_000
/** A counter with no failure for this long starts again from zero. */
const FORGET_AFTER_MS = 24 * 60 * 60_000
const USERNAME_CEILING = 200
const USERNAME_WINDOW_MS = 60 * 60_000
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000
/** Past this many entries in a map, entries that no longer hold anything back are dropped. */
const PRUNE_ABOVE = 10_000

interface BackOff {
  failures: number
  last: number
}

const pairs = new Map<string, BackOff>()
const addresses = new Map<string, BackOff>()
const usernameFailures = new Map<string, number[]>()
const knownAddresses = new Map<string, number>()

export type ThrottleScope = 'pair' | 'address' | 'username'

type Attempt = { allowed: false; retryAfter: number; scope: ThrottleScope } | { allowed: true; succeeded: () => void }

/** When a counter with `failures` failures, the last at `last`, allows the next attempt. */
function nextAllowedAt(entry: BackOff | undefined, free: number): number {
  if (!entry || entry.failures < free) return 0
  const delay = Math.min(FIRST_DELAY_MS * 2 ** (entry.failures - free), MAX_DELAY_MS)
  return entry.last + delay
}

function current(map: Map<string, BackOff>, key: string, t: number): BackOff | undefined {
  const entry = map.get(key)
  if (entry && t - entry.last > FORGET_AFTER_MS) {
    map.delete(key)
    return undefined
  }
  return entry
}

function recentUsernameFailures(username: string, t: number): number[] {
  const list = (usernameFailures.get(username) ?? []).filter((at) => at > t - USERNAME_WINDOW_MS)
  if (list.length) usernameFailures.set(username, list)
  else usernameFailures.delete(username)
  return list
}

function prune(t: number): void {
  for (const map of [pairs, addresses]) {
    if (map.size > PRUNE_ABOVE) for (const [key, e] of map) if (t - e.last > FORGET_AFTER_MS) map.delete(key)
  }
  if (usernameFailures.size > PRUNE_ABOVE)
    for (const name of [...usernameFailures.keys()]) recentUsernameFailures(name, t)
  if (knownAddresses.size > PRUNE_ABOVE) {
    for (const [key, at] of knownAddresses) if (t - at > KNOWN_ADDRESS_MS) knownAddresses.delete(key)
  }
}

function addFailure(map: Map<string, BackOff>, key: string, t: number): void {
  const entry = current(map, key, t)
  map.set(key, { failures: (entry?.failures ?? 0) + 1, last: t })
}

function takeBack(map: Map<string, BackOff>, key: string): void {
  const entry = map.get(key)
  if (!entry) return
  if (entry.failures <= 1) map.delete(key)
  else entry.failures--
}

/**
 * Starts a sign-in attempt. An allowed attempt counts as a failure from the start, so attempts sent in
 * parallel cannot all pass the check while their passwords are still being hashed; `succeeded()` takes it back,
 * clears the pair's counter and remembers the address as one this username signs in from.
 */
export function beginAttempt(username: string, address: string): Attempt {
  const t = now()
  prune(t)
  const user = username.toLowerCase()
  const block = addressBlock(address)
  const pairKey = `${user}\n${block}`
  const waits: [ThrottleScope, number][] = [
    ['pair', nextAllowedAt(current(pairs, pairKey, t), PAIR_FREE_FAILURES)],
    ['address', nextAllowedAt(current(addresses, block, t), ADDRESS_FREE_FAILURES)],
  ]
  const recent = recentUsernameFailures(user, t)
  const known = t - (knownAddresses.get(pairKey) ?? -Infinity) < KNOWN_ADDRESS_MS
  if (recent.length >= USERNAME_CEILING && !known) {
    waits.push(['username', recent[recent.length - USERNAME_CEILING]! + USERNAME_WINDOW_MS])
  }
  const [scope, until] = waits.reduce((a, b) => (b[1] > a[1] ? b : a))
  if (until > t) return { allowed: false, retryAfter: Math.ceil((until - t) / 1000), scope }

  addFailure(pairs, pairKey, t)
  addFailure(addresses, block, t)
  usernameFailures.set(user, [...recent, t])
  return {
    allowed: true,
    succeeded: () => {
      pairs.delete(pairKey)
      takeBack(addresses, block)
      const list = usernameFailures.get(user) ?? []
      const i = list.indexOf(t)
      if (i >= 0) list.splice(i, 1)
      knownAddresses.set(pairKey, now())
    },
  }
}

export function resetThrottle(): void {
  pairs.clear()
  addresses.clear()
  usernameFailures.clear()
  knownAddresses.clear()
}
