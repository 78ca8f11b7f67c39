import type { ActiveOptions, AnyRouter, ParsedLocation } from '@tanstack/react-router'

/**
 * The server's links build each location once, not once per link and page (docs/decisions/0063-cold-render-work.md).
 * A server render runs `router.buildLocation` for every `Link` (about a hundred on an arcade page, most of them the
 * same header, footer, state and type links on every page): 5% of a cold page's CPU. A location whose `to` is an
 * absolute path and whose params and search are plain values does not depend on the request (no route of the app
 * transforms params or search, masks a route or rewrites addresses), so its built form is kept, by those values, for
 * every later router. A hit returns a new object holding only the kept strings and the caller's own search object:
 * nothing one request could change is shared with another.
 */

/** Options that make a location depend on where the router is, or on more than `to`, params and search. */
const OTHER_OPTIONS = [
  'href',
  'from',
  'hash',
  'state',
  'mask',
  'unsafeRelative',
  'unmaskOnReload',
  'leaveParams',
  '_fromLocation',
  '_includeValidateSearch',
  '_isNavigate',
] as const

/** Enough for the links every page shares and the pages being rendered now; emptied when full. */
const MAX_LOCATIONS = 5000

type Options = Record<string, unknown>

/**
 * A plain object's members as text, or null when one is not a string, number, boolean or undefined (or the object is
 * not plain). Each member is marked with its type, so 1 and '1' or undefined and absent stay apart, and its value is
 * quoted, so no text a visitor types can make two keys alike.
 */
function membersKey(value: unknown): string | null {
  if (value === undefined) return ''
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return null
  let key = '{'
  for (const [name, member] of Object.entries(value)) {
    const type = typeof member
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined') return null
    key += `${name}:${type[0]}${JSON.stringify(String(member))},`
  }
  return key
}

/** Whether `params` names every param of a path template (`/arcades/$state/$city`); a splat is never kept. */
const templateCovered = new Map<string, string[] | null>()
function paramsCovered(to: string, params: unknown): boolean {
  let names = templateCovered.get(to)
  if (names === undefined) {
    names = /\$(?![A-Za-z_])/.test(to) ? null : [...to.matchAll(/\$([A-Za-z_]\w*)/g)].map((m) => m[1]!)
    if (templateCovered.size < MAX_LOCATIONS) templateCovered.set(to, names)
  }
  if (names === null) return false
  const given = params as Record<string, unknown> | undefined
  return names.every((name) => given?.[name] !== undefined)
}

/** The key of a location that does not depend on the request, or null. */
function keyOf(options: Options): string | null {
  const { to } = options
  if (typeof to !== 'string' || to[0] !== '/') return null
  for (const name of OTHER_OPTIONS) if (options[name] !== undefined) return null
  const params = membersKey(options.params)
  const search = params === null ? null : membersKey(options.search)
  if (search === null) return null
  // A param the link leaves out is taken from the current page: such a location is the request's own.
  if (to.includes('$') && !paramsCovered(to, options.params)) return null
  return `${to} ${params} ${search}`
}

const locations = new Map<string, ParsedLocation>()

/** A link built while recording: where it goes, and how the router decides whether it is the current page's. */
export interface BuiltLink {
  location: ParsedLocation
  activeOptions: ActiveOptions | undefined
}

/** The links built while `recordLinks` runs; null when one of them depended on the request. */
let recording: BuiltLink[] | null | undefined

/**
 * Runs `render` and returns what it gave with the links it built: their locations and active options, or null when
 * one of them depended on the request (a relative link, a param taken from the current page).
 */
export function recordLinks<T>(render: () => T): { result: T; links: BuiltLink[] | null } {
  const outer = recording
  recording = []
  try {
    const result = render()
    return { result, links: recording }
  } finally {
    recording = outer
  }
}

export function keepLinkLocations(router: AnyRouter): void {
  const build = router.buildLocation.bind(router)
  router.buildLocation = ((options: Options) => {
    const key = keyOf(options)
    if (key === null) {
      if (recording) recording = null
      return build(options)
    }
    const kept = locations.get(key)
    const location = kept ? { ...kept, search: options.search ?? kept.search } : build(options)
    recording?.push({ location, activeOptions: options.activeOptions as ActiveOptions | undefined })
    if (kept) return location
    if (location.maskedLocation === undefined && !location.external) {
      if (locations.size >= MAX_LOCATIONS) locations.clear()
      locations.set(key, { ...location })
    }
    return location
  }) as AnyRouter['buildLocation']
}
