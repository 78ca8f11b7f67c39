/** The "1,800+" style claim, computed from the live count (DECISIONS.md: counts are live). */
export function copyClaim(count: number): string {
  if (count < 100) return count.toLocaleString('en-US')
  return `${(Math.floor(count / 100) * 100).toLocaleString('en-US')}+`
}
