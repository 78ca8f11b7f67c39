import { Group, Stack, Text, Title } from '../base'
import { plural } from '../../lib/plural'
import type { PublicOutputs } from '../../lib/trpc'
import type { SearchPageAddress } from '../../shared/search-address'
import { ArcadeGrid } from '../arcade/ArcadeCard'
import { Button } from '../Button'
import { ButtonLink } from '../links'
import { searchAt } from './SearchPager'

/** The offset of the last page of `total` results. */
const lastOffset = (limit: number, total: number) => Math.max(0, Math.floor((total - 1) / limit) * limit)

/** The heading the page focuses after a change of filters or page (tabindex -1: not a stop for Tab). */
const focusTarget = { tabIndex: -1, 'data-results-focus': true } as const

/** Nothing within a point search's radius: say so, and offer the nearest arcades beyond it. */
export function NothingWithin({
  data,
  origin,
  onClearAll,
}: {
  data: PublicOutputs['searchPage']
  origin: NonNullable<PublicOutputs['searchPage']['origin']>
  onClearAll: () => void
}) {
  return (
    <Stack gap="md">
      <Stack align="center" pt="xl" ta="center" gap="xs">
        <Title order={2} {...focusTarget}>{`No Arcades Within ${origin.radius_miles} Miles`}</Title>
        <Text c="dimmed">
          {`Nothing within ${origin.radius_miles} miles of ${origin.label} matches this search.`}
          {data.nearest_beyond?.length ? ' The nearest arcades beyond that distance:' : ''}
        </Text>
      </Stack>
      {data.nearest_beyond?.length ? (
        <section aria-label="Nearest arcades beyond this distance">
          <ArcadeGrid arcades={data.nearest_beyond} />
        </section>
      ) : (
        <Group justify="center">
          <Button onClick={onClearAll}>Clear All Filters</Button>
        </Group>
      )}
    </Stack>
  )
}

export function NothingFound({ onClearAll }: { onClearAll: () => void }) {
  return (
    <Stack align="center" py="xl" ta="center">
      <Title order={2} {...focusTarget}>
        No Arcades Found
      </Title>
      <Text c="dimmed">Try a different city, ZIP code or arcade name, or remove some filters.</Text>
      <Button onClick={onClearAll}>Clear All Filters</Button>
    </Stack>
  )
}

/** An address past the last page (an old link, an edited address): say so, and lead back. */
export function PastTheEnd({ search, limit, total }: { search: SearchPageAddress; limit: number; total: number }) {
  const last = lastOffset(limit, total)
  return (
    <Stack align="center" py="xl" ta="center">
      <Title order={2} {...focusTarget}>
        No More Results
      </Title>
      <Text c="dimmed">This page is past the end of the {plural(total, 'result', 'results')}.</Text>
      <Group justify="center">
        <ButtonLink to="/search" search={searchAt(search, 0)} variant="default">
          First page
        </ButtonLink>
        {last > 0 && (
          <ButtonLink to="/search" search={searchAt(search, last)}>
            Last page
          </ButtonLink>
        )}
      </Group>
    </Stack>
  )
}

export function SearchError({ message }: { message: string }) {
  return (
    <Stack align="center" py="xl" ta="center">
      <Title order={2} {...focusTarget}>
        Error Loading Results
      </Title>
      <Text c="dimmed">{message}</Text>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </Stack>
  )
}
