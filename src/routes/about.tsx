import { createFileRoute } from '@tanstack/react-router'
import { infoPageHead } from '../ui/legal/LegalPage'
import { ABOUT_PAGE, AboutPage } from '../ui/legal/AboutPage'

export const Route = createFileRoute('/about')({
  head: ({ match }) => infoPageHead(match.context.siteUrl, ABOUT_PAGE),
  component: AboutPage,
})
