import { useId } from 'react'

export interface FilterOption {
  value: string
  label: string
}

/**
 * A search filter as the browser's own select, drawn like Mantine's inputs (app.css): keyboard, screen readers
 * and phones get the platform's control, and the page ships no dropdown code.
 */
export function FilterSelect({
  label,
  data,
  value,
  onChange,
}: {
  label: string
  data: FilterOption[]
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="filter-select">
      <label htmlFor={id} className="filter-select-label">
        {label}
      </label>
      <select id={id} className="filter-select-input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {data.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
