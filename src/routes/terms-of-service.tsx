import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../ui/legal/TermsPage'
import { publicPageHeaders } from './-page/page'
import { usePageWidgets } from './-page/widgets'
import { TERMS_PAGE, infoPageCrumbs, infoPageHead, infoPageLoader, infoWidgets } from './-info.page'

export const Route = createFileRoute('/terms-of-service')({
  loader: infoPageLoader(TERMS_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, TERMS_PAGE),
  headers: publicPageHeaders,
  component: TermsRoute,
})

function TermsRoute() {
  return (
    <TermsPage
      page={TERMS_PAGE}
      crumbs={infoPageCrumbs(TERMS_PAGE)}
      widgets={usePageWidgets(infoWidgets(TERMS_PAGE.path))}
      lastUpdated={Route.useLoaderData().lastUpdated}
    />
  )
}
