import { Button, Group, Modal, Text } from '@mantine/core'
import type { AdminArcade } from '../../shared/admin-arcade'

/** SPEC's 'Confirm Delete' dialog; `deleting` is the arcade asked about, null when closed. */
export function DeleteArcadeDialog({
  deleting,
  busy,
  onCancel,
  onConfirm,
}: {
  deleting: AdminArcade | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <Modal
      opened={deleting !== null}
      onClose={onCancel}
      title="Confirm Delete"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text mb="md">Are you sure you want to delete &quot;{deleting?.name}&quot;? This action cannot be undone.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  )
}
