import { pageHead } from '../../lib/seo'
import type { RouterContext } from '../../router'
import { reportFormPath } from '../../shared/report-fields'

/**
 * "Suggest an edit" of an arcade (/arcade/{slug}/report, issue 20): its data, with a form token of this visit, and
 * its head. Private and never cached (src/server/http/report-paths.server.ts), kept out of search indexes.
 */

export const reportFormQuery = (trpc: RouterContext['trpc'], slug: string, draft: string | undefined) =>
  trpc.public.reports.form.queryOptions({ slug, ...(draft ? { draft } : {}) })

export function reportHead(siteUrl: string, slug: string, name: string | undefined) {
  return pageHead({
    siteUrl,
    path: reportFormPath(slug),
    title: `Suggest an edit${name ? `: ${name}` : ''} | Arcade Atlas`,
    description: 'Tell us what has changed at this arcade: hours, phone, website, address, games or a closure.',
    noindex: true,
  })
}
