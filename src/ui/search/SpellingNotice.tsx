import { Text } from '../base'
import type { SearchAddress } from '../../shared/search-address'
import { AnchorLink } from '../links'

/**
 * Above results found with corrected spelling: which words they are for, and a link to the same search with the
 * words exactly as typed (`exact=true`).
 */
export function SpellingNotice({
  corrected,
  typed,
  exactSearch,
}: {
  corrected: string
  typed: string
  exactSearch: SearchAddress
}) {
  return (
    <Text data-testid="spelling-correction">
      Showing results for{' '}
      <Text component="em" fw={700}>
        {corrected}
      </Text>
      .{' '}
      <AnchorLink to="/search" search={exactSearch}>
        Search instead for “{typed}”
      </AnchorLink>
    </Text>
  )
}
