import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '../base'
import { PopularGames } from '../games/PopularGames'
import { AnchorLink, ButtonLink, CardLink } from '../links'
import type { Crumb } from '../../lib/seo'
import { plural } from '../../lib/plural'
import type { PublicOutputs } from '../../lib/trpc'
import { PUBLIC_TYPES, TYPE_FILTER_LABELS } from '../../shared/arcade-types'
import { OTHER_STATES_SHOWN } from '../../shared/constants'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { MessagePage } from '../layout/MessagePage'
import { LinkSection, SiteLinks, TypeLinks } from './LinkBlocks'
import { FeedLink } from '../layout/FeedLink'
import { placeFeedPath } from '../../shared/feed-paths'
import { directorySearch, Pager, pageNote } from './Pager'
import type { PageView } from '../../shared/page-view'
import { MapSection, ViewSwitch } from '../map/MapView'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import type { Widget } from '../../shared/widget-types'

/** One page of a state: its cities (tiles, then each city's best arcades), paged alphabetically. */
export function StatePage({
  data,
  view,
  crumbs,
  widgets,
}: {
  data: PublicOutputs['statePage']
  view: PageView
  crumbs: Crumb[]
  widgets: Widget[]
}) {
  const { state } = data

  if (data.arcadeCount === 0) {
    return (
      <>
        <Breadcrumbs items={crumbs} />
        <MessagePage
          title="No Arcades Found"
          text={`We haven't found any arcades in ${state.name} yet. Check back later or help us by adding arcades in your area!`}
        />
      </>
    )
  }

  const path = `/arcades/${state.slug}`
  return (
    <PageWidgets widgets={widgets}>
      <Breadcrumbs items={crumbs} />
      <Container size="lg" py="lg">
        <WidgetSlot position="top" />
        <Stack gap={40}>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4}>
              <Title order={1}>Best Arcades in {state.name}</Title>
              <Text c="dimmed" data-testid="state-counts">
                {plural(data.arcadeCount, 'arcade', 'arcades')} in {plural(data.cityCount, 'city', 'cities')}
              </Text>
              <FeedLink path={placeFeedPath(state.slug)}>{`Follow changes in ${state.name}`}</FeedLink>
            </Stack>
            <ViewSwitch view={view} to={path} search={(v) => directorySearch(data.paging.page, v)} />
          </Group>
          {view === 'map' && (
            <MapSection
              arcades={data.groups.flatMap((g) => g.arcades)}
              place={`in ${state.name}${pageNote(data.paging)}`}
            />
          )}

          {/* Every page lists all the cities: paging the arcades never hides a city (issue 17). */}
          <LinkSection title={`Cities in ${state.name}`}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
              {data.cities.map((c) => (
                <CardLink
                  key={c.slug}
                  withBorder
                  padding="sm"
                  to="/arcades/$state/$city"
                  params={{ state: state.slug, city: c.slug }}
                >
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed">
                    {plural(c.count, 'arcade', 'arcades')}
                  </Text>
                </CardLink>
              ))}
            </SimpleGrid>
          </LinkSection>

          <Card withBorder bg="grape.0">
            <Group justify="space-between">
              <Text fw={600}>Looking for something specific in {state.name}?</Text>
              <Group gap="xs">
                {PUBLIC_TYPES.slice(0, 3).map((t) => (
                  <ButtonLink key={t} to="/search" search={{ type: t, state: state.slug }} variant="light" size="xs">
                    {TYPE_FILTER_LABELS[t]}
                  </ButtonLink>
                ))}
                <ButtonLink to="/search" search={{ state: state.slug }} size="xs">
                  All arcades in {state.name}
                </ButtonLink>
              </Group>
            </Group>
          </Card>

          {view === 'list' &&
            data.groups.map(({ city, arcades }, i) => (
              <Stack key={city.slug} gap="sm" component="section">
                <Group justify="space-between">
                  <Title order={2} size="h3">
                    Arcades in {city.name}
                  </Title>
                  <AnchorLink to="/arcades/$state/$city" params={{ state: state.slug, city: city.slug }}>
                    View all in {city.name} ({city.count})
                  </AnchorLink>
                </Group>
                <ArcadeGrid arcades={arcades} priority={i === 0} />
              </Stack>
            ))}
          <Pager path={path} paging={data.paging} view={view} />

          {data.otherStates.length > 0 && (
            <LinkSection title="Explore Other States">
              <Group gap="md">
                {data.otherStates.slice(0, OTHER_STATES_SHOWN).map((s) => (
                  <AnchorLink key={s.slug} to="/arcades/$state" params={{ state: s.slug }}>
                    {s.name} ({s.count})
                  </AnchorLink>
                ))}
              </Group>
            </LinkSection>
          )}
          <PopularGames games={data.popularGames} place={state.name} search={{ state: state.slug }} />
          <LinkSection title="Arcades by Type">
            <TypeLinks stateSlug={state.slug} stateName={state.name} />
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
