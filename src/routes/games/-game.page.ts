import type { RouterContext } from '../../router'
import { absoluteUrl, breadcrumbJsonLd, pageHead, type Crumb } from '../../lib/seo'
import type { PublicOutputs } from '../../lib/trpc'
import { withHome } from '../../lib/crumbs'
import { GAME_KIND_LABELS } from '../../shared/game-kinds'
import { gameMaker, gamePath } from '../../shared/game-labels'
import { gameFeedPath } from '../../shared/feed-paths'

/** A game's page (/games/{slug}?near=&radius=&state=): everything it knows about its address, data and head. */

/** The page's address: where its list is centred, how far it reaches, or the state it shows. */
export interface GameSearch {
  near?: string
  radius?: string
  state?: string
}

const GAME_SEARCH_KEYS = ['near', 'radius', 'state'] as const

/** The known parameters of the address, trimmed; blank ones and others are left out. */
export function readGameSearch(input: object): GameSearch {
  const out: GameSearch = {}
  for (const key of GAME_SEARCH_KEYS) {
    const value = (input as Record<string, unknown>)[key]
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') out[key] = String(value).trim()
  }
  return out
}

export const gameQuery = (trpc: RouterContext['trpc'], slug: string, search: GameSearch) =>
  trpc.public.gamePage.queryOptions({ slug, ...search })

export function gameCrumbs(game: { slug: string; title: string }): Crumb[] {
  return [
    { label: 'Games', to: '/games' },
    { label: game.title, to: gamePath(game.slug) },
  ]
}

/** "Williams, 1997 · Pinball". */
export function gameFacts(game: PublicOutputs['gamePage']['game']): string {
  return [gameMaker(game), GAME_KIND_LABELS[game.kind]].filter(Boolean).join(' · ')
}

/**
 * The feed of the game's arrivals where the page looks: within the radius of its place (the place as the address
 * names it, the radius the search used), or anywhere when it looks at no place.
 */
export function gameFeed({ game, found }: PublicOutputs['gamePage'], search: GameSearch) {
  return found.origin && search.near
    ? {
        title: `${game.title} within ${found.origin.radius_miles} miles of ${found.origin.label}`,
        path: gameFeedPath(game.slug, search.near, found.origin.radius_miles),
      }
    : { title: `${game.title} at arcades anywhere`, path: gameFeedPath(game.slug) }
}

/**
 * The head: the plain game page is the one indexed address; a place or state in the address makes it `noindex`
 * with its own canonical address, like the search page's filtered addresses. Its ItemList names the arcades shown,
 * each by its page: nothing the listing does not say.
 */
export function gameHead(siteUrl: string, data: PublicOutputs['gamePage'], search: GameSearch) {
  const { game, found } = data
  const path = gamePath(game.slug)
  const query = new URLSearchParams(search as Record<string, string>).toString()
  return pageHead({
    siteUrl,
    path: query ? `${path}?${query}` : path,
    noindex: query !== '',
    feed: gameFeed(data, search),
    title: `Where to play ${game.title} (${game.arcade_count} arcades) | Arcade Atlas`,
    description: `${game.title} (${gameFacts(game)}): the ${game.arcade_count} arcades that have it, near you or by state, with hours, ratings and directions.`,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, withHome(gameCrumbs(game))),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `Arcades with ${game.title}`,
        numberOfItems: found.arcades.length,
        itemListElement: found.arcades.map((a, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: a.name,
          url: absoluteUrl(siteUrl, `/arcade/${a.slug}`),
        })),
      },
    ],
  })
}
