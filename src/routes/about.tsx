import { createFileRoute } from '@tanstack/react-router'
import { ABOUT_PAGE, infoPageHead, infoPageLoader } from '../ui/legal/info-pages'
import { AboutPage } from '../ui/legal/AboutPage'

export const Route = createFileRoute('/about')({
  loader: infoPageLoader(ABOUT_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, ABOUT_PAGE),
  component: AboutPage,
})
