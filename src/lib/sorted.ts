/** The first index in the sorted `list` whose item is not below `item`. */
export function lowerBound<T extends string | number>(list: ArrayLike<T>, item: T, end = list.length): number {
  let lo = 0
  let hi = end
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid]! < item) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The first index in `0 … end` whose item `before(index)` is false for (the items are sorted by that test). */
export function firstNot(before: (index: number) => boolean, end: number): number {
  let lo = 0
  let hi = end
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (before(mid)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A UTF-16 code unit's place in code point order: surrogates (code points above U+FFFF) sort after U+FFFF. */
const inCodePointOrder = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit)

/** ASCII upper-case letters as lower-case, as SQLite's NOCASE collation folds them (and nothing else). */
const foldAscii = (unit: number) => (unit >= 65 && unit <= 90 ? unit + 32 : unit)

/**
 * SQLite's order of two texts: BINARY compares UTF-8 bytes, which is code point order (not JavaScript's UTF-16
 * order); NOCASE does the same after folding ASCII letters. Negative, zero or positive, as for `Array.sort`.
 */
export function compareLikeSqlite(a: string, b: string, collation: 'binary' | 'nocase' = 'binary'): number {
  if (a === b) return 0
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i)
    let y = b.charCodeAt(i)
    if (collation === 'nocase') {
      x = foldAscii(x)
      y = foldAscii(y)
    }
    if (x !== y) return inCodePointOrder(x) - inCodePointOrder(y)
  }
  return a.length - b.length
}
