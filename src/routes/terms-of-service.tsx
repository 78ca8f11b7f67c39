import { createFileRoute } from '@tanstack/react-router'
import { TERMS_PAGE, infoPageHead, infoPageLoader } from '../ui/legal/info-pages'
import { TermsPage } from '../ui/legal/TermsPage'

export const Route = createFileRoute('/terms-of-service')({
  loader: infoPageLoader(TERMS_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, TERMS_PAGE),
  component: TermsPage,
})
