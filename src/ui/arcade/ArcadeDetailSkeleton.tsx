import { Container, Skeleton } from '../base'

/** Shown while an arcade page's data loads during client navigation. */
export function ArcadeDetailSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <Skeleton h="auto" radius="md" style={{ aspectRatio: '16 / 9' }} />
      <Skeleton h={32} mt="lg" w="60%" />
      <Skeleton h={16} mt="sm" w="40%" />
      <Skeleton h={16} mt="sm" w="80%" />
    </Container>
  )
}
