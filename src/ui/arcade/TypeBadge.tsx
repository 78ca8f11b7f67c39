import { Badge } from '@mantine/core'
import { mainType, typeBadgeColor, typeName } from '../../shared/arcade-types'

const ICONS: Record<string, string> = { grape: '👾', green: '🥽', pink: '🍺', orange: '🎯', gray: '🎮' }

/** Badge of an arcade's main (first listed) type, in SPEC §3's colours. */
export function TypeBadge({ type }: { type: string }) {
  const main = mainType(type)
  const color = typeBadgeColor(main)
  return (
    <Badge color={color} variant="filled" leftSection={<span aria-hidden>{ICONS[color]}</span>}>
      {typeName(main)}
    </Badge>
  )
}
