import { Fieldset, Select, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus } from '../../shared/listing-status'
import type { ArcadeFormValues } from './ArcadeFormModal'
import { FieldRow } from './FieldRow'

const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: LISTING_STATUS_LABELS[value] }))

const isListingStatus = (value: string | null): value is ListingStatus =>
  LISTING_STATUSES.includes(value as ListingStatus)

/**
 * The arcade form's Status section (issue 20): open, temporarily or permanently closed, and the day it closed. The
 * rules are the server's (closureRules in src/shared/admin-arcade.ts), checked by the form's schema; reopening
 * clears the day, which an open arcade must not have. `children`: what else the section shows (when it was checked).
 */
export function ArcadeStatusFields({
  form,
  children,
}: {
  form: UseFormReturnType<ArcadeFormValues>
  children?: ReactNode
}) {
  const status = form.values.status
  return (
    <Fieldset legend="Status" variant="filled" data-testid="arcade-status">
      <FieldRow cols={2}>
        <Select
          label="Open or closed"
          data={STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('status')}
          onChange={(value) => {
            if (!isListingStatus(value)) return
            form.setFieldValue('status', value)
            if (value === 'open') form.setFieldValue('closedOn', '')
          }}
        />
        {status !== 'open' && (
          <TextInput
            label="Closed on"
            type="date"
            description={
              status === 'permanently_closed' ? 'The day it closed for good' : 'Since when; blank when not known'
            }
            required={status === 'permanently_closed'}
            // The server's rule: a real day, not in the future (UTC's today is every US zone's today or later).
            max={new Date().toISOString().slice(0, 10)}
            {...form.getInputProps('closedOn')}
          />
        )}
      </FieldRow>
      {children}
    </Fieldset>
  )
}
