import { Card, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../lib/trpc'
import { formatMoment } from './format'

const REASONS = { 'wrong-password': 'Wrong password', 'unknown-username': 'Unknown username' } as const

/** The dashboard's list of the latest failed sign-ins, so an administrator notices guessing (ASVS V2.2.1). */
export function RecentFailedSignIns() {
  const trpc = useTRPC()
  const failures = useQuery({ ...trpc.admin.account.failedSignIns.queryOptions(), staleTime: 0 })
  if (!failures.data) return null
  return (
    <Card withBorder padding="md" mb="md" data-testid="failed-sign-ins">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Recent failed sign-ins
        </Title>
        {failures.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No failed sign-ins.
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {failures.data.map((f, i) => (
              <Text component="li" size="sm" key={`${f.at}-${i}`}>
                {formatMoment(f.at)}: <strong>{f.username}</strong> from {f.address} ({REASONS[f.reason]})
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
