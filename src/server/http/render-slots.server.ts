import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * At most `slots` pieces of work at once; the rest wait their turn, first come first served. Renders interleave at
 * every await, so running more at once finishes none sooner and holds every one's memory longer.
 *
 * Each piece starts in a later turn of the event loop than the one that let it in. A render's awaits mostly resolve
 * at once, so a piece handed its slot in the same turn would follow the last one without the event loop ever
 * reading a socket: a crawler's queue of renders then ran as one long task, and a request the cache answers in
 * microseconds waited half a second behind it (issue 18).
 */
export function concurrencyLimit(slots: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running < slots) running++
    // A finishing piece hands its slot straight to the next in line (`running` stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      await nextTurn()
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
