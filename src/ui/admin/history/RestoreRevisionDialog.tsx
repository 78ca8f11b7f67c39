import { Button, Group, Modal, Text } from '@mantine/core'
import { formatMoment } from '../format'
import type { ShownRevision } from './revision-words'

/** The confirm step of "Restore this version", over the arcade form (its place in the form's Modal.Stack). */
export function RestoreRevisionDialog({
  revision,
  busy,
  onCancel,
  onConfirm,
}: {
  revision: ShownRevision | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Modal
      stackId="restore-revision"
      opened={revision !== null}
      onClose={onCancel}
      title="Restore this version?"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text mb="md">
        The arcade’s details and games go back to how they were right after change #{revision?.id}
        {revision && ` (${formatMoment(Date.parse(revision.createdAt))})`}. This is saved as a new change, so the
        history keeps everything in between.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? 'Restoring...' : 'Restore version'}
        </Button>
      </Group>
    </Modal>
  )
}
