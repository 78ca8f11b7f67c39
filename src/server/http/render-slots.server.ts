/**
 * At most `slots` pieces of work at once; the rest wait their turn, first come first served. Renders interleave at
 * every await, so running more at once finishes none sooner and holds every one's memory longer.
 */
export function concurrencyLimit(slots: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running < slots) running++
    // A finishing piece hands its slot straight to the next in line (`running` stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
