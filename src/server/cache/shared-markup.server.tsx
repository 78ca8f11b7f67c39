import { deepEqual, RouterContextProvider, type AnyRouter, type ParsedLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { recordLinks, type BuiltLink } from '../../lib/link-locations'

/**
 * Parts of a page that many pages share, rendered once (issue 18, docs/decisions/0063-cold-render-work.md): the
 * footer and the arcade page's list of states. A part is rendered to markup once per key (the key
 * names everything it shows) and that markup is written into later pages as it is. The markup is React's own for the
 * same elements, so the browser hydrates it like any other. Its links are kept with it: a page where one of them is
 * the current page's (the router marks it `aria-current`) renders the part anew, as does a part with a link that
 * depends on the page it is on.
 */

interface Part {
  html: string
  links: BuiltLink[]
}

/**
 * The text the kept parts may hold in all (their markup and keys, about a character a byte): the footer and the
 * states list a few times over (their counts change with the data). The least recently used part goes first. Cards
 * are not kept: a crawl's cards are new at almost every page, and at 100,000 arcades keeping them cost 20–30 MB of
 * RSS and some speed (docs/decisions/0063-cold-render-work.md, addendum).
 */
const MAX_CHARACTERS = 256 * 1024
const parts = new Map<string, Part>()
let characters = 0

function keep(key: string, part: Part) {
  parts.set(key, part)
  characters += key.length + part.html.length
  for (const [oldKey, old] of parts) {
    if (characters <= MAX_CHARACTERS) break
    parts.delete(oldKey)
    characters -= oldKey.length + old.html.length
  }
}

const removeTrailingSlash = (path: string, basepath: string) =>
  path.endsWith('/') && path !== '/' && path !== `${basepath}/` ? path.slice(0, -1) : path

/** The router's rule for an active link on the server (TanStack Router's `getServerLinkProps`). */
function isActive(location: ParsedLocation, { location: next, activeOptions }: BuiltLink, basepath: string) {
  if (activeOptions?.includeHash) return false
  const currentPath = removeTrailingSlash(location.pathname, basepath)
  const nextPath = removeTrailingSlash(next.pathname, basepath)
  if (
    activeOptions?.exact
      ? currentPath !== nextPath
      : !(
          currentPath.startsWith(nextPath) &&
          (currentPath.length === nextPath.length || currentPath[nextPath.length] === '/')
        )
  )
    return false
  if (activeOptions?.includeSearch ?? true) {
    if (!deepEqual(location.search, next.search, !activeOptions?.exact, activeOptions?.explicitUndefined)) return false
  }
  return true
}

/** The inner markup of a shared part for this page: kept, or rendered now (and kept when it can be). */
export function sharedMarkup(router: AnyRouter, key: string, children: ReactNode): string {
  const location = router.stores.location.get()
  const anyActive = (links: BuiltLink[]) => links.some((link) => isActive(location, link, router.basepath))
  const part = parts.get(key)
  if (part && !anyActive(part.links)) {
    parts.delete(key)
    parts.set(key, part)
    return part.html
  }
  const { result: html, links } = recordLinks(() =>
    renderToString(<RouterContextProvider router={router}>{children}</RouterContextProvider>),
  )
  if (!part && links && !anyActive(links)) keep(key, { html, links })
  return html
}
