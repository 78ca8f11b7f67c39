import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { procedureErrorData, useTRPC } from '../../lib/trpc'
import type { AdminGame } from '../../shared/lineup'
import { notifyError, notifySuccess } from '../notify'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'
import type { GameFormValues } from './GameFormModal'

/**
 * Saving the game form (GameFormModal), from the catalogue screen or from the lineup editor: a new game through
 * admin.games.create, a changed one through update. The server's field issues come back as `errors` for the form,
 * and the catalogue's lists are asked for again, so the game is found at once.
 */
export function useSaveGame() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const toLogin = useLoginOnUnauthorized()
  const create = useMutation(trpc.admin.games.create.mutationOptions())
  const update = useMutation(trpc.admin.games.update.mutationOptions())
  const [errors, setErrors] = useState<Record<string, string>>({})

  /** Saves `values` as `editing`, or as a new game; the stored game, or undefined when it was not saved. */
  const save = async (values: GameFormValues, editing: AdminGame | null): Promise<AdminGame | undefined> => {
    try {
      const game = editing ? await update.mutateAsync({ ...values, id: editing.id }) : await create.mutateAsync(values)
      notifySuccess('Success', editing ? 'Game updated successfully' : 'Game added successfully')
      void queryClient.invalidateQueries({ queryKey: trpc.admin.games.pathKey() })
      return game
    } catch (error) {
      if (isUnauthorized(error)) {
        toLogin()
        return undefined
      }
      const issues = procedureErrorData(error)?.issues ?? []
      setErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])))
      notifyError('Error', failureMessage(editing ? 'Failed to update game' : 'Failed to add game', error))
      return undefined
    }
  }
  return { save, saving: create.isPending || update.isPending, errors, clearErrors: () => setErrors({}) }
}
