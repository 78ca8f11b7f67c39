import { Container, Stack, Text, Title } from '@mantine/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { plural } from '../../lib/plural'
import { useTRPC } from '../../lib/trpc'
import type { AdminArcade } from '../../shared/admin-arcade'
import { ADMIN_PAGE_SIZE } from '../../shared/constants'
import { notifyError, notifySuccess } from '../notify'
import { AdminPager } from './AdminPager'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'
import { BackToAdmin } from './BackToAdmin'
import { CenteredLoader } from './CenteredLoader'
import { DeletedArcadesTable } from './DeletedArcadesTable'

/**
 * The Deleted screen (/admin/deleted, issue 20): deleted arcades, the newest deletion first; Restore brings one back
 * to the site with its history (admin.arcades.undelete). The admin route checked the session.
 */
export function DeletedArcadesPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const list = useQuery({
    ...trpc.admin.arcades.list.queryOptions({
      status: 'deleted',
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
  const toLogin = useLoginOnUnauthorized(list.error)
  const undelete = useMutation(trpc.admin.arcades.undelete.mutationOptions())
  const [restoring, setRestoring] = useState<number | null>(null)

  // A restore can leave the page past the end: show the new last page instead.
  const total = list.data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage)

  const restore = async (arcade: AdminArcade) => {
    setRestoring(arcade.id)
    try {
      await undelete.mutateAsync({ id: arcade.id })
      notifySuccess('Success', `"${arcade.name}" is back on the site`)
      await queryClient.invalidateQueries({ queryKey: trpc.admin.arcades.list.pathKey() })
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError('Error', failureMessage('Failed to restore arcade', error))
    } finally {
      setRestoring(null)
    }
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <BackToAdmin />
        <div>
          <Title order={1}>Deleted Arcades</Title>
          <Text c="dimmed">Deleted arcades are off the site. Restore one to bring it back with its history.</Text>
        </div>
        {list.isPending ? (
          <CenteredLoader label="Loading deleted arcades..." />
        ) : list.isError ? (
          <Text c="red">Failed to load deleted arcades: {list.error.message}</Text>
        ) : (
          <>
            <Text fw={500} data-testid="deleted-count">
              {plural(total, 'deleted arcade', 'deleted arcades')}
            </Text>
            {total === 0 ? (
              <Text c="dimmed" py="lg" ta="center">
                No deleted arcades.
              </Text>
            ) : (
              <DeletedArcadesTable
                arcades={list.data.data}
                restoringId={restoring}
                onRestore={(a) => void restore(a)}
              />
            )}
            <AdminPager page={page} total={total} onPage={setPage} />
          </>
        )}
      </Stack>
    </Container>
  )
}
