import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../../lib/seo'
import { useTRPC, type PublicOutputs } from '../../lib/trpc'
import { reportFormPost } from '../../server/http/report-forms.server'
import { MessagePage } from '../../ui/layout/MessagePage'
import { NOT_FOUND } from '../../ui/layout/not-found'
import { ReportPage } from '../../ui/reports/ReportPage'
import { loadedData, orNotFound } from '../-page/page'
import { reportSearch } from '../-page/report-forms'
import { reportFormQuery, reportHead } from './-report.page'

const ARCADE_NOT_FOUND = <MessagePage {...NOT_FOUND.arcade} />

export const Route = createFileRoute('/arcade/$slug_/report')({
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => ({ draft: search.draft }),
  loader: async ({ context, params, deps }) => {
    await orNotFound(context.queryClient.ensureQueryData(reportFormQuery(context.trpc, params.slug, deps.draft)))
  },
  head: ({ match, params }) => {
    const data = loadedData<PublicOutputs['reports']['form']>(
      match.context,
      reportFormQuery(match.context.trpc, params.slug, match.search.draft),
    )
    return data ? reportHead(match.context.siteUrl, params.slug, data.arcade.name) : notFoundHead(NOT_FOUND.arcade)
  },
  // The plain form's post (without JavaScript): Post/Redirect/Get.
  server: { handlers: { POST: ({ request, params }) => reportFormPost(request, params.slug) } },
  component: ReportRoute,
  notFoundComponent: () => ARCADE_NOT_FOUND,
  errorComponent: () => ARCADE_NOT_FOUND,
})

function ReportRoute() {
  const { slug } = Route.useParams()
  const { draft, sent } = Route.useSearch()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(reportFormQuery(trpc, slug, draft))
  return <ReportPage key={draft} data={data} sent={sent} />
}
