import { Group, Text } from '../base'

import { AnchorLink } from '../links'
import { ALL_TYPES, typeName } from '../../shared/arcade-types'

export function PopularSearchLinks() {
  return (
    <Group gap="md" component="nav" aria-label="Popular searches">
      <Text fw={600}>Popular searches:</Text>
      {ALL_TYPES.map((t) => (
        <AnchorLink key={t} to="/search" search={{ type: t }}>
          {typeName(t)} arcades
        </AnchorLink>
      ))}
    </Group>
  )
}
