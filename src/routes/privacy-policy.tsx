import { createFileRoute } from '@tanstack/react-router'
import { infoPageHead, lastUpdatedToday } from '../ui/legal/LegalPage'
import { PRIVACY_PAGE, PrivacyPage } from '../ui/legal/PrivacyPage'

export const Route = createFileRoute('/privacy-policy')({
  loader: lastUpdatedToday,
  head: ({ match }) => infoPageHead(match.context.siteUrl, PRIVACY_PAGE),
  component: PrivacyPage,
})
