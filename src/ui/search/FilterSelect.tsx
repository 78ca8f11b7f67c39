import { ComboboxChevron, InputBase } from '@mantine/core'
import { lazy, Suspense, useState, type KeyboardEvent } from 'react'

const loadSelect = () => import('./MantineSelect')
const MantineSelect = lazy(() => loadSelect().then((m) => ({ default: m.MantineSelect })))

export interface FilterOption {
  value: string
  label: string
}

interface FilterSelectProps {
  label: string
  data: FilterOption[]
  value: string
  onChange: (value: string | null) => void
  w: number
}

/** Keys that open a Mantine Select's dropdown. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * A search filter: Mantine's Select, loaded when first wanted. Until then the page shows (and the server renders)
 * the Select's closed look — the same input, label and chevron — so the dropdown's code (popover, floating
 * positioning, focus handling: about 30 KB gzipped) is not part of the page's first load. A hover or focus starts
 * loading it; a click or an opening key swaps in the real Select with its dropdown open.
 */
export function FilterSelect({ label, data, value, onChange, w }: FilterSelectProps) {
  const [activated, setActivated] = useState(false)
  const current = data.find((o) => o.value === value)?.label ?? ''
  const closed = (
    <InputBase
      label={label}
      w={w}
      value={current}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => void loadSelect()}
      onFocus={() => void loadSelect()}
      onClick={() => setActivated(true)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(e.key)) return
        e.preventDefault()
        setActivated(true)
      }}
    />
  )
  if (!activated) return closed
  return (
    <Suspense fallback={closed}>
      <MantineSelect
        label={label}
        data={data}
        value={value}
        onChange={(v) => onChange(v === null ? null : String(v))}
        allowDeselect={false}
        w={w}
        defaultDropdownOpened
        autoFocus
      />
    </Suspense>
  )
}
