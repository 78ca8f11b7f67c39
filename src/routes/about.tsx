import { createFileRoute } from '@tanstack/react-router'
import { infoPageHead, infoPageLoader } from '../ui/legal/LegalPage'
import { ABOUT_PAGE, AboutPage } from '../ui/legal/AboutPage'

export const Route = createFileRoute('/about')({
  loader: infoPageLoader(ABOUT_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, ABOUT_PAGE),
  component: AboutPage,
})
