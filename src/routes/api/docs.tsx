import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../../lib/trpc'
import { ApiReferencePage } from '../../ui/api/ApiReferencePage'
import { publicPageHeaders } from '../-page/page'
import { apiDocsCrumbs, apiDocsHead, apiReferenceQuery } from './-docs.page'

export const Route = createFileRoute('/api/docs')({
  loader: ({ context }) => context.queryClient.ensureQueryData(apiReferenceQuery(context.trpc)).then(() => undefined),
  head: ({ match }) => apiDocsHead(match.context.siteUrl),
  headers: publicPageHeaders,
  component: ApiDocsRoute,
})

function ApiDocsRoute() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(apiReferenceQuery(trpc))
  return <ApiReferencePage reference={data} crumbs={apiDocsCrumbs()} />
}
