import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { formatCount, plural } from '../../lib/plural'
import { useTRPC, type ImportOutputs } from '../../lib/trpc'
import { notifyError } from '../notify'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'

/**
 * Applying the checked file: rejected rows stop it unless the administrator chooses to skip them, and possible
 * duplicates are left out unless chosen (docs/decisions/0044-export-and-import.md).
 */
export function ImportApplyPanel({
  job,
  onApplying,
  onCancel,
}: {
  job: ImportOutputs['get']
  onApplying: () => void
  onCancel: () => void
}) {
  const trpc = useTRPC()
  const toLogin = useLoginOnUnauthorized()
  const [skipRejected, setSkipRejected] = useState(false)
  const [addDuplicates, setAddDuplicates] = useState(false)
  const commit = useMutation(trpc.admin.imports.commit.mutationOptions())
  const discard = useMutation(trpc.admin.imports.discard.mutationOptions())
  const { rejected, duplicate } = job.counts
  const writes = job.counts.new + job.counts.changed + (addDuplicates ? duplicate : 0)
  const blocked = rejected > 0 && !skipRejected

  const apply = async () => {
    try {
      await commit.mutateAsync({ id: job.id, skipRejected, addDuplicates })
      onApplying()
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError('Error', failureMessage('Failed to apply the import', error))
    }
  }

  const cancel = async () => {
    try {
      await discard.mutateAsync({ id: job.id })
    } finally {
      onCancel()
    }
  }

  return (
    <Stack gap="sm">
      {rejected > 0 && (
        <Checkbox
          label={`Skip the ${plural(rejected, 'rejected row', 'rejected rows')} and apply the rest`}
          description="Otherwise correct the file and check it again: a file with rejected rows is not applied."
          checked={skipRejected}
          onChange={(e) => setSkipRejected(e.currentTarget.checked)}
        />
      )}
      {duplicate > 0 && (
        <Checkbox
          label={`Add the ${plural(duplicate, 'possible duplicate', 'possible duplicates')} as new arcades too`}
          description="Otherwise they are left out."
          checked={addDuplicates}
          onChange={(e) => setAddDuplicates(e.currentTarget.checked)}
        />
      )}
      <Text size="sm">
        Applying writes {formatCount(writes)} {writes === 1 ? 'arcade' : 'arcades'} in one step: all of them or, if
        anything fails, none.
      </Text>
      <Group>
        <Button onClick={() => void apply()} disabled={blocked || commit.isPending} loading={commit.isPending}>
          Apply import
        </Button>
        <Button variant="default" onClick={() => void cancel()}>
          Cancel
        </Button>
      </Group>
    </Stack>
  )
}
