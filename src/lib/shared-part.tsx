import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { ReactElement, ReactNode } from 'react'
import { sharedMarkup } from '../server/cache/shared-markup.server'

/** What a shared part's outer element holds: its children, or (on the server) their markup rendered earlier. */
type PartContent = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } }

/** The server writes a part's markup kept from an earlier page (src/server/cache/shared-markup.server.tsx). */
const keptMarkup = createIsomorphicFn()
  .server((router: AnyRouter, key: string, children: ReactNode): string | null => sharedMarkup(router, key, children))
  .client((): string | null => null)

/**
 * A part many pages share (the footer, the arcade page's list of states). `outer` renders the part's outer element
 * around what it is given; `partKey` names everything the children show. On the server the children's markup comes
 * from the shared-parts cache; in the browser they render and hydrate as usual: the markup is the same.
 */
export function SharedPart({
  partKey,
  outer,
  children,
}: {
  partKey: string
  outer: (content: PartContent) => ReactElement
  children: ReactNode
}) {
  const router = useRouter()
  const html = keptMarkup(router, partKey, children)
  return outer(html === null ? { children } : { dangerouslySetInnerHTML: { __html: html } })
}
