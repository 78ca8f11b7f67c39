import {
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Tabs,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { PHONE_EXAMPLE, phoneDisplay } from '../../lib/phone'
import { ARCADE_TYPES_MAX, adminArcadeInput, normaliseType, type AdminArcade } from '../../shared/admin-arcade'
import { ALL_TYPES, splitTypes } from '../../shared/arcade-types'
import { DEFAULT_ARCADE_TYPE, DEFAULT_HOURS, DEFAULT_PRICE_RANGE } from '../../shared/constants'
import { OPENING_HOURS_EXAMPLE, OPENING_HOURS_MAX } from '../../shared/opening-hours'
import { TIME_ZONE_EXAMPLE, timeZoneNames } from '../../shared/time-zones'
import { ArcadeStatusFields } from './ArcadeStatusFields'
import { ArcadeHistory } from './history/ArcadeHistory'
import { ListingChecks } from './ListingChecks'
import { WeekPreview } from './WeekPreview'
import { FieldRow } from './FieldRow'
import { LineupEditor } from './LineupEditor'

/** The Type field's suggestions: the site's types and SPEC's default; any other is typed in on purpose. */
const KNOWN_TYPES = [...ALL_TYPES, DEFAULT_ARCADE_TYPE]

type Nullable = 'phone' | 'website' | 'latitude' | 'longitude' | 'openingHours' | 'closedOn'
/** What the form shows but does not edit: set by the server (stamps, dates) or by their own buttons. */
type NotEdited = 'id' | 'slug' | 'updatedAt' | 'checkedAt' | 'hoursCheckedAt' | 'lineupCheckedAt' | 'deletedAt'

/**
 * The form's values: the editable fields of an arcade, where blank text stands for "not set" and numbers may be
 * typed as text (the shared schema turns both into what the server stores).
 */
export type ArcadeFormValues = Omit<AdminArcade, NotEdited | Nullable | 'rating' | 'reviewCount'> & {
  phone: string
  website: string
  openingHours: string
  /** YYYY-MM-DD, or blank: not known, or open. */
  closedOn: string
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
  openingHours: '',
  timeZone: '',
  latitude: '',
  longitude: '',
  imageUrl: '',
  status: 'open',
  closedOn: '',
}

function toValues(a: AdminArcade | null): ArcadeFormValues {
  if (!a) return EMPTY
  const {
    id: _id,
    slug: _slug,
    updatedAt: _updatedAt,
    checkedAt: _checkedAt,
    hoursCheckedAt: _hoursCheckedAt,
    lineupCheckedAt: _lineupCheckedAt,
    deletedAt: _deletedAt,
    ...fields
  } = a
  return {
    ...fields,
    // Stored as +12125550123; edited as people write it. Text saved before phones were checked shows as it is.
    phone: a.phone === null ? '' : (phoneDisplay(a.phone)?.national ?? a.phone),
    website: a.website ?? '',
    openingHours: a.openingHours ?? '',
    closedOn: a.closedOn ?? '',
    latitude: a.latitude ?? '',
    longitude: a.longitude ?? '',
  }
}

type Tab = 'details' | 'games' | 'history'

/**
 * The Edit and Add dialogs: one form, validated by the server's Zod schema. Editing, it also has the arcade's Games
 * and its History, and confirms parts as checked; those save on their own and hand back the arcade as stored
 * (`onChanged`), which the form then shows.
 */
export function ArcadeFormModal(props: {
  opened: boolean
  mode: 'edit' | 'create'
  arcade: AdminArcade | null
  /** A new arcade's values to start from (a visitor's suggestion, issue 20). */
  initial?: Partial<ArcadeFormValues>
  saving: boolean
  onClose: () => void
  onSubmit: (values: ArcadeFormValues) => void
  /** The arcade as stored after a confirmation or a restored version (edit mode). */
  onChanged?: (arcade: AdminArcade) => void
}) {
  const { opened, mode, arcade, initial, saving, onClose, onSubmit, onChanged } = props
  // The tab belongs to the arcade it was chosen for: the dialog opens on Details.
  const tabKey = opened ? (arcade?.id ?? 0) : -1
  const [chosen, setChosen] = useState<{ key: number; tab: Tab }>({ key: -1, tab: 'details' })
  const tab = chosen.key === tabKey ? chosen.tab : 'details'
  const form = useForm<ArcadeFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(adminArcadeInput, { sync: true }),
  })
  const { setValues, resetDirty, clearErrors } = form
  useEffect(() => {
    if (!opened) return
    const values = arcade ? toValues(arcade) : { ...EMPTY, ...initial }
    setValues(values)
    resetDirty(values)
    clearErrors()
    // A confirmation stamps the arcade without changing it (same updatedAt): what is typed in the form stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens for an arcade or it changed
  }, [opened, arcade?.id, arcade?.updatedAt])

  const title = mode === 'edit' ? 'Edit Arcade' : 'Add Arcade'
  const subtitle = mode === 'edit' ? 'Update arcade information and details' : 'Enter the new arcade’s information'
  const submitLabel = mode === 'edit' ? 'Save Changes' : 'Add Arcade'

  const details = (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="sm">
        <div style={{ marginTop: -8, color: 'var(--mantine-color-dimmed)', fontSize: 14 }}>{subtitle}</div>
        <TextInput label="Name" required maxLength={200} {...form.getInputProps('name')} />
        <ArcadeStatusFields form={form}>
          {mode === 'edit' && arcade && onChanged && <ListingChecks arcade={arcade} onConfirmed={onChanged} />}
        </ArcadeStatusFields>
        <FieldRow cols={2}>
          <TagsInput
            label="Type"
            description="Pick one or type a new one and press Enter; the first is the main type"
            data={KNOWN_TYPES}
            maxTags={ARCADE_TYPES_MAX}
            {...form.getInputProps('type')}
            value={splitTypes(form.values.type)}
            onChange={(types) => form.setFieldValue('type', types.map(normaliseType).join(','))}
          />
          <TextInput label="Price Range" maxLength={10} {...form.getInputProps('priceRange')} />
        </FieldRow>
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <TextInput label="Address" required maxLength={300} {...form.getInputProps('address')} />
        <FieldRow cols={3}>
          <TextInput label="City" required maxLength={100} {...form.getInputProps('city')} />
          <TextInput label="State" required maxLength={50} {...form.getInputProps('state')} />
          <TextInput label="ZIP Code" required maxLength={10} {...form.getInputProps('zipCode')} />
        </FieldRow>
        <FieldRow cols={2}>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            placeholder={PHONE_EXAMPLE}
            maxLength={40}
            {...form.getInputProps('phone')}
          />
          <TextInput label="Website" maxLength={500} {...form.getInputProps('website')} />
        </FieldRow>
        <FieldRow cols={2}>
          {/* clampBehavior none: a value out of range stays as typed and shows the schema's error, never
                silently becomes the nearest allowed one. */}
          <NumberInput
            label="Rating"
            min={1}
            max={5}
            step={0.1}
            decimalScale={1}
            clampBehavior="none"
            {...form.getInputProps('rating')}
          />
          <NumberInput
            label="Review Count"
            min={0}
            step={1}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('reviewCount')}
          />
        </FieldRow>
        <TextInput
          label="Opening hours"
          description={`OpenStreetMap syntax, such as ${OPENING_HOURS_EXAMPLE}. Blank: read from the hours text`}
          autoComplete="off"
          maxLength={OPENING_HOURS_MAX}
          {...form.getInputProps('openingHours')}
        />
        <WeekPreview openingHours={form.values.openingHours} />
        <FieldRow cols={2}>
          <TextInput
            label="Hours as written"
            description="Shown as written when there are no opening hours"
            maxLength={500}
            {...form.getInputProps('hours')}
          />
          <Autocomplete
            label="Time zone"
            description="Blank: from the coordinates, else the state"
            placeholder={TIME_ZONE_EXAMPLE}
            data={[...timeZoneNames()]}
            limit={8}
            {...form.getInputProps('timeZone')}
          />
        </FieldRow>
        <FieldRow cols={2}>
          {/* Text fields: what was typed stays visible, and anything that is not a coordinate is an error. */}
          <TextInput label="Latitude" inputMode="decimal" placeholder="29.760427" {...form.getInputProps('latitude')} />
          <TextInput
            label="Longitude"
            inputMode="decimal"
            placeholder="-95.369803"
            {...form.getInputProps('longitude')}
          />
        </FieldRow>
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
  )

  // A stack: the lineup editor's Add Game dialog opens over this one, and Escape closes only the one on top.
  return (
    <Modal.Stack>
      <Modal
        stackId="arcade-form"
        opened={opened}
        onClose={onClose}
        title={title}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        {/* An arcade that exists has games: they are saved on their own (Save lineup), so each tab's save is whole. */}
        {mode === 'edit' && arcade ? (
          <Tabs value={tab} onChange={(value) => setChosen({ key: tabKey, tab: (value as Tab | null) ?? 'details' })}>
            <Tabs.List mb="md">
              <Tabs.Tab value="details">Details</Tabs.Tab>
              <Tabs.Tab value="games">Games</Tabs.Tab>
              {onChanged && <Tabs.Tab value="history">History</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="details">{details}</Tabs.Panel>
            <Tabs.Panel value="games">
              <LineupEditor arcadeId={arcade.id} />
            </Tabs.Panel>
            {/* Read when shown, so it includes what the other tabs saved since the dialog opened. */}
            {onChanged && (
              <Tabs.Panel value="history">
                {tab === 'history' && <ArcadeHistory arcadeId={arcade.id} onRestored={onChanged} />}
              </Tabs.Panel>
            )}
          </Tabs>
        ) : (
          details
        )}
      </Modal>
    </Modal.Stack>
  )
}
