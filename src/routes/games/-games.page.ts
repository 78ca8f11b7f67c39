import { withHome } from '../../lib/crumbs'
import { breadcrumbJsonLd, pageHead, type Crumb } from '../../lib/seo'
import type { RouterContext } from '../../router'
import { SITE_NAME } from '../../shared/constants'
import type { PageWidgetTarget } from '../-page/widgets'

/** The games catalogue (/games): everything it knows about its data, widgets and head. */

export const GAMES_PATH = '/games'

export const gamesQuery = (trpc: RouterContext['trpc']) => trpc.public.gamesPage.queryOptions()

export const gamesWidgets = (): PageWidgetTarget => ({ path: GAMES_PATH, tags: ['games'] })

export const gamesCrumbs = (): Crumb[] => [{ label: 'Games', to: GAMES_PATH }]

export function gamesHead(siteUrl: string) {
  return pageHead({
    siteUrl,
    path: GAMES_PATH,
    title: `Arcade Games, Pinball and VR: Where to Play | ${SITE_NAME}`,
    description:
      'Every game in the directory, from Pac-Man and Street Fighter to Medieval Madness pinball, Dance Dance Revolution and VR attractions, with how many arcades have each one.',
    jsonLd: [breadcrumbJsonLd(siteUrl, withHome(gamesCrumbs()))],
  })
}
