import { Button, Fieldset, Group, NumberInput, Select, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LINEUP_COUNT_MAX, LINEUP_STATUSES } from '../../shared/lineup'
import { LINEUP_STATUS_LABELS, type LineupFormValues } from './lineup-form'

const STATUS_OPTIONS = LINEUP_STATUSES.map((value) => ({ value, label: LINEUP_STATUS_LABELS[value] }))

/** One game of the lineup: count, price, status and since when, and Remove. */
export function LineupEntryFields({
  form,
  index,
  disabled,
}: {
  form: UseFormReturnType<LineupFormValues>
  index: number
  disabled: boolean
}) {
  const entry = form.values.entries[index]!
  const path = (field: string) => `entries.${index}.${field}`
  const gameError = form.errors[path('game')]
  return (
    <Fieldset legend={entry.title} variant="filled" data-testid="lineup-entry" disabled={disabled}>
      <Text size="xs" c="dimmed" mt={-6} mb="xs">
        {entry.details}
      </Text>
      {gameError && (
        <Text size="sm" c="red.8" mb="xs" role="alert">
          {gameError}
        </Text>
      )}
      <Group align="flex-start" gap="sm">
        <NumberInput
          label="Count"
          w={80}
          min={1}
          max={LINEUP_COUNT_MAX}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps(path('count'))}
        />
        <TextInput
          label="Price per play"
          placeholder="Unknown"
          leftSection="$"
          inputMode="decimal"
          w={130}
          {...form.getInputProps(path('price'))}
        />
        <Select
          label="Status"
          w={150}
          data={STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps(path('status'))}
        />
        {entry.status !== 'working' && (
          <TextInput label="Since" type="date" w={160} {...form.getInputProps(path('statusSince'))} />
        )}
        <Button
          variant="subtle"
          color="red"
          mt={24}
          aria-label={`Remove ${entry.title}`}
          onClick={() => form.removeListItem('entries', index)}
        >
          Remove
        </Button>
      </Group>
    </Fieldset>
  )
}
