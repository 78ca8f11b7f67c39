import { now } from './clock.server'

/** DECISIONS.md: at most 5 failed sign-ins per username and per client address within 15 minutes. */
export const MAX_FAILURES = 5
export const WINDOW_MS = 15 * 60_000

// In memory: one server process serves the site; a restart clearing the counters is acceptable.
const failures = new Map<string, number[]>()

function recent(key: string, t: number): number[] {
  const list = (failures.get(key) ?? []).filter((at) => at > t - WINDOW_MS)
  if (list.length) failures.set(key, list)
  else failures.delete(key)
  return list
}

function keys(username: string, address: string): string[] {
  return [`u:${username.toLowerCase()}`, `a:${address}`]
}

/** Seconds until another attempt is allowed, or 0 when the attempt may proceed. */
export function retryAfterSeconds(username: string, address: string): number {
  const t = now()
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

export function recordFailure(username: string, address: string): void {
  const t = now()
  for (const key of keys(username, address)) failures.set(key, [...recent(key, t), t])
}

/** A successful sign-in clears the username's counter (the address keeps its failures). */
export function recordSuccess(username: string): void {
  failures.delete(`u:${username.toLowerCase()}`)
}

export function resetThrottle(): void {
  failures.clear()
}
