import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '../base'

import { AnchorLink, ButtonLink, CardLink } from '../links'
import { plural } from '../../lib/plural'
import type { PublicOutputs } from '../../lib/trpc'
import { ALL_TYPES, PUBLIC_TYPES, typeName } from '../../shared/arcade-types'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { StateLinks } from '../directory/LinkBlocks'
import { SearchBox } from '../search/SearchBox'
import { copyClaim } from '../layout/copy'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import type { Widget } from '../../shared/widget-types'

const HOW_IT_WORKS = [
  { step: 'Search', text: 'Type a city, ZIP code or arcade name to see what is near you.' },
  { step: 'Filter', text: 'Narrow the list by type and rating to find your kind of place.' },
  { step: 'Play', text: 'Check the hours, get directions and go play.' },
]

function Hero({ arcadeCount }: { arcadeCount: number }) {
  return (
    <Box bg="grape.9" c="white" py={56}>
      <Container size="md">
        <Stack gap="md" ta="center">
          <Title order={1} className="home-hero-title">
            Find the Best Arcades Near You
          </Title>
          <Text fz="lg">
            Explore {copyClaim(arcadeCount)} arcades across the United States: retro cabinets, VR, barcades and pinball.
          </Text>
          <SearchBox size="lg" />
          <Group justify="center" gap="xs">
            {PUBLIC_TYPES.map((t) => (
              <ButtonLink key={t} to="/search" search={{ type: t }} variant="white" size="xs">
                {typeName(t)}
              </ButtonLink>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}

export function HomePage({
  data,
  arcadeCount,
  widgets,
}: {
  data: PublicOutputs['home']
  arcadeCount: number
  widgets: Widget[]
}) {
  return (
    <PageWidgets widgets={widgets}>
      <Hero arcadeCount={arcadeCount} />
      <Container size="lg" py="xl">
        <WidgetSlot position="top" />
        <Stack gap={48}>
          <section>
            <Title order={2} mb="md">
              Featured Arcades
            </Title>
            <ArcadeGrid arcades={data.featured} priority />
          </section>

          <section>
            <Title order={2} mb="md">
              Browse Arcades by State
            </Title>
            <StateLinks states={data.states} cols={{ base: 2, sm: 3, md: 5 }} />
          </section>

          <section>
            <Title order={2} mb="md">
              Popular Cities
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
              {data.popularCities.map((c) => (
                <CardLink
                  key={c.slug}
                  withBorder

                  to="/arcades/$state/$city"
                  params={{ state: c.stateSlug, city: c.slug }}
                >
                  <Text fw={700}>{c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {plural(c.count, 'arcade', 'arcades')}
                  </Text>
                </CardLink>
              ))}
            </SimpleGrid>
          </section>

          <section>
            <Title order={2} mb="md">
              Popular Searches
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
              {ALL_TYPES.map((t) => (
                <CardLink key={t} withBorder to="/search" search={{ type: t }} ta="center">
                  <Text fw={700}>{typeName(t)}</Text>
                  <Text size="xs" c="dimmed">
                    arcades
                  </Text>
                </CardLink>
              ))}
            </SimpleGrid>
          </section>

          <section>
            <Title order={2} mb="md">
              How It Works
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {HOW_IT_WORKS.map((s, i) => (
                <Card key={s.step} withBorder>
                  <Group>
                    <ThemeIcon radius="xl" size="lg">
                      {i + 1}
                    </ThemeIcon>
                    <Title order={3}>{s.step}</Title>
                  </Group>
                  <Text mt="sm" c="dimmed">
                    {s.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <section>
            <Title order={2} mb="md">
              More Arcades to Explore
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={6}>
              {data.moreToExplore.map((a) => (
                <AnchorLink key={a.id} to="/arcade/$slug" params={{ slug: a.slug }}>
                  {a.name} ({a.city}, {a.state_code})
                </AnchorLink>
              ))}
            </SimpleGrid>
          </section>
        </Stack>
        <WidgetSlot position="sidebar" />
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}
