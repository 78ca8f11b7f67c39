import { createFileRoute } from '@tanstack/react-router'
import { PRIVACY_PAGE, infoPageHead, infoPageLoader } from '../ui/legal/info-pages'
import { PrivacyPage } from '../ui/legal/PrivacyPage'

export const Route = createFileRoute('/privacy-policy')({
  loader: infoPageLoader(PRIVACY_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, PRIVACY_PAGE),
  component: PrivacyPage,
})
