import { Button, Container, Stack, Text, Title } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'

/** Last-resort view for an unexpected failure while loading or rendering a page. */
export function ErrorPage({ error }: ErrorComponentProps) {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : 'Unknown error'}</Text>
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
      </Stack>
    </Container>
  )
}
