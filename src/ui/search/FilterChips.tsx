import { Group } from '../base'
import { Button } from '../Button'
import type { Chip } from './search-labels'

/** The active filters as chips, each with its remove button, and Clear All Filters. */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: Chip[]
  onRemove: (chip: Chip) => void
  onClearAll: () => void
}) {
  if (chips.length === 0) return null
  return (
    <Group gap="xs" role="group" aria-label="Active filters">
      {/* Plain elements with Mantine's light Badge look (app.css): Badge and CloseButton would add their
          code to the search page's JavaScript. */}
      {chips.map((c) => (
        <span key={c.key} className="filter-chip">
          {c.label}
          <button
            type="button"
            className="filter-chip-remove mantine-focus-auto"
            aria-label={`Remove filter ${c.label}`}
            onClick={() => onRemove(c)}
          >
            <svg viewBox="0 0 15 15" width="12" height="12" aria-hidden>
              <path d="M3.5 3.5l8 8m0-8l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
        </span>
      ))}
      <Button variant="subtle" size="xs" onClick={onClearAll}>
        Clear All Filters
      </Button>
    </Group>
  )
}
