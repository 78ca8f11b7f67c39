import { Card, SimpleGrid, Skeleton } from '../base'
import { SKELETON_CARDS } from '../../shared/constants'
import { GRID_COLS } from './grid'

/** SPEC's loading placeholders: 6 skeleton cards. */
export function ArcadeGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label="Loading arcades">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md" data-testid="skeleton-card">
          <Card.Section>
            <Skeleton h="auto" radius={0} style={{ aspectRatio: '16 / 9' }} />
          </Card.Section>
          <Skeleton h={18} mt="sm" w="70%" />
          <Skeleton h={14} mt="xs" w="50%" />
          <Skeleton h={14} mt="xs" w="40%" />
        </Card>
      ))}
    </SimpleGrid>
  )
}
