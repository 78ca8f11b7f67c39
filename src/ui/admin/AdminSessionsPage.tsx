import { Badge, Button, Card, Container, Group, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { browserLabel } from '../../lib/user-agent'
import { procedureErrorData, useTRPC, type AccountOutputs } from '../../lib/trpc'
import { plural } from '../../lib/plural'
import { passwordChangeInput, type PasswordChange } from '../../shared/account'
import { notifyError, notifySuccess } from '../notify'
import { formatMoment } from './format'
import { isUnauthorized, useLoginOnUnauthorized } from './auth'
import { BackToAdmin } from './BackToAdmin'

type Session = AccountOutputs['sessions'][number]

const emptyPasswordChange: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * The administrator's sessions and password (ASVS V3.3.4): every browser signed in as them, with when and where
 * from; any other can be signed out, one by one or all at once; a new password signs out all the others.
 */
export function AdminSessionsPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const sessions = useQuery({ ...trpc.admin.account.sessions.queryOptions(), staleTime: 0 })
  const toLogin = useLoginOnUnauthorized(sessions.error)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.account.sessions.pathKey() })

  const onError = (what: string) => (error: unknown) => {
    if (isUnauthorized(error)) return toLogin()
    notifyError('Error', `${what}: ${error instanceof Error ? error.message : 'Unknown error'}`)
  }
  const revoke = useMutation(
    trpc.admin.account.revokeSession.mutationOptions({
      onSuccess: () => notifySuccess('Signed out', 'That session has been signed out'),
      onError: onError('Failed to sign out the session'),
      onSettled: refresh,
    }),
  )
  const revokeOthers = useMutation(
    trpc.admin.account.revokeOtherSessions.mutationOptions({
      onSuccess: ({ revoked }) =>
        notifySuccess('Signed out', `${plural(revoked, 'other session', 'other sessions')} signed out`),
      onError: onError('Failed to sign out the other sessions'),
      onSettled: refresh,
    }),
  )

  const form = useForm<PasswordChange>({
    mode: 'controlled',
    initialValues: emptyPasswordChange,
    validate: schemaResolver(passwordChangeInput, { sync: true }),
  })
  const changePassword = useMutation(
    trpc.admin.account.changePassword.mutationOptions({
      onSuccess: ({ revoked }) => {
        notifySuccess(
          'Password changed',
          revoked > 0
            ? `${plural(revoked, 'other session', 'other sessions')} signed out`
            : 'No other session was open',
        )
        form.reset()
      },
      onError: (error) => {
        if (isUnauthorized(error)) return toLogin()
        const data = procedureErrorData(error)
        if (data?.code === 'BAD_REQUEST' && !data.issues?.length) {
          form.setFieldError('currentPassword', error.message)
          return
        }
        for (const issue of data?.issues ?? []) form.setFieldError(issue.field, issue.message)
        notifyError('Error', `Failed to change the password: ${error.message}`)
      },
      onSettled: refresh,
    }),
  )

  const others = sessions.data?.filter((s) => !s.current).length ?? 0

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <BackToAdmin />
        <Stack gap={4}>
          <Title order={1}>Sessions and Password</Title>
          <Text c="dimmed">Where you are signed in, and your password</Text>
        </Stack>

        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h3">
                Active sessions
              </Title>
              <Button
                variant="light"
                color="red"
                disabled={others === 0 || revokeOthers.isPending}
                onClick={() => revokeOthers.mutate()}
              >
                Sign out other sessions
              </Button>
            </Group>
            {sessions.isPending ? (
              <Skeleton height={80} aria-busy="true" />
            ) : sessions.isError ? (
              <Text c="red">Failed to load the sessions: {sessions.error.message}</Text>
            ) : (
              <Stack gap="sm" data-testid="session-list">
                {sessions.data.map((s) => (
                  <SessionRow
                    key={s.id}
                    session={s}
                    busy={revoke.isPending}
                    onRevoke={() => revoke.mutate({ id: s.id })}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <form onSubmit={form.onSubmit((values) => changePassword.mutate(values))} noValidate>
            <Stack>
              <Stack gap={4}>
                <Title order={2} size="h3">
                  Change password
                </Title>
                <Text size="sm" c="dimmed">
                  At least 12 characters. Every other session is signed out; this one stays.
                </Text>
              </Stack>
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                {...form.getInputProps('currentPassword')}
              />
              <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
              <PasswordInput
                label="Repeat the new password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
              <Group>
                <Button type="submit" disabled={changePassword.isPending}>
                  {changePassword.isPending ? 'Changing...' : 'Change password'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  )
}

function SessionRow({ session: s, busy, onRevoke }: { session: Session; busy: boolean; onRevoke: () => void }) {
  const browser = browserLabel(s.userAgent)
  const address = s.address ?? 'unknown address'
  return (
    <Card withBorder padding="sm" data-testid="session-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{browser}</Text>
            {s.current && (
              <Badge variant="light" color="green">
                This browser
              </Badge>
            )}
          </Group>
          <Text size="sm">From {address}</Text>
          <Text size="sm" c="dimmed">
            Signed in {formatMoment(s.createdAt)} · last active {formatMoment(s.lastSeenAt)}
          </Text>
        </Stack>
        {!s.current && (
          <Button
            variant="default"
            size="xs"
            disabled={busy}
            onClick={onRevoke}
            aria-label={`Sign out ${browser} from ${address}`}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Card>
  )
}
