import { mainType, typeBadgeColor, typeName } from '../../shared/arcade-types'

/** SPEC's generic game icon, shown on badges of types without a colour of their own. */
function GamepadIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden fill="currentColor">
      <path d="M7 6h10a5 5 0 0 1 5 5v2a5 5 0 0 1-8.66 3.4L12.5 15.5h-1l-.84.9A5 5 0 0 1 2 13v-2a5 5 0 0 1 5-5Zm-1 3v2H4v2h2v2h2v-2h2v-2H8V9H6Zm10.5 1a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
    </svg>
  )
}

/**
 * Badge of an arcade's main (first listed) type, in SPEC §3's colours: a filled Mantine Badge's look, drawn by
 * app.css (`.type-badge`) so each card carries a class and a colour name rather than a block of inline styles.
 */
export function TypeBadge({ type }: { type: string }) {
  const main = mainType(type)
  const color = typeBadgeColor(main)
  return (
    <div className="type-badge" data-color={color}>
      {color === 'gray' && (
        <span className="type-badge-icon">
          <GamepadIcon />
        </span>
      )}
      <span className="type-badge-label">{typeName(main)}</span>
    </div>
  )
}
