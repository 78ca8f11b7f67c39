import { Link, useRouter, type AnyRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ReactNode } from 'react'

/**
 * Whether the server may write the link as a plain anchor: it is not the current page's link, nor a parent's of it
 * (the router's rule for an active link, which adds `data-status` and `aria-current`). The browser always renders
 * the router's `Link`, which then writes the same anchor.
 */
const plainOnServer = createIsomorphicFn()
  .server((router: AnyRouter, href: string) => {
    const current = router.stores.location.get().pathname
    return current !== href && !current.startsWith(`${href}/`)
  })
  .client(() => false)

/**
 * A link to an arcade's page, as a card shows its name. Lists render dozens of cards, and a cold page's cards are
 * new to the server: the router's `Link` would build each one's location (`buildLocation`, kept by
 * src/lib/link-locations.ts for the next page that never asks for it) and collect its props, for an anchor that is
 * `<a class href>` whatever the request (decision 0066). The server writes that anchor itself: the address is the
 * route's, its one param encoded as the router encodes it. Not for a SharedPart's children, whose kept markup must
 * know every link it holds.
 */
export function ArcadePageLink({
  slug,
  className,
  children,
}: {
  slug: string
  className: string
  children: ReactNode
}) {
  const router = useRouter()
  const href = `/arcade/${encodeURIComponent(slug)}`
  return plainOnServer(router, href) ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <Link className={className} to="/arcade/$slug" params={{ slug }}>
      {children}
    </Link>
  )
}
