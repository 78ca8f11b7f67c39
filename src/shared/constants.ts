/** Business constants of SPEC §9, named once and used everywhere. */
export const SEARCH_PAGE_SIZE = 20
export const SEARCH_LIMIT_MAX = 2000
export const ADMIN_PAGE_SIZE = 50
export const ADMIN_SEARCH_DEBOUNCE_MS = 500
export const AUTH_CHECK_CACHE_MS = 5 * 60 * 1000
export const WIDGET_CACHE_MS = 300_000
export const SKELETON_CARDS = 6
export const WIDGET_ADMIN_PLACEHOLDERS = 3
export const STATE_STRUCTURED_DATA_ITEMS = 10
export const OTHER_STATES_LISTED = 8
export const OTHER_STATES_SHOWN = 6
export const COORDINATE_DECIMALS = 6
export const STAR_COUNT = 5
export const RATING_FILTER_OPTIONS = [4, 4.5, 5] as const
/** SPEC's 'Video arcade', in the stored form of a type (lowercase words). */
export const DEFAULT_ARCADE_TYPE = 'video arcade'
export const DEFAULT_HOURS = 'Hours not available'
export const DEFAULT_PRICE_RANGE = '$$'
export const WIDGET_NAME_MAX = 255
export const WIDGET_TARGET_VALUE_MAX = 500
export const WIDGET_CODE_PREVIEW_CHARS = 200
export const WIDGET_LINK_PREVIEW_CHARS = 60
export const NOTIFICATION_LIMIT = 1
export const NOTIFICATION_AUTO_CLOSE_MS = 5000
export const NOTIFICATION_FOCUS_KEY = 'F8'
export const NOTIFICATION_SWIPE_DISMISS_PX = 50
export const FEATURED_ARCADES_SHOWN = 6
/** Most tRPC calls in one batched request: the server answers 400 above it. */
export const TRPC_MAX_BATCH_SIZE = 10
/** Cities the home page features; their counts are live (DECISIONS.md). */
export const POPULAR_CITIES = [
  { city: 'Houston', state: 'Texas' },
  { city: 'Austin', state: 'Texas' },
  { city: 'Los Angeles', state: 'California' },
  { city: 'New York', state: 'New York' },
  { city: 'Miami', state: 'Florida' },
  { city: 'Chicago', state: 'Illinois' },
] as const
export const AFFILIATE_DISCLOSURE = '*As an Amazon Associate, we earn from qualifying purchases'
export const FALLBACK_IMAGE_URL = '/images/arcade-fallback.svg'
export const SITE_NAME = 'Arcade Atlas'
/**
 * Cache-Control of public pages and public API answers: browsers revalidate every time (ETag, so usually a
 * 304), a CDN or reverse proxy may keep them a minute and serve them stale while it refreshes.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** Paging of the directory pages: bounded work and weight per page, whatever the directory's size. */
export const STATE_PAGE_CITIES = 24
export const STATE_GROUP_ARCADES = 3
export const CITY_PAGE_SIZE = 24
export const TYPE_GROUP_ARCADES = 3
/** A search page renders at most this many cards, whatever `limit` its address asks for. */
export const SEARCH_PAGE_MAX_CARDS = 100
/** A search's map shows at most this many of its results (the API's largest `limit`): every result of most searches. */
export const SEARCH_MAP_MAX_POINTS = SEARCH_LIMIT_MAX
/** Radii of a search near a point, in miles, and its default (docs/decisions/0021-near-me-and-search-contract.md). */
export const SEARCH_RADII = [5, 10, 25, 50, 100] as const
export const DEFAULT_RADIUS = 25
export const SEARCH_SORTS = ['relevance', 'distance', 'rating', 'name'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
