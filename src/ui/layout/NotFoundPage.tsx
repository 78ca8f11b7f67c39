import { Container, Group, SimpleGrid, Stack, Text, Title } from '../base'
import { Button } from '../Button'
import { useSiteData } from './site-data'
import { useRouter } from '@tanstack/react-router'
import { StateLinks } from '../directory/LinkBlocks'
import { AnchorLink, ButtonLink } from '../links'
import { ALL_TYPES, typeName } from '../../shared/arcade-types'
import type { Widget } from '../../shared/widget-types'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import { copyClaim } from './copy'
import { NOT_FOUND } from './not-found'

const POPULAR_SEARCHES = ['retro', 'vr', 'barcade'] as const

/**
 * SPEC's two not-found variants: "simple" (Go Home, Search Arcades, Go Back, popular searches) and
 * "rich" (state, city and type link grids plus popular searches).
 */
export function NotFoundPage({ variant, widgets }: { variant: 'simple' | 'rich'; widgets: Widget[] }) {
  const router = useRouter()
  return (
    <PageWidgets widgets={widgets}>
      <Container size="lg" py="xl">
        <WidgetSlot position="top" />
        <Stack align="center" gap="md" ta="center">
          <Text fz={64} fw={900} c="grape.6" aria-hidden>
            404
          </Text>
          <Title order={1}>{NOT_FOUND.page.title}</Title>
          <Text c="dimmed">{NOT_FOUND.page.text}</Text>
          <DirectoryClaim />
          <Group justify="center">
            <ButtonLink to="/">Go Home</ButtonLink>
            <ButtonLink to="/search" variant="light">
              Search Arcades
            </ButtonLink>
            <Button variant="default" onClick={() => router.history.back()}>
              Go Back
            </Button>
          </Group>
          <PopularSearches />
        </Stack>
        {variant === 'rich' && <RichLinks />}
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}

/** SPEC: the not-found page carries the "1,800+ arcades" claim, here from the live count. */
function DirectoryClaim() {
  const data = useSiteData()
  return <Text>Search our directory of {copyClaim(data.stats.arcadeCount)} arcades across the United States.</Text>
}

function PopularSearches() {
  return (
    <Group justify="center" gap="sm">
      <Text fw={600}>Popular searches:</Text>
      {POPULAR_SEARCHES.map((t) => (
        <AnchorLink key={t} to="/search" search={{ type: t }}>
          {typeName(t)} arcades
        </AnchorLink>
      ))}
    </Group>
  )
}

function RichLinks() {
  const data = useSiteData()
  return (
    <Stack gap="xl" mt="xl">
      <section>
        <Title order={2} size="h3" mb="sm">
          Browse by state
        </Title>
        <StateLinks states={data.states} cols={{ base: 2, sm: 4, md: 5 }} />
      </section>
      <section>
        <Title order={2} size="h3" mb="sm">
          Popular cities
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={6}>
          {data.topCities.map((c) => (
            <AnchorLink
              key={`${c.stateSlug}/${c.slug}`}

              to="/arcades/$state/$city"
              params={{ state: c.stateSlug, city: c.slug }}
            >
              {c.name}, {c.stateName}
            </AnchorLink>
          ))}
        </SimpleGrid>
      </section>
      <section>
        <Title order={2} size="h3" mb="sm">
          Browse by type
        </Title>
        <Group gap="md">
          {ALL_TYPES.map((t) => (
            <AnchorLink key={t} to="/search" search={{ type: t }}>
              {typeName(t)}
            </AnchorLink>
          ))}
        </Group>
      </section>
    </Stack>
  )
}
