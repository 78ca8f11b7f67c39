import { z } from 'zod'

// Parse without compiling validators through `new Function`: the pages' script policy refuses eval
// (docs/decisions/0020-strict-csp.md), and zod's probe for it would be reported as a violation.
z.config({ jitless: true })

export { z }

/**
 * A UTF-16 surrogate standing alone (`"\ud800"`, which JSON can carry), not half of a pair: text no encoder takes
 * (`encodeURIComponent` throws, UTF-8 cannot hold it). With the `u` flag a pair reads as one code point, so only
 * lone halves match.
 */
const LONE_SURROGATE = /\p{Cs}/u

export const ILL_FORMED_TEXT_MESSAGE = 'must be well-formed text (a lone UTF-16 surrogate is not a character)'

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/**
 * Where in an input (any JSON value) the first string or object key that is not well-formed text sits, or
 * undefined when there is none. Every procedure's input is checked with it before its own schema
 * (src/server/trpc/init.ts), so no string input of any procedure can carry a lone surrogate. Walked with a stack,
 * not recursion: an input may nest as deep as the body limit allows.
 */
export function illFormedTextPath(input: unknown): PropertyKey[] | undefined {
  const pending: [unknown, PropertyKey[]][] = [[input, []]]
  while (pending.length > 0) {
    const [value, path] = pending.pop()!
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return path
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], [...path, i]])
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!
        if (!isWellFormedText(key)) return [...path, key]
        pending.push([item, [...path, key]])
      }
    }
  }
  return undefined
}
