import { createFileRoute } from '@tanstack/react-router'
import { infoPageHead, lastUpdatedToday } from '../ui/legal/LegalPage'
import { TERMS_PAGE, TermsPage } from '../ui/legal/TermsPage'

export const Route = createFileRoute('/terms-of-service')({
  loader: lastUpdatedToday,
  head: ({ match }) => infoPageHead(match.context.siteUrl, TERMS_PAGE),
  component: TermsPage,
})
