import { Group, Text } from '../base'
import { AnchorLink } from '../links'

/**
 * Previous / next links of a paged directory page, as real links (crawlers and people without JavaScript
 * follow them). Page 1's address has no `page` parameter.
 */
export function Pager({ path, paging }: { path: string; paging: { page: number; pageCount: number } }) {
  const { page, pageCount } = paging
  if (pageCount <= 1) return null
  const searchOf = (n: number) => (n > 1 ? { page: n } : {})
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
