import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../ui/legal/PrivacyPage'
import { publicPageHeaders } from './-page/page'
import { usePageWidgets } from './-page/widgets'
import { PRIVACY_PAGE, infoPageCrumbs, infoPageHead, infoPageLoader, infoWidgets } from './-info.page'

export const Route = createFileRoute('/privacy-policy')({
  loader: infoPageLoader(PRIVACY_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, PRIVACY_PAGE),
  headers: publicPageHeaders,
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return (
    <PrivacyPage
      page={PRIVACY_PAGE}
      crumbs={infoPageCrumbs(PRIVACY_PAGE)}
      widgets={usePageWidgets(infoWidgets(PRIVACY_PAGE.path))}
      lastUpdated={Route.useLoaderData().lastUpdated}
    />
  )
}
