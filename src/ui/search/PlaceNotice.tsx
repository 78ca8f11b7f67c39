import { Text, Title } from '../base'
import type { SearchOrigin } from '../../shared/arcade'
import type { SearchPageAddress } from '../../shared/search-address'
import { AnchorLink } from '../links'

/**
 * What place a search is about, where the visitor's words left room for doubt
 * (docs/decisions/0028-words-and-places.md): a ZIP code typed in the search box ("Arcades near 78701"), and a city
 * name several states have ("Showing Springfield, IL. Did you mean: Springfield, MA · …", each the same search
 * near that city).
 */
export function PlaceNotice({ origin, search }: { origin?: SearchOrigin; search: SearchPageAddress }) {
  if (!origin) return null
  return (
    <>
      {origin.from_query && <Title order={2}>{`Arcades near ${origin.from_query}`}</Title>}
      {origin.alternatives && (
        <Text data-testid="place-alternatives">
          {`Showing ${origin.label}. Did you mean: `}
          {origin.alternatives.map((place, i) => (
            <span key={place.near}>
              {i > 0 && ' · '}
              <AnchorLink to="/search" search={{ ...search, near: place.near, offset: undefined }}>
                {place.label}
              </AnchorLink>
            </span>
          ))}
        </Text>
      )}
    </>
  )
}
