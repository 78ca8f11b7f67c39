import { Group, SimpleGrid, Stack, Title } from '../base'

import { AnchorLink } from '../links'
import type { ReactNode } from 'react'
import { ALL_TYPES, typeName } from '../../shared/arcade-types'

export function LinkSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** Search links by type, optionally within a state. */
export function TypeLinks({ stateSlug, stateName }: { stateSlug?: string; stateName?: string }) {
  return (
    <Group gap="md">
      {ALL_TYPES.map((t) => (
        <AnchorLink key={t} to="/search" search={{ type: t, ...(stateSlug ? { state: stateSlug } : {}) }}>
          {typeName(t)} arcades{stateName ? ` in ${stateName}` : ''}
        </AnchorLink>
      ))}
    </Group>
  )
}

/** The featured links of SPEC's state and city pages: help, privacy and terms. */
export function SiteLinks() {
  return (
    <Group gap="md">
      <AnchorLink to="/about">Help &amp; About</AnchorLink>
      <AnchorLink to="/privacy-policy">Privacy Policy</AnchorLink>
      <AnchorLink to="/terms-of-service">Terms of Service</AnchorLink>
    </Group>
  )
}

export interface CityLinkItem {
  name: string
  slug: string
  stateName: string
  stateSlug: string
  count: number
}

export function CityLinks({ cities, showState = false }: { cities: CityLinkItem[]; showState?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={6}>
      {cities.map((c) => (
        <AnchorLink
          key={`${c.stateSlug}/${c.slug}`}

          to="/arcades/$state/$city"
          params={{ state: c.stateSlug, city: c.slug }}
        >
          {c.name}
          {showState ? `, ${c.stateName}` : ''} ({c.count})
        </AnchorLink>
      ))}
    </SimpleGrid>
  )
}

/** Links to state pages, in a grid of `cols` columns per breakpoint. */
export function StateLinks({
  states,
  cols,
}: {
  states: { slug: string; name: string }[]
  cols: { base: number; sm: number; md: number }
}) {
  return (
    <SimpleGrid cols={cols} spacing={6}>
      {states.map((s) => (
        <AnchorLink key={s.slug} to="/arcades/$state" params={{ state: s.slug }}>
          {s.name}
        </AnchorLink>
      ))}
    </SimpleGrid>
  )
}
