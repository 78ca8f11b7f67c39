import { describe, expect, it } from 'vitest'
import { ListPool } from './list-pool'

/** A small deterministic random source (the same edits on every run). */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe('ListPool', () => {
  it('holds what plain arrays hold through random pushes, deletes, clears and packs', () => {
    const next = random(7)
    const pool = new ListPool()
    const plain: number[][] = []
    for (let step = 0; step < 20_000; step++) {
      const n = Math.floor(next() * 60)
      pool.reserve(n + 1)
      const list = (plain[n] ??= [])
      const action = next()
      if (action < 0.6 || list.length === 0) {
        const value = Math.floor(next() * 1000) - 500
        pool.push(n, value)
        list.push(value)
      } else if (action < 0.95) {
        const value = list[Math.floor(next() * list.length)]!
        pool.delete(n, value)
        list.splice(list.indexOf(value), 1)
      } else if (action < 0.98) {
        pool.clear(n)
        list.length = 0
      } else pool.pack(next() < 0.5 ? 0 : 100)
    }
    expect(pool.lists).toBeGreaterThanOrEqual(60)
    plain.forEach((list, n) => {
      expect(pool.size(n)).toBe(list.length)
      expect([...pool.view(n)].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b))
    })
  })

  it('refuses to delete an entry its list does not hold', () => {
    const pool = new ListPool()
    pool.reserve(2)
    pool.push(0, 5)
    pool.push(1, 6)
    expect(() => pool.delete(0, 6)).toThrow('list 0 has no such entry')
  })
})
