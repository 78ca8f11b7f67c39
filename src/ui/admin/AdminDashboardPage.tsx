import { Button, Container, Group, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminArcade } from '../../shared/admin-arcade'
import { adminListQueryInput, FIRST_DIRECTION, type AdminListAddress } from '../../shared/admin-list-address'
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '../../shared/constants'
import { plural } from '../../lib/plural'
import { useTRPC } from '../../lib/trpc'
import { ButtonLink } from '../links'
import { notifyError, notifySuccess } from '../notify'
import { AdminArcadeFilters } from './AdminArcadeFilters'
import { AdminArcadeTable } from './AdminArcadeTable'
import { AdminPager } from './AdminPager'
import { CenteredLoader } from './CenteredLoader'
import { ArcadeFormModal, type ArcadeFormValues } from './ArcadeFormModal'
import { DeleteArcadeDialog } from './DeleteArcadeDialog'
import { ExportButtons } from './ExportButtons'
import { RecentFailedSignIns } from './RecentFailedSignIns'
import { ReportsLink } from './reports/ReportsLink'
import {
  ADMIN_LOGIN_PATH,
  authCheckOptions,
  clearAdminCache,
  failureMessage,
  isUnauthorized,
  useLoginOnUnauthorized,
} from './auth'

/** The list input of one page of the dashboard: its address (sort and filters), search text and page. */
/**
 * The dashboard: toolbar, filters, the table and its pager, and the dialogs. Sort and filters are the address's
 * (`address`, changed through `onAddress`), so Back and reload keep them; the search text is debounced here.
 */
export function AdminDashboardPage({
  address,
  onAddress,
}: {
  address: AdminListAddress
  onAddress: (changes: Partial<AdminListAddress>) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const auth = useQuery(authCheckOptions(trpc))

  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS)
  // The page belongs to the list it was chosen in: a new (debounced) search, sort or filter starts at page 1 at once.
  const listKey = JSON.stringify([debounced, address.sort, address.dir, address.state, address.type, address.status])
  const [paging, setPaging] = useState({ listKey: '', page: 1 })
  const page = paging.listKey === listKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ listKey, page: next })

  const list = useQuery({
    ...trpc.admin.arcades.list.queryOptions(adminListQueryInput(address, debounced, page)),
    enabled: auth.isSuccess,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

  // A delete (here or elsewhere) can leave the page past the end: show the new last page instead.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / ADMIN_PAGE_SIZE)) : page
  if (!list.isPlaceholderData && page > lastPage) setPaging({ listKey, page: lastPage })

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
    try {
      if (formMode === 'edit' && editing) {
        await update.mutateAsync({ ...values, id: editing.id })
        notifySuccess('Success', 'Arcade updated successfully')
      } else {
        await create.mutateAsync(values)
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

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" data-testid="admin-toolbar">
        <div>
          <Title order={1}>Admin Panel</Title>
          <Text c="dimmed">Manage arcade listings and information</Text>
          <Text mt={4}>Welcome, {auth.data.username}</Text>
        </div>
        <Group>
          <ButtonLink to="/admin/widgets" variant="light">
            Affiliate Widgets
          </ButtonLink>
          <ButtonLink to="/admin/games" variant="light">
            Games
          </ButtonLink>
          <ButtonLink to="/admin/sessions" variant="light">
            Sessions
          </ButtonLink>
          <ButtonLink to="/admin/import" variant="light">
            Import
          </ButtonLink>
          <ButtonLink to="/admin/deleted" variant="light">
            Deleted
          </ButtonLink>
          <ExportButtons />
          <ReportsLink />
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

      <AdminArcadeFilters search={search} onSearch={setSearch} address={address} onFilters={onAddress} />

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
            <AdminArcadeTable
              arcades={list.data.data}
              sort={{ sort: address.sort, dir: address.sort ? (address.dir ?? FIRST_DIRECTION[address.sort]) : 'asc' }}
              onSort={(next) => onAddress(next)}
              onEdit={(a) => {
                setEditing(a)
                setFormMode('edit')
              }}
              onDelete={setDeleting}
            />
          )}
          <AdminPager page={page} total={total} onPage={setPage} />
        </>
      )}

      <ArcadeFormModal
        opened={formMode !== null}
        mode={formMode ?? 'create'}
        arcade={editing}
        saving={update.isPending || create.isPending}
        onClose={() => setFormMode(null)}
        onSubmit={(v) => void save(v)}
        onChanged={(arcade) => {
          setEditing(arcade)
          void refresh()
        }}
      />

      <DeleteArcadeDialog
        deleting={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Container>
  )
}
