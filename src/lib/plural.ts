/** "1,234": a count as the site writes numbers. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** "1 arcade", "2,367 arcades": the count with the singular or plural noun. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}
