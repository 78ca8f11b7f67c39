import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { plural } from '../../lib/plural'
import type { AdminGame } from '../../shared/lineup'
import { GamePicker } from './GamePicker'
import { gameDetails } from './lineup-form'

/** Merge: pick the entry that is the same game as `merging`; its arcades move there and `merging` is deleted. */
export function MergeGameDialog({
  merging,
  busy,
  onCancel,
  onConfirm,
}: {
  merging: AdminGame | null
  busy: boolean
  onCancel: () => void
  onConfirm: (into: AdminGame) => void
}) {
  // The choice belongs to the entry it was made for: another merge starts without one.
  const [choice, setChoice] = useState<{ forId: number; game: AdminGame } | null>(null)
  const into = merging && choice?.forId === merging.id ? choice.game : null
  return (
    <Modal
      opened={merging !== null}
      onClose={onCancel}
      title="Merge Game"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {merging && (
        <Stack gap="sm">
          <Text>
            Merge &quot;{merging.title}&quot; ({gameDetails(merging)}) into the entry that is the same game. Its{' '}
            {plural(merging.arcadeCount, 'arcade', 'arcades')} move there, its title and short names become short names
            of the kept entry, and &quot;{merging.title}&quot; is deleted.
          </Text>
          <GamePicker
            label="Keep this game"
            taken={new Set([merging.slug])}
            onPick={(game) => setChoice({ forId: merging.id, game })}
          />
          {into && (
            <Text fw={600} data-testid="merge-into">
              Keep: {into.title} ({gameDetails(into)})
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button color="red" disabled={!into || busy} onClick={() => into && onConfirm(into)}>
              {busy ? 'Merging...' : 'Merge'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
