/**
 * The site's main navigation, in the header and in the mobile panel. Links preload their page on hover (the
 * router's `intent`), except Admin: its guard would ask the server for a session every visitor lacks, and each
 * hover would log a 401 in the console of a public page. It loads when clicked.
 */
export const NAV_LINKS: readonly { to: '/' | '/search' | '/games' | '/admin'; label: string; preload?: false }[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Browse Arcades' },
  { to: '/games', label: 'Games' },
  { to: '/admin', label: 'Admin', preload: false },
]

/** The mobile navigation panel's id, which the header's menu button controls. */
export const MOBILE_NAV_ID = 'mobile-nav'
