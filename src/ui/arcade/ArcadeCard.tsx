import { Badge, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'

import { AnchorLink } from '../links'
import type { ArcadeSummary } from '../../shared/arcade'
import { FALLBACK_IMAGE_URL, SKELETON_CARDS } from '../../shared/constants'
import { StarRating } from './StarRating'
import { TypeBadge } from './TypeBadge'

export function ArcadeCard({ arcade, priority = false }: { arcade: ArcadeSummary; priority?: boolean }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="arcade-card">
      <Card.Section>
        <Image
          src={arcade.image_url || FALLBACK_IMAGE_URL}
          alt=""
          h={140}
          fallbackSrc={FALLBACK_IMAGE_URL}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <AnchorLink to="/arcade/$slug" params={{ slug: arcade.slug }} fw={700} c="dark">
            {arcade.name}
          </AnchorLink>
          <TypeBadge type={arcade.type} />
        </Group>
        <StarRating rating={arcade.rating} reviewCount={arcade.review_count} />
        <Text size="sm" c="dimmed">
          {arcade.city}, {arcade.state_code}
        </Text>
        {arcade.source === 'sample' && (
          <Badge variant="outline" color="gray" size="xs" w="fit-content">
            Sample listing
          </Badge>
        )}
      </Stack>
    </Card>
  )
}

const GRID_COLS = { base: 1, xs: 2, md: 3 }

/** `priority`: this grid holds the page's first visible image (loaded at once, not lazily). */
export function ArcadeGrid({ arcades, priority = false }: { arcades: ArcadeSummary[]; priority?: boolean }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md">
      {arcades.map((a, i) => (
        <ArcadeCard key={a.id} arcade={a} priority={priority && i === 0} />
      ))}
    </SimpleGrid>
  )
}

/** SPEC's loading placeholders: 6 skeleton cards. */
export function ArcadeGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label="Loading arcades">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md" data-testid="skeleton-card">
          <Card.Section>
            <Skeleton h={140} radius={0} />
          </Card.Section>
          <Skeleton h={18} mt="sm" w="70%" />
          <Skeleton h={14} mt="xs" w="50%" />
          <Skeleton h={14} mt="xs" w="40%" />
        </Card>
      ))}
    </SimpleGrid>
  )
}
