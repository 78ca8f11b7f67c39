import { Button, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTRPC } from '../../lib/trpc'
import type { AdminArcade } from '../../shared/admin-arcade'
import type { ConfirmPart } from '../../shared/listing-status'
import { notifyError, notifySuccess } from '../notify'
import { failureMessage, isUnauthorized, useLoginOnUnauthorized } from './auth'
import { formatDate } from './format'

/** What each button confirms, and what the toast says then. The lineup is confirmed on the Games tab. */
const BUTTONS: { part: ConfirmPart; label: string; done: string }[] = [
  { part: 'listing', label: 'Confirm listing', done: 'Listing confirmed as still right' },
  { part: 'hours', label: 'Confirm hours', done: 'Hours confirmed as still right' },
]

const checkedOn = (at: string | null, never: string, prefix: string) =>
  at === null ? never : `${prefix} ${formatDate(Date.parse(at))}`

/**
 * When the listing and its hours were last checked, and the buttons that stamp them as checked today without
 * changing anything else (admin.arcades.confirm, a `confirm` revision). They act on the stored listing: edits in the
 * form are saved only by Save Changes.
 */
export function ListingChecks({ arcade, onConfirmed }: { arcade: AdminArcade; onConfirmed: (a: AdminArcade) => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const toLogin = useLoginOnUnauthorized()
  const confirm = useMutation(trpc.admin.arcades.confirm.mutationOptions())

  const run = async (part: ConfirmPart, done: string) => {
    try {
      const confirmed = await confirm.mutateAsync({ id: arcade.id, parts: [part] })
      notifySuccess('Success', done)
      onConfirmed(confirmed)
      await queryClient.invalidateQueries({ queryKey: trpc.admin.arcades.revisions.pathKey() })
    } catch (error) {
      if (isUnauthorized(error)) return toLogin()
      notifyError('Error', failureMessage('Failed to confirm the listing', error))
    }
  }

  return (
    <Stack gap="xs" mt="md">
      <Text size="sm" data-testid="listing-checked">
        {checkedOn(arcade.checkedAt, 'Not checked since it was added', 'Last checked')}
      </Text>
      <Text size="sm" data-testid="hours-checked">
        {checkedOn(arcade.hoursCheckedAt, 'Hours not checked since they were added', 'Hours checked')}
      </Text>
      <Group gap="xs">
        {BUTTONS.map(({ part, label, done }) => (
          <Button
            key={part}
            variant="light"
            size="xs"
            disabled={confirm.isPending}
            onClick={() => void run(part, done)}
          >
            {label}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        Confirming stamps today as checked and changes nothing else; it does not save the form.
      </Text>
    </Stack>
  )
}
