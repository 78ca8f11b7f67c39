/** The current time in epoch ms. Tests replace it with `setClock` to move time without waiting. */
let clock: () => number = () => Date.now()

export function now(): number {
  return clock()
}

/** Overrides the clock (tests only); call with no argument to restore the real one. */
export function setClock(fn?: () => number): void {
  clock = fn ?? (() => Date.now())
}
