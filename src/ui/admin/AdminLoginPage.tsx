import { Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm, schemaResolver } from '@mantine/form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { loginInput } from '../../shared/admin-arcade'
import { useTRPC } from '../../lib/trpc'
import { AnchorLink } from '../links'
import { notifyError, notifySuccess } from '../notify'
import { clearAdminCache } from './auth'

export function AdminLoginPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  })
  const login = useMutation(trpc.admin.login.mutationOptions())

  const submit = form.onSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values)
      if (!result.success) {
        notifyError('Login Failed', result.message || 'Invalid credentials')
        return
      }
      clearAdminCache(queryClient, trpc)
      notifySuccess('Welcome Admin', 'You are now logged in to the admin panel')
      await navigate({ to: '/admin' })
    } catch (error) {
      notifyError('Error', `Login failed: ${error instanceof Error ? error.message : 'Unknown error'}`)
    }
  })
  const busy = login.isPending

  return (
    <Container size={420} py="xl">
      <Card withBorder shadow="sm" padding="xl" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2" ta="center">
                Admin Login
              </Title>
              <Text c="dimmed" ta="center" size="sm">
                Enter your credentials to access the admin panel
              </Text>
            </div>
            <TextInput label="Username" autoComplete="username" disabled={busy} {...form.getInputProps('username')} />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              disabled={busy}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={false} disabled={busy} fullWidth>
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              Secure access for authorized administrators only. Your session is protected and expires after inactivity.
            </Text>
            <AnchorLink to="/" ta="center" size="sm">
              Back to Home
            </AnchorLink>
          </Stack>
        </form>
      </Card>
    </Container>
  )
}
