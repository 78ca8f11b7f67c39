import { Anchor, Text } from '../base'
import { OSM_COPYRIGHT_URL, osmUrl } from '../../shared/open-data'

/** The credit OpenStreetMap's licence asks of a listing imported from it, with a link to its element (issue 21). */
export function OsmCredit({ osmRef }: { osmRef: string }) {
  return (
    <Text size="sm" c="dimmed" mt="xs" data-testid="osm-credit">
      Data ©{' '}
      <Anchor href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
        OpenStreetMap contributors
      </Anchor>
      , ODbL ·{' '}
      <Anchor href={osmUrl(osmRef)} target="_blank" rel="noopener noreferrer">
        This place on OpenStreetMap
      </Anchor>
    </Text>
  )
}
