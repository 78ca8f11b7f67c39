import { describe, expect, it } from 'vitest'
import { runToEnd } from './search-index.server'
import { PrefixKeys } from './suggestions.server'

const WORDS = [
  'pixel',
  'palace',
  'pinball',
  'pin',
  'arcade',
  'bar',
  'neon',
  'nights',
  'joystick',
  'junction',
  'tilt',
  'town',
  'the',
  'a',
]

/** `count` items named by a few words each, the same every run. */
function names(count: number): string[][] {
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => WORDS[Math.floor(next() * WORDS.length)]!),
  )
}

describe('PrefixKeys.sorting', () => {
  const items = names(400)
  const filled = (stepKeys?: number) => {
    const keys = new PrefixKeys(stepKeys)
    items.forEach((words, item) => keys.add(item, words))
    return keys
  }
  const prefixes = [...new Set(WORDS.flatMap((w) => [w.slice(0, 1), w.slice(0, 2), w.slice(0, 3), w]))].concat([
    'pixel pa',
    'the p',
    'zz',
  ])
  const answers = (keys: PrefixKeys) => prefixes.map((prefix) => keys.best(prefix, 8, (a, b) => a < b))

  it('sorts in steps of a few keys, merging runs, to the order one sort gives', () => {
    const stepped = filled(7)
    const steps = [...stepped.sorting()].length
    // About 1,000 keys: sliced in steps of 7, sorted in runs of 7, then merged pairwise in eight passes.
    expect(steps).toBeGreaterThan(1000 / 7)
    expect(answers(stepped)).toEqual(answers(filled()))
    expect(answers(filled())[0]!.length).toBeGreaterThan(0)
  })

  it('keeps the order as keys are added and removed after the sort', () => {
    const stepped = filled(5)
    runToEnd(stepped.sorting())
    const whole = filled()
    for (const keys of [stepped, whole]) {
      keys.add(1000, ['pinball', 'palace'])
      keys.remove(3, items[3]!)
    }
    expect(answers(stepped)).toEqual(answers(whole))
  })
})
