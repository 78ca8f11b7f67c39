import { Button, Group, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatDay } from '../../lib/day'
import { procedureErrorData, useTRPC } from '../../lib/trpc'
import type { AdminLineup } from '../../shared/lineup'
import { notifyError, notifySuccess } from '../notify'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'
import { CenteredLoader } from './CenteredLoader'
import { GameFormModal, type GameFormValues } from './GameFormModal'
import { GamePicker } from './GamePicker'
import { LineupEntryFields } from './LineupEntryFields'
import { formField, lineupInputOf, newEntry, toLineupForm, type LineupFormValues } from './lineup-form'
import { useSaveGame } from './use-save-game'

/**
 * The arcade form's Games tab: the lineup as stored, edited as a whole and saved in one write
 * (admin.arcades.setLineup); "Confirm lineup" saves it and stamps today as the day it was checked. A game the
 * catalogue lacks is added to it from here (the catalogue screen's form, its title as typed), then to the lineup.
 */
export function LineupEditor({ arcadeId }: { arcadeId: number }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const lineupQuery = trpc.admin.arcades.lineup.queryOptions({ id: arcadeId })
  const lineup = useQuery({ ...lineupQuery, staleTime: 0 })
  const toLogin = useLoginOnUnauthorized(lineup.error)
  const form = useForm<LineupFormValues>({ mode: 'controlled', initialValues: { entries: [] } })
  const save = useMutation(trpc.admin.arcades.setLineup.mutationOptions())
  const saveGame = useSaveGame()
  /** The title of the game being added to the catalogue; null while the dialog is closed. */
  const [creating, setCreating] = useState<string | null>(null)

  const { setValues, resetDirty } = form
  const show = (stored: AdminLineup) => {
    const values = toLineupForm(stored)
    setValues(values)
    resetDirty(values)
  }
  useEffect(() => {
    if (lineup.data) show(lineup.data)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form follows the stored lineup when it loads
  }, [lineup.data])

  const submit = async (confirm: boolean) => {
    const { input, errors } = lineupInputOf(form.values, confirm)
    form.setErrors(errors ?? {})
    if (!input) return
    try {
      const stored = await save.mutateAsync({ ...input, id: arcadeId })
      queryClient.setQueryData(lineupQuery.queryKey, stored)
      show(stored)
      notifySuccess('Success', confirm ? 'Lineup saved and confirmed' : 'Lineup saved')
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      const issues = procedureErrorData(error)?.issues ?? []
      form.setErrors(Object.fromEntries(issues.map((i) => [formField(i.field), i.message])))
      notifyError('Error', failureMessage('Failed to save lineup', error))
    }
  }

  const createGame = async (values: GameFormValues) => {
    const game = await saveGame.save(values, null)
    if (!game) return
    form.insertListItem('entries', newEntry(game))
    setCreating(null)
  }

  if (lineup.isPending) return <CenteredLoader label="Loading games..." />
  if (lineup.isError) return <Text c="red.8">Failed to load the games: {lineup.error.message}</Text>

  const { entries } = form.values
  const checkedOn = lineup.data.checkedOn
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="lineup-checked">
        {checkedOn ? `Lineup confirmed ${formatDay(checkedOn)}` : 'Lineup never confirmed'}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">No games listed yet. Add the first one below.</Text>
      ) : (
        <Text size="sm">Prices are per play, in dollars: leave one blank when unknown, 0 for free play.</Text>
      )}
      {entries.map((e, i) => (
        <LineupEntryFields key={e.game} form={form} index={i} disabled={save.isPending} />
      ))}
      {form.errors.entries && (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.entries}
        </Text>
      )}
      <GamePicker
        taken={new Set(entries.map((e) => e.game))}
        onPick={(game) => form.insertListItem('entries', newEntry(game))}
        onCreate={(title) => {
          saveGame.clearErrors()
          setCreating(title)
        }}
      />
      <GameFormModal
        opened={creating !== null}
        game={null}
        newTitle={creating ?? ''}
        stackId="new-game"
        saving={saveGame.saving}
        errors={saveGame.errors}
        onClose={() => setCreating(null)}
        onSubmit={(values) => void createGame(values)}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => void submit(false)} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save lineup'}
        </Button>
        <Button onClick={() => void submit(true)} disabled={save.isPending}>
          Confirm lineup
        </Button>
      </Group>
    </Stack>
  )
}
