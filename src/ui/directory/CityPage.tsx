import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { AnchorLink, ButtonLink } from '../links'
import { cityCrumbs } from '../../lib/crumbs'
import { plural } from '../../lib/plural'
import { useTRPC } from '../../lib/trpc'
import { splitTypes, typeGroupLabel } from '../../shared/arcade-types'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { CityLinks, LinkSection, SiteLinks } from './LinkBlocks'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import { cityWidgets } from '../widgets/page-tags'

const route = getRouteApi('/arcades/$state/$city')

export function CityPage() {
  const params = route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.public.cityPage.queryOptions({ state: params.state, city: params.city }))
  const { state, city } = data
  const shownAll = data.arcades.length === data.arcadeCount

  return (
    <PageWidgets target={cityWidgets(state.slug, city.slug)}>
      <Breadcrumbs items={cityCrumbs(state, city)} />
      <Container size="lg" py="lg">
        <WidgetSlot position="top" />
        <Stack gap={40}>
          <Stack gap={4}>
            <Title order={1}>
              Arcades in {city.name}, {state.name}
            </Title>
            <Text c="dimmed" data-testid="city-counts">
              {plural(data.arcadeCount, 'arcade', 'arcades')} · {plural(data.typeCounts.length, 'type', 'types')}
            </Text>
          </Stack>

          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {data.typeCounts.map((t) => (
              <Card key={t.type} withBorder padding="sm" ta="center">
                <Text fz="xl" fw={800}>
                  {t.count}
                </Text>
                <Text size="sm">{typeGroupLabel(t.type)}</Text>
              </Card>
            ))}
          </SimpleGrid>

          <Card withBorder bg="grape.0">
            <Group justify="space-between">
              <Text fw={600}>More Gaming Options</Text>
              <Group gap="xs">
                <ButtonLink to="/arcades/$state" params={{ state: state.slug }} variant="light" size="xs">
                  All arcades in {state.name}
                </ButtonLink>
                <ButtonLink to="/search" variant="light" size="xs">
                  Search all arcades
                </ButtonLink>
                <ButtonLink to="/" variant="light" size="xs">
                  Home
                </ButtonLink>
              </Group>
            </Group>
          </Card>

          <Stack gap="sm" component="section">
            <Title order={2} size="h3">
              All arcades in {city.name}
            </Title>
            <ArcadeGrid arcades={data.arcades} priority />
            {!shownAll && (
              <AnchorLink to="/search" search={{ q: city.name, state: state.slug }}>
                See all {data.arcadeCount} arcades in {city.name}
              </AnchorLink>
            )}
          </Stack>

          {data.typeCounts.map((t) => (
            <Stack key={t.type} gap="sm" component="section">
              <Title order={2} size="h3">
                {typeGroupLabel(t.type)} in {city.name}
              </Title>
              <ArcadeGrid arcades={data.arcades.filter((a) => splitTypes(a.type).includes(t.type))} />
            </Stack>
          ))}

          {data.nearbyCities.length > 0 && (
            <LinkSection title={`Other cities in ${state.name}`}>
              <CityLinks cities={data.nearbyCities} />
            </LinkSection>
          )}
          <LinkSection title="Similar cities nationwide">
            <CityLinks cities={data.similarCities} showState />
          </LinkSection>
          <LinkSection title="Featured Links">
            <SiteLinks />
          </LinkSection>
        </Stack>
        <WidgetSlot position="sidebar" />
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}
