import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../ui/legal/AboutPage'
import { publicPageHeaders } from './-page/page'
import { usePageWidgets } from './-page/widgets'
import { ABOUT_PAGE, infoPageCrumbs, infoPageHead, infoPageLoader, infoWidgets } from './-info.page'

export const Route = createFileRoute('/about')({
  loader: infoPageLoader(ABOUT_PAGE.path),
  head: ({ match }) => infoPageHead(match.context.siteUrl, ABOUT_PAGE),
  headers: publicPageHeaders,
  component: AboutRoute,
})

function AboutRoute() {
  return (
    <AboutPage
      page={ABOUT_PAGE}
      crumbs={infoPageCrumbs(ABOUT_PAGE)}
      widgets={usePageWidgets(infoWidgets(ABOUT_PAGE.path))}
    />
  )
}
