import { pageHead } from '../lib/seo'
import type { RouterContext } from '../router'
import { SUGGEST_PATH } from '../shared/report-fields'

/**
 * "Suggest an arcade" (/suggest, issue 20): its data, with a form token of this visit, and its head. Private and
 * never cached (src/server/http/report-paths.server.ts), kept out of search indexes.
 */

export const suggestFormQuery = (trpc: RouterContext['trpc'], draft: string | undefined) =>
  trpc.public.suggestions.form.queryOptions(draft ? { draft } : {})

export function suggestHead(siteUrl: string) {
  return pageHead({
    siteUrl,
    path: SUGGEST_PATH,
    title: 'Suggest an arcade | Arcade Atlas',
    description: 'Know an arcade we do not list? Tell us its name and address, and an administrator will add it.',
    noindex: true,
  })
}
