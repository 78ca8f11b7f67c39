import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '../base'
import { PopularGames } from '../games/PopularGames'
import { AnchorLink, ButtonLink } from '../links'
import type { Crumb } from '../../lib/seo'
import { plural } from '../../lib/plural'
import type { PublicOutputs } from '../../lib/trpc'
import { typeGroupLabel } from '../../shared/arcade-types'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { CityLinks, LinkSection, SiteLinks } from './LinkBlocks'
import { FeedLink } from '../layout/FeedLink'
import { placeFeedPath } from '../../shared/feed-paths'
import { directorySearch, Pager, pageNote } from './Pager'
import type { PageView } from '../../shared/page-view'
import { MapSection, ViewSwitch } from '../map/MapView'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import type { Widget } from '../../shared/widget-types'

/** One page of a city: its arcades best rated first, then the best few of each type with a link to all of them. */
export function CityPage({
  data,
  view,
  crumbs,
  widgets,
}: {
  data: PublicOutputs['cityPage']
  view: PageView
  crumbs: Crumb[]
  widgets: Widget[]
}) {
  const { state, city } = data
  const path = `/arcades/${state.slug}/${city.slug}`
  return (
    <PageWidgets widgets={widgets}>
      <Breadcrumbs items={crumbs} />
      <Container size="lg" py="lg">
        <WidgetSlot position="top" />
        <Stack gap={40}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4}>
              <Title order={1}>
                Arcades in {city.name}, {state.name}
              </Title>
              <Text c="dimmed" data-testid="city-counts">
                {plural(data.arcadeCount, 'arcade', 'arcades')} · {plural(data.typeGroups.length, 'type', 'types')}
              </Text>
              <FeedLink path={placeFeedPath(state.slug, city.slug)}>{`Follow changes in ${city.name}`}</FeedLink>
            </Stack>
            <ViewSwitch view={view} to={path} search={(v) => directorySearch(data.paging.page, v)} />
          </Group>
          {view === 'map' && (
            <Stack gap="sm">
              <MapSection arcades={data.arcades} place={`in ${city.name}, ${state.name}${pageNote(data.paging)}`} />
              <Pager path={path} paging={data.paging} view={view} />
            </Stack>
          )}

          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {data.typeGroups.map((t) => (
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

          {view === 'list' && (
            <Stack gap="sm" component="section">
              <Title order={2} size="h3">
                All arcades in {city.name}
              </Title>
              <ArcadeGrid arcades={data.arcades} priority />
              <Pager path={path} paging={data.paging} view={view} />
            </Stack>
          )}

          {data.typeGroups.map((t) => (
            <Stack key={t.type} gap="sm" component="section">
              <Group justify="space-between">
                <Title order={2} size="h3">
                  {typeGroupLabel(t.type)} in {city.name}
                </Title>
                {t.count > t.arcades.length && (
                  <AnchorLink to="/search" search={{ state: state.slug, city: city.name, type: t.type }}>
                    See all {t.count}
                  </AnchorLink>
                )}
              </Group>
              <ArcadeGrid arcades={t.arcades} />
            </Stack>
          ))}

          {data.nearbyCities.length > 0 && (
            <LinkSection title={`Other cities in ${state.name}`}>
              <CityLinks cities={data.nearbyCities} />
            </LinkSection>
          )}
          <PopularGames games={data.popularGames} place={city.name} search={{ near: `${city.slug}-${state.slug}` }} />
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
