import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { REPORT_LIMITS } from '../../../shared/report-fields'

/** Rejecting a report takes a reason (kept with it, never shown to visitors). */
export function RejectReportDialog({
  opened,
  busy,
  error,
  onClose,
  onReject,
}: {
  opened: boolean
  busy: boolean
  error?: string
  onClose: () => void
  onReject: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  return (
    <Modal opened={opened} onClose={onClose} title="Reject report" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack>
        <Textarea
          label="Why is it rejected?"
          required
          autosize
          minRows={2}
          maxLength={REPORT_LIMITS.reason}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => onReject(reason)}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Marking a report as the duplicate of another one, by its number. */
export function DuplicateReportDialog({
  opened,
  busy,
  error,
  onClose,
  onMark,
}: {
  opened: boolean
  busy: boolean
  error?: string
  onClose: () => void
  onMark: (duplicateOfId: number) => void
}) {
  const [other, setOther] = useState<number | string>('')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Mark as duplicate"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack>
        <NumberInput
          label="Duplicate of report #"
          required
          min={1}
          allowDecimal={false}
          value={other}
          error={error}
          onChange={setOther}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => onMark(Number(other))}>
            Mark as duplicate
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
