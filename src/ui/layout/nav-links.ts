/** The site's main navigation, in the header and in the mobile panel. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Browse Arcades' },
  { to: '/admin', label: 'Admin' },
] as const

/** The mobile navigation panel's id, which the header's menu button controls. */
export const MOBILE_NAV_ID = 'mobile-nav'
