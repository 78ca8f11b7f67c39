import { createFileRoute } from '@tanstack/react-router'
import { infoPageHead, infoPageLoader } from '../ui/legal/LegalPage'
import { PRIVACY_PAGE, PrivacyPage } from '../ui/legal/PrivacyPage'

export const Route = createFileRoute('/privacy-policy')({
  loader: infoPageLoader(PRIVACY_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, PRIVACY_PAGE),
  component: PrivacyPage,
})
