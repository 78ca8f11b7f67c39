import { Button, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { plural } from '../../lib/plural'
import { useTRPC } from '../../lib/trpc'
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_DEBOUNCE_MS } from '../../shared/constants'
import { GAME_KIND_LABELS, GAME_KINDS, isGameKind } from '../../shared/game-kinds'
import type { AdminGame } from '../../shared/lineup'
import { notifyError, notifySuccess } from '../notify'
import { AdminPager } from './AdminPager'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'
import { BackToAdmin } from './BackToAdmin'
import { CenteredLoader } from './CenteredLoader'
import { GameFormModal, type GameFormValues } from './GameFormModal'
import { GamesAdminTable } from './GamesAdminTable'
import { MergeGameDialog } from './MergeGameDialog'
import { useSaveGame } from './use-save-game'

const KIND_OPTIONS = GAME_KINDS.map((value) => ({ value, label: GAME_KIND_LABELS[value] }))

/** The catalogue screen (/admin/games): find, add, edit and merge games. The admin route checked the session. */
export function GamesAdminPage() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [search, setSearch] = useState('')
  const [query] = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS)
  const [kind, setKind] = useState<string | null>(null)
  const [paging, setPaging] = useState({ key: '', page: 1 })
  const key = JSON.stringify([query, kind])
  const page = paging.key === key ? paging.page : 1
  const list = useQuery({
    ...trpc.admin.games.list.queryOptions({
      query,
      kind: kind && isGameKind(kind) ? kind : undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
  const toLogin = useLoginOnUnauthorized(list.error)
  const [editing, setEditing] = useState<AdminGame | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [merging, setMerging] = useState<AdminGame | null>(null)
  const saveGame = useSaveGame()
  const merge = useMutation(trpc.admin.games.merge.mutationOptions())
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.games.pathKey() })

  const save = async (values: GameFormValues) => {
    if (await saveGame.save(values, editing)) setFormOpen(false)
  }

  const confirmMerge = async (into: AdminGame) => {
    if (!merging) return
    try {
      const { movedArcades } = await merge.mutateAsync({ id: merging.id, intoId: into.id })
      notifySuccess('Success', `Merged into ${into.title}: ${plural(movedArcades, 'arcade', 'arcades')} moved`)
      setMerging(null)
      await refresh()
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError('Error', failureMessage('Failed to merge game', error))
    }
  }

  const total = list.data?.total ?? 0
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <BackToAdmin />
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Games Catalogue</Title>
            <Text c="dimmed">The games arcades list: add, correct and merge entries</Text>
          </div>
          <Button
            onClick={() => {
              setEditing(null)
              saveGame.clearErrors()
              setFormOpen(true)
            }}
          >
            Add Game
          </Button>
        </Group>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search games"
            placeholder="Title or short name"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label="Kind"
            placeholder="All kinds"
            data={KIND_OPTIONS}
            value={kind}
            onChange={setKind}
            clearable
            style={{ flex: '0 1 14rem' }}
          />
        </Group>
        {list.isPending ? (
          <CenteredLoader label="Loading games..." />
        ) : list.isError ? (
          <Text c="red.8">Failed to load games: {list.error.message}</Text>
        ) : (
          <>
            <Text fw={500} data-testid="game-count">
              {plural(total, 'game', 'games')} found
            </Text>
            <GamesAdminTable
              games={list.data.data}
              onEdit={(g) => {
                setEditing(g)
                saveGame.clearErrors()
                setFormOpen(true)
              }}
              onMerge={setMerging}
            />
            <AdminPager
              page={page}
              total={total}
              onPage={(next) => setPaging({ key, page: next })}
              noun={['game', 'games']}
            />
          </>
        )}
      </Stack>
      <GameFormModal
        opened={formOpen}
        game={editing}
        saving={saveGame.saving}
        errors={saveGame.errors}
        onClose={() => setFormOpen(false)}
        onSubmit={(v) => void save(v)}
      />
      <MergeGameDialog
        merging={merging}
        busy={merge.isPending}
        onCancel={() => setMerging(null)}
        onConfirm={(into) => void confirmMerge(into)}
      />
    </Container>
  )
}
