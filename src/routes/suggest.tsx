import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../lib/trpc'
import { suggestFormPost } from '../server/http/report-forms.server'
import { SuggestPage } from '../ui/reports/SuggestPage'
import { reportSearch } from './-page/report-forms'
import { suggestFormQuery, suggestHead } from './-suggest.page'

export const Route = createFileRoute('/suggest')({
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => ({ draft: search.draft }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(suggestFormQuery(context.trpc, deps.draft))
  },
  head: ({ match }) => suggestHead(match.context.siteUrl),
  // The plain form's post (without JavaScript): Post/Redirect/Get.
  server: { handlers: { POST: ({ request }) => suggestFormPost(request) } },
  component: SuggestRoute,
})

function SuggestRoute() {
  const { draft, sent } = Route.useSearch()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(suggestFormQuery(trpc, draft))
  return <SuggestPage key={draft} data={data} sent={sent} />
}
