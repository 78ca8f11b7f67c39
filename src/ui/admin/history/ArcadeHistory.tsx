import { Button, Stack, Text } from '@mantine/core'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { plural } from '../../../lib/plural'
import { procedureErrorData, useTRPC } from '../../../lib/trpc'
import type { AdminArcade } from '../../../shared/admin-arcade'
import { notifyError, notifySuccess } from '../../notify'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from '../auth'
import { CenteredLoader } from '../CenteredLoader'
import { RestoreRevisionDialog } from './RestoreRevisionDialog'
import { RevisionItem } from './RevisionItem'
import type { ShownRevision } from './revision-words'

/** Why a restore failed: old values that break today's rules name their fields (a 400), else the usual message. */
function restoreFailure(error: unknown): string {
  const issues = procedureErrorData(error)?.issues ?? []
  if (issues.length > 0)
    return `Failed to restore the version: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`
  return failureMessage('Failed to restore the version', error)
}

/**
 * The arcade form's History tab (issue 20): every revision of the arcade, newest first, a page at a time ("Show
 * older changes" reads those before the oldest shown). Restoring a version (after a confirm step) writes a new
 * revision; the form shows the restored values (`onRestored`) and the history starts again from the newest.
 */
export function ArcadeHistory({ arcadeId, onRestored }: { arcadeId: number; onRestored: (a: AdminArcade) => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  /** The pages shown: each reads the revisions older than its `before` (undefined: the newest). */
  const [pages, setPages] = useState<(number | undefined)[]>([undefined])
  const [restoring, setRestoring] = useState<ShownRevision | null>(null)
  const results = useQueries({
    queries: pages.map((before) => ({
      ...trpc.admin.arcades.revisions.queryOptions({ id: arcadeId, ...(before !== undefined && { before }) }),
      staleTime: 0,
    })),
  })
  const toLogin = useLoginOnUnauthorized(...results.map((r) => r.error))
  const restore = useMutation(trpc.admin.arcades.restoreRevision.mutationOptions())

  const confirmRestore = async () => {
    if (!restoring) return
    try {
      const arcade = await restore.mutateAsync({ id: arcadeId, revision: restoring.id })
      notifySuccess('Success', `Version #${restoring.id} restored as a new change`)
      setRestoring(null)
      setPages([undefined])
      onRestored(arcade)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.arcades.revisions.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.arcades.lineup.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.arcades.list.pathKey() }),
      ])
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError('Error', restoreFailure(error))
    }
  }

  const failed = results.find((r) => r.isError)
  if (failed?.error) return <Text c="red.8">Failed to load the history: {failed.error.message}</Text>
  const first = results[0]?.data
  if (!first) return <CenteredLoader label="Loading history..." />
  const revisions = results.flatMap((r) => r.data?.data ?? [])
  const loading = results.some((r) => r.isPending)
  const oldest = revisions.at(-1)

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Every change of this listing, newest first ({plural(first.total, 'change', 'changes')}). Restoring an older
        version saves its values as a new change; nothing is lost.
      </Text>
      <ol className="admin-revisions" aria-label="Changes, newest first">
        {revisions.map((revision, i) => (
          <RevisionItem
            key={revision.id}
            revision={revision}
            onRestore={i === 0 ? undefined : () => setRestoring(revision)}
          />
        ))}
      </ol>
      {oldest && revisions.length < first.total && (
        <Button
          variant="default"
          size="xs"
          disabled={loading}
          onClick={() => setPages((shown) => [...shown, oldest.id])}
        >
          {loading ? 'Loading...' : 'Show older changes'}
        </Button>
      )}
      <RestoreRevisionDialog
        revision={restoring}
        busy={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() => void confirmRestore()}
      />
    </Stack>
  )
}
