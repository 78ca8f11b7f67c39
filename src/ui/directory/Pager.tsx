import { Group, Text } from '../base'
import type { PageView } from '../../shared/page-view'
import { AnchorLink } from '../links'

/**
 * Previous / next links of a paged directory page, as real links (crawlers and people without JavaScript
 * follow them). Page 1's address has no `page` parameter; the map view's pages stay on the map.
 */
export function Pager({
  path,
  paging,
  view,
}: {
  path: string
  paging: { page: number; pageCount: number }
  view: PageView
}) {
  const { page, pageCount } = paging
  if (pageCount <= 1) return null
  const searchOf = (n: number) => directorySearch(n, view)
  return (
    <Group component="nav" aria-label="Pages" justify="center" gap="lg" data-testid="pager">
      {page > 1 ? (
        <AnchorLink to={path} search={searchOf(page - 1)} rel="prev">
          ‹ Previous
        </AnchorLink>
      ) : (
        <Text c="dimmed">‹ Previous</Text>
      )}
      <Text size="sm">{`Page ${page} of ${pageCount}`}</Text>
      {page < pageCount ? (
        <AnchorLink to={path} search={searchOf(page + 1)} rel="next">
          Next ›
        </AnchorLink>
      ) : (
        <Text c="dimmed">Next ›</Text>
      )}
    </Group>
  )
}

/** The address state of page `page` of a directory page in `view`: parameters only where they differ from the default. */
export function directorySearch(page: number, view: PageView) {
  return { ...(page > 1 ? { page } : {}), ...(view === 'map' ? { view } : {}) }
}

/** " (page 2 of 5)" on a page of several, for the map's caption; nothing on a page of one. */
export function pageNote({ page, pageCount }: { page: number; pageCount: number }): string {
  return pageCount > 1 ? ` (page ${page} of ${pageCount})` : ''
}
