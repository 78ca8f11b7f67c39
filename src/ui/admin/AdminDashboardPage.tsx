import { ActionIcon, Badge, Button, Card, Container, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import type { AdminArcade } from '../../shared/admin-arcade'
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '../../shared/constants'
import { phoneDisplay } from '../../lib/phone'
import { formatCount, plural } from '../../lib/plural'
import { useTRPC } from '../../lib/trpc'
import { StarRating } from '../arcade/StarRating'
import { TypeBadge } from '../arcade/TypeBadge'
import { ButtonLink } from '../links'
import { notifyError, notifySuccess } from '../notify'
import { CenteredLoader } from './CenteredLoader'
import { ArcadeFormModal, type ArcadeFormValues } from './ArcadeFormModal'
import { RecentFailedSignIns } from './RecentFailedSignIns'
import {
  ADMIN_LOGIN_PATH,
  authCheckOptions,
  clearAdminCache,
  failureMessage,
  isUnauthorized,
  useLoginOnUnauthorized,
} from './auth'

export function AdminDashboardPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const auth = useQuery(authCheckOptions(trpc))

  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS)
  // The page belongs to the search it was chosen for: a new (debounced) search starts at page 1 at once.
  const [paging, setPaging] = useState({ query: '', page: 1 })
  const page = paging.query === debounced ? paging.page : 1
  const setPage = (next: (p: number) => number) => setPaging({ query: debounced, page: next(page) })

  const list = useQuery({
    ...trpc.admin.arcades.list.queryOptions({
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
      query: debounced || undefined,
    }),
    enabled: auth.isSuccess,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

  // A delete (here or elsewhere) can leave the page past the end: show the new last page instead.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / ADMIN_PAGE_SIZE)) : page
  if (!list.isPlaceholderData && page > lastPage) setPaging({ query: debounced, page: lastPage })

  const [editing, setEditing] = useState<AdminArcade | null>(null)
  const [formMode, setFormMode] = useState<'edit' | 'create' | null>(null)
  const [deleting, setDeleting] = useState<AdminArcade | null>(null)

  const toLogin = useLoginOnUnauthorized(auth.error, list.error)

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.arcades.list.pathKey() })

  const update = useMutation(trpc.admin.arcades.update.mutationOptions())
  const create = useMutation(trpc.admin.arcades.create.mutationOptions())
  const remove = useMutation(trpc.admin.arcades.delete.mutationOptions())
  const logout = useMutation(trpc.admin.logout.mutationOptions())

  const save = async (values: ArcadeFormValues) => {
    const input = { ...values } as never
    try {
      if (formMode === 'edit' && editing) {
        await update.mutateAsync({ ...(values as object), id: editing.id } as never)
        notifySuccess('Success', 'Arcade updated successfully')
      } else {
        await create.mutateAsync(input)
        notifySuccess('Success', 'Arcade created successfully')
      }
      setFormMode(null)
      setEditing(null)
      await refresh()
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError(
        'Error',
        failureMessage(formMode === 'edit' ? 'Failed to update arcade' : 'Failed to create arcade', error),
      )
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync({ id: deleting.id })
      notifySuccess('Success', 'Arcade deleted successfully')
      setDeleting(null)
      await refresh()
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError('Error', failureMessage('Failed to delete arcade', error))
    }
  }

  const doLogout = async () => {
    try {
      await logout.mutateAsync()
      clearAdminCache(queryClient, trpc)
      notifySuccess('Logged out', 'You have been logged out successfully')
      await navigate({ to: ADMIN_LOGIN_PATH })
    } catch {
      notifyError('Error', 'Failed to logout. Please try again.')
    }
  }

  if (!auth.data) {
    return <CenteredLoader label="Checking authentication..." />
  }

  const total = list.data?.total ?? 0
  const pages = lastPage
  const first = total === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1
  const last = Math.min(page * ADMIN_PAGE_SIZE, total)

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={1}>Admin Panel</Title>
          <Text c="dimmed">Manage arcade listings and information</Text>
          <Text mt={4}>Welcome, {auth.data.username}</Text>
        </div>
        <Group>
          <ButtonLink to="/admin/widgets" variant="light">
            Affiliate Widgets
          </ButtonLink>
          <ButtonLink to="/admin/sessions" variant="light">
            Sessions
          </ButtonLink>
          <Button
            onClick={() => {
              setEditing(null)
              setFormMode('create')
            }}
          >
            Add Arcade
          </Button>
          <Button variant="default" onClick={() => void doLogout()} disabled={logout.isPending}>
            Logout
          </Button>
        </Group>
      </Group>

      <RecentFailedSignIns />

      <TextInput
        label="Search arcades"
        placeholder="Search by name, city, state or ZIP"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="sm"
      />

      {list.isPending ? (
        <CenteredLoader label="Loading arcades..." />
      ) : list.isError ? (
        <Text c="red">Failed to load arcades: {list.error.message}</Text>
      ) : (
        <>
          <Text fw={500} mb="sm" data-testid="arcade-count">
            {plural(total, 'arcade', 'arcades')} found
          </Text>
          {total === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              {debounced ? `No arcades found matching "${debounced}"` : 'No arcades found'}
            </Text>
          ) : (
            <Stack gap="sm">
              {list.data.data.map((a) => (
                <ArcadeRow
                  key={a.id}
                  arcade={a}
                  onEdit={() => {
                    setEditing(a)
                    setFormMode('edit')
                  }}
                  onDelete={() => setDeleting(a)}
                />
              ))}
            </Stack>
          )}
          {total > ADMIN_PAGE_SIZE && (
            <Group justify="space-between" mt="md">
              <Text size="sm">
                Showing {formatCount(first)} to {formatCount(last)} of {plural(total, 'arcade', 'arcades')}
              </Text>
              <Group gap="xs">
                <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <Text size="sm">
                  Page {formatCount(page)} of {formatCount(pages)}
                </Text>
                <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </Group>
            </Group>
          )}
        </>
      )}

      <ArcadeFormModal
        opened={formMode !== null}
        mode={formMode ?? 'create'}
        arcade={editing}
        saving={update.isPending || create.isPending}
        onClose={() => setFormMode(null)}
        onSubmit={(v) => void save(v)}
      />

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Confirm Delete"
        centered
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <Text mb="md">Are you sure you want to delete &quot;{deleting?.name}&quot;? This action cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirmDelete()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </Container>
  )
}

function ArcadeRow({ arcade: a, onEdit, onDelete }: { arcade: AdminArcade; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card withBorder padding="md" data-testid="admin-arcade-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{a.name}</Text>
            <TypeBadge type={a.type} />
          </Group>
          <Group gap="xs">
            <StarRating rating={a.rating} reviewCount={a.reviewCount} />
            <Badge variant="light" color="gray">
              {a.priceRange}
            </Badge>
          </Group>
          <Text size="sm">
            {a.address}, {a.city}, {a.state} {a.zipCode}
          </Text>
          {a.phone && <Text size="sm">{phoneDisplay(a.phone)?.national ?? a.phone}</Text>}
          <Text size="sm" c="dimmed">
            {a.hours}
          </Text>
          <Text size="sm" lineClamp={2}>
            {a.description}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="light" aria-label={`Edit ${a.name}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="light" color="red" aria-label={`Delete ${a.name}`} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  )
}
