import { ATOM_TYPE } from '../../shared/feed-paths'

/** "Follow changes": a link to an Atom feed, for a feed reader to subscribe to (issue 20). */
export function FeedLink({ path, children }: { path: string; children: string }) {
  return (
    <a className="feed-link mantine-focus-auto" href={path} type={ATOM_TYPE} data-testid="feed-link">
      {children}
    </a>
  )
}
