import { Button, Group, Modal, Text } from '@mantine/core'
import type { AdminArcade } from '../../shared/admin-arcade'

/**
 * SPEC's 'Confirm Delete' dialog; `deleting` is the arcade asked about, null when closed. Deletes are soft, so it says
 * where the arcade can be brought back from, not SPEC's "cannot be undone" (docs/decisions/0045-admin-history-screens.md).
 */
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
      <Text mb="md">
        Are you sure you want to delete &quot;{deleting?.name}&quot;? It leaves the site and can be restored from
        Deleted.
      </Text>
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
