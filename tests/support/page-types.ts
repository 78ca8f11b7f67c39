/**
 * One address of every public page type, the not-found pages included, with `detail` as the arcade page's
 * address and `closed` those of a temporarily and a permanently closed arcade. The browser specs
 * (tests/e2e/support/pages.ts) and the HTML validity test visit each.
 */
export const publicPageTypes = (
  detail: string,
  closed: { temporarily: string; permanently: string },
): [type: string, path: string][] => [
  ['home', '/'],
  ['state', '/arcades/texas'],
  ['city', '/arcades/texas/houston'],
  ['detail', detail],
  ['temporarily closed detail', closed.temporarily],
  ['permanently closed detail', closed.permanently],
  ['report', `${detail}/report`],
  ['suggest', '/suggest'],
  ['search', '/search?q=austin'],
  ['search without results', '/search?q=zzzqqxnothing'],
  ['search near a place', '/search?near=78701&radius=10&sort=rating'],
  ['search past the last page', '/search?q=austin&offset=9000'],
  ['game', '/games/medieval-madness'],
  ['game near a place', '/games/medieval-madness?near=78701&radius=100'],
  ['game not found', '/games/no-such-game'],
  ['games', '/games'],
  ['about', '/about'],
  ['API reference', '/api/docs'],
  ['privacy', '/privacy-policy'],
  ['terms', '/terms-of-service'],
  ['not found', '/nope'],
  ['simple not found', '/404'],
]
