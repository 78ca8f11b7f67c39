/** "1 arcade", "2,367 arcades": the count with the singular or plural noun. */
export function plural(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
