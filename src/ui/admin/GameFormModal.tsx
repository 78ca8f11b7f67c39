import { Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useEffect } from 'react'
import {
  adminGameInput,
  GAME_ALIAS_MAX,
  GAME_ALIASES_MAX,
  GAME_MAKER_MAX,
  GAME_TITLE_MAX,
} from '../../shared/admin-game'
import { GAME_KIND_LABELS, GAME_KINDS, type GameKind } from '../../shared/game-kinds'
import type { AdminGame } from '../../shared/lineup'
import { FieldRow } from './FieldRow'

const KIND_OPTIONS = GAME_KINDS.map((value) => ({ value, label: GAME_KIND_LABELS[value] }))

/** The form's values: blank text for an unknown maker or year (the schema reads blank as none). */
export interface GameFormValues {
  title: string
  manufacturer: string
  year: string
  kind: GameKind
  aliases: string[]
}

const EMPTY: GameFormValues = { title: '', manufacturer: '', year: '', kind: 'video', aliases: [] }

function toValues(g: AdminGame | null, newTitle: string): GameFormValues {
  if (!g) return { ...EMPTY, title: newTitle }
  return {
    title: g.title,
    manufacturer: g.manufacturer ?? '',
    year: g.year === null ? '' : String(g.year),
    kind: g.kind,
    aliases: g.aliases,
  }
}

/**
 * Add Game and Edit Game: one form, validated by the server's schema; `errors` are the server's field issues. A new
 * game's title starts as `newTitle` (the title typed in the lineup editor).
 */
export function GameFormModal(props: {
  opened: boolean
  game: AdminGame | null
  newTitle?: string
  /** Its place in a Modal.Stack, when it opens over another dialog (the arcade form's). */
  stackId?: string
  saving: boolean
  errors: Record<string, string>
  onClose: () => void
  onSubmit: (values: GameFormValues) => void
}) {
  const { opened, game, newTitle = '', stackId, saving, errors, onClose, onSubmit } = props
  const form = useForm<GameFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(adminGameInput, { sync: true }),
  })
  const { setValues, resetDirty, clearErrors, setErrors } = form
  useEffect(() => {
    if (!opened) return
    const values = toValues(game, newTitle)
    setValues(values)
    resetDirty(values)
    clearErrors()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens for a game
  }, [opened, game, newTitle])
  useEffect(() => setErrors(errors), [errors, setErrors])

  return (
    <Modal
      stackId={stackId}
      opened={opened}
      onClose={onClose}
      title={game ? 'Edit Game' : 'Add Game'}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <TextInput label="Title" required maxLength={GAME_TITLE_MAX} {...form.getInputProps('title')} />
          <FieldRow cols={2}>
            <TextInput
              label="Manufacturer"
              description="Blank for a game many make (air hockey)"
              maxLength={GAME_MAKER_MAX}
              {...form.getInputProps('manufacturer')}
            />
            <TextInput label="Year" inputMode="numeric" maxLength={4} {...form.getInputProps('year')} />
          </FieldRow>
          <Select label="Kind" required data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
          <TagsInput
            label="Short names"
            description="What players type, such as DDR or MM; press Enter after each"
            maxTags={GAME_ALIASES_MAX}
            maxLength={GAME_ALIAS_MAX}
            {...form.getInputProps('aliases')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : game ? 'Save Game' : 'Add Game'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
