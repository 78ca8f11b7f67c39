/** What the visitors' form pages (/arcade/{slug}/report, /suggest; issue 20) read from their address. */

/** `?draft=…` (a form post that came back) and `?sent=1|reply` (the thank-you after one that went in). */
export interface ReportSearch {
  draft?: string
  sent?: 'reply' | '1'
}

export function reportSearch(search: Record<string, unknown>): ReportSearch {
  const draft = typeof search.draft === 'string' && /^[\w-]{1,64}$/.test(search.draft) ? search.draft : undefined
  const sent =
    search.sent === 'reply' || search.sent === '1' || search.sent === 1
      ? (String(search.sent) as '1' | 'reply')
      : undefined
  return { ...(draft ? { draft } : {}), ...(sent ? { sent } : {}) }
}
