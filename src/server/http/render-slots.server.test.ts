import { describe, expect, it } from 'vitest'
import { concurrencyLimit } from './render-slots.server'

describe('concurrencyLimit', () => {
  it('runs at most its number of pieces at once, the rest in the order they came, failures included', async () => {
    const limited = concurrencyLimit(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const releases: (() => void)[] = []
    const pieces = [0, 1, 2, 3, 4].map((i) =>
      limited(async () => {
        started.push(i)
        most = Math.max(most, ++running)
        await new Promise<void>((resolve) => releases.push(resolve))
        running--
        if (i === 1) throw new Error('render failed')
        return i
      }),
    )
    // Settled as they end, so the failing piece's rejection is handled when it happens.
    const settled = Promise.allSettled(pieces)
    for (let released = 0; released < 5; released++) {
      while (releases.length <= released) await new Promise((r) => setImmediate(r))
      releases[released]!()
    }
    const results = await settled
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'])
  })

  it('lets the event loop read and answer other requests between pieces', async () => {
    const limited = concurrencyLimit(1)
    const order: string[] = []
    // Pieces whose awaits all resolve at once, as a render's do.
    const pieces = [0, 1, 2].map((i) => limited(async () => void order.push(`piece ${i}`)))
    // A request arriving meanwhile is handled in the event loop's next turn, as an incoming socket would be.
    setImmediate(() => order.push('request'))
    await Promise.all(pieces)
    expect(order).toEqual(['piece 0', 'request', 'piece 1', 'piece 2'])
  })
})
