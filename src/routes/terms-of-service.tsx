import { createFileRoute } from '@tanstack/react-router'
import { infoPageHead, infoPageLoader } from '../ui/legal/LegalPage'
import { TERMS_PAGE, TermsPage } from '../ui/legal/TermsPage'

export const Route = createFileRoute('/terms-of-service')({
  loader: infoPageLoader(TERMS_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, TERMS_PAGE),
  component: TermsPage,
})
