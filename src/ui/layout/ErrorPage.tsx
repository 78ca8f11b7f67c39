import { Container, Stack, Text, Title } from '../base'
import { Button } from '../Button'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { procedureErrorData } from '../../lib/trpc'

/**
 * Last-resort view for an unexpected failure while loading or rendering a page. Visitors get a plain
 * sentence and, when the server failed, the reference of its log line; the error itself goes to the console,
 * never onto the page.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => console.error(error), [error])
  // A procedure's 500 names the request id of its server log line (docs/decisions/0016-security-log.md).
  const requestId = procedureErrorData(error)?.requestId
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">The page could not be loaded. Please try again in a moment.</Text>
        {requestId && <Text size="sm">Reference: {requestId}</Text>}
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
      </Stack>
    </Container>
  )
}
