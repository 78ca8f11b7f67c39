import { Container } from '../base'
import { ArcadeGridSkeleton } from '../arcade/ArcadeGridSkeleton'

/** A state or city page while it loads (client navigation): SPEC's skeleton cards. */
export function DirectoryPageSkeleton() {
  return (
    <Container size="lg" py="xl">
      <ArcadeGridSkeleton />
    </Container>
  )
}
