import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { keepLinkLocations, recordLinks } from './link-locations'

const root = createRootRoute()
const routeTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/arcades/$state' }),
  createRoute({ getParentRoute: () => root, path: '/search' }),
])

/** A router on `path` whose links keep their locations, as the server's do. */
function routerAt(path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  keepLinkLocations(router)
  return router
}

describe('keepLinkLocations', () => {
  it('gives every router the same address for the same link, without sharing the location object', () => {
    const first = routerAt('/search').buildLocation({ to: '/arcades/$state', params: { state: 'texas' } })
    const again = routerAt('/arcades/vermont').buildLocation({ to: '/arcades/$state', params: { state: 'texas' } })
    expect(again.href).toBe('/arcades/texas')
    expect(again).toEqual(first)
    expect(again).not.toBe(first)
    const search = { type: 'retro', q: 'a b' }
    const found = routerAt('/').buildLocation({ to: '/search', search })
    expect(found.href).toBe(routerAt('/').buildLocation({ to: '/search', search: { type: 'retro', q: 'a b' } }).href)
    expect(found.search).toBe(search)
  })

  it('builds a location that depends on the current page anew on every router', () => {
    // No params given: the router takes the current page's state.
    const inherit = { to: '/arcades/$state' } as const
    expect(routerAt('/arcades/texas').buildLocation(inherit as never).pathname).toBe('/arcades/texas')
    expect(routerAt('/arcades/vermont').buildLocation(inherit as never).pathname).toBe('/arcades/vermont')
    // Search values that are not plain text or numbers are not made into keys.
    const bySearch = (router: ReturnType<typeof routerAt>) =>
      router.buildLocation({
        to: '/search',
        search: (prev: Record<string, unknown>) => ({ ...prev, page: 2 }),
      } as never)
    expect(bySearch(routerAt('/search?type=retro')).href).not.toBe(bySearch(routerAt('/search?type=vr')).href)
  })

  it('records the links a render builds, and none when one depends on the page', () => {
    const router = routerAt('/search')
    const { links } = recordLinks(() => router.buildLocation({ to: '/arcades/$state', params: { state: 'utah' } }))
    expect(links?.map((l) => l.location.pathname)).toEqual(['/arcades/utah'])
    const relative = recordLinks(() => router.buildLocation({ to: '.', search: { q: 'x' } } as never))
    expect(relative.links).toBeNull()
  })
})
