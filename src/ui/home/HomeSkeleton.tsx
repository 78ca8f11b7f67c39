import { Container, Title } from '../base'
import { ArcadeGridSkeleton } from '../arcade/ArcadeGridSkeleton'

/** Shown while the home page's data loads during client navigation. */
export function HomeSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Title order={2} mb="md">
        Featured Arcades
      </Title>
      <ArcadeGridSkeleton />
    </Container>
  )
}
