import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useEffect } from 'react'
import { adminArcadeInput, type AdminArcade } from '../../shared/admin-arcade'
import { DEFAULT_ARCADE_TYPE, DEFAULT_HOURS, DEFAULT_PRICE_RANGE } from '../../shared/constants'

type Nullable = 'phone' | 'website' | 'latitude' | 'longitude'

/**
 * The form's values: the editable fields of an arcade, where blank text stands for "not set" and numbers may be
 * typed as text (the shared schema turns both into what the server stores).
 */
export type ArcadeFormValues = Omit<AdminArcade, 'id' | 'slug' | Nullable | 'rating' | 'reviewCount'> & {
  phone: string
  website: string
  rating: number | string
  reviewCount: number | string
  latitude: number | string
  longitude: number | string
}

const EMPTY: ArcadeFormValues = {
  name: '',
  type: DEFAULT_ARCADE_TYPE,
  description: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  website: '',
  rating: 4,
  reviewCount: 0,
  priceRange: DEFAULT_PRICE_RANGE,
  hours: DEFAULT_HOURS,
  latitude: '',
  longitude: '',
  imageUrl: '',
}

function toValues(a: AdminArcade | null): ArcadeFormValues {
  if (!a) return EMPTY
  const { id: _id, slug: _slug, ...fields } = a
  return {
    ...fields,
    phone: a.phone ?? '',
    website: a.website ?? '',
    latitude: a.latitude ?? '',
    longitude: a.longitude ?? '',
  }
}

/** The Edit and Add dialogs: one form, validated by the server's Zod schema. */
export function ArcadeFormModal(props: {
  opened: boolean
  mode: 'edit' | 'create'
  arcade: AdminArcade | null
  saving: boolean
  onClose: () => void
  onSubmit: (values: ArcadeFormValues) => void
}) {
  const { opened, mode, arcade, saving, onClose, onSubmit } = props
  const form = useForm<ArcadeFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(adminArcadeInput, { sync: true }),
  })
  const { setValues, resetDirty, clearErrors } = form
  useEffect(() => {
    if (!opened) return
    const values = toValues(arcade)
    setValues(values)
    resetDirty(values)
    clearErrors()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens for an arcade
  }, [opened, arcade])

  const title = mode === 'edit' ? 'Edit Arcade' : 'Add Arcade'
  const subtitle = mode === 'edit' ? 'Update arcade information and details' : 'Enter the new arcade’s information'
  const submitLabel = mode === 'edit' ? 'Save Changes' : 'Add Arcade'

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
        <Stack gap="sm">
          <div style={{ marginTop: -8, color: 'var(--mantine-color-dimmed)', fontSize: 14 }}>{subtitle}</div>
          <TextInput label="Name" required maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Type" maxLength={200} {...form.getInputProps('type')} />
            <TextInput label="Price Range" maxLength={10} {...form.getInputProps('priceRange')} />
          </SimpleGrid>
          <Textarea
            label="Description"
            required
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('description')}
          />
          <TextInput label="Address" required maxLength={300} {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" required maxLength={100} {...form.getInputProps('city')} />
            <TextInput label="State" required maxLength={50} {...form.getInputProps('state')} />
            <TextInput label="ZIP Code" required maxLength={10} {...form.getInputProps('zipCode')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Phone" maxLength={40} {...form.getInputProps('phone')} />
            <TextInput label="Website" maxLength={500} {...form.getInputProps('website')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Rating" min={1} max={5} step={0.1} decimalScale={1} {...form.getInputProps('rating')} />
            <NumberInput
              label="Review Count"
              min={0}
              step={1}
              allowDecimal={false}
              {...form.getInputProps('reviewCount')}
            />
          </SimpleGrid>
          <TextInput label="Hours" maxLength={500} {...form.getInputProps('hours')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Latitude"
              min={-90}
              max={90}
              step={0.000001}
              decimalScale={6}
              {...form.getInputProps('latitude')}
            />
            <NumberInput
              label="Longitude"
              min={-180}
              max={180}
              step={0.000001}
              decimalScale={6}
              {...form.getInputProps('longitude')}
            />
          </SimpleGrid>
          <TextInput label="Image URL" maxLength={1000} {...form.getInputProps('imageUrl')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
