/** Arcade types, their labels and badge colours (SPEC §2, §3). */
export const PUBLIC_TYPES = ['retro', 'vr', 'barcade', 'pinball'] as const
export const ALL_TYPES = ['retro', 'vr', 'barcade', 'pinball', 'family', 'adult'] as const

/**
 * The words visitors type for a type, each lower case, singular and plural: in the search text such a word is the
 * type filter (docs/decisions/0028-words-and-places.md). "bar" is a barcade: a bar with arcade games.
 */
export const TYPE_OF_WORD: Readonly<Record<string, string>> = {
  retro: 'retro',
  vr: 'vr',
  barcade: 'barcade',
  barcades: 'barcade',
  bar: 'barcade',
  bars: 'barcade',
  pinball: 'pinball',
  pinballs: 'pinball',
  family: 'family',
  families: 'family',
  kids: 'family',
  adult: 'adult',
  adults: 'adult',
}

/** Labels of the search page's type filter. */
export const TYPE_FILTER_LABELS: Record<string, string> = {
  retro: 'Retro Arcade',
  vr: 'VR Experience',
  barcade: 'Barcade',
  pinball: 'Pinball',
}

/** Labels of the city page's per-type tiles; other types show the raw type. */
const TYPE_GROUP_LABELS: Record<string, string> = {
  retro: 'Retro Arcades',
  vr: 'VR Experiences',
  barcade: 'Barcades',
  pinball: 'Pinball Locations',
}

const TYPE_NAMES: Record<string, string> = {
  retro: 'Retro',
  vr: 'VR',
  barcade: 'Barcade',
  pinball: 'Pinball',
  family: 'Family',
  adult: 'Adult',
}

export function typeGroupLabel(type: string): string {
  return TYPE_GROUP_LABELS[type] ?? type
}

export function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type
}

/** The entries of an arcade's comma-separated type list; the first is its main type. */
export function splitTypes(type: string): string[] {
  return type
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
}

export function mainType(type: string): string {
  return splitTypes(type)[0] ?? ''
}

/** Badge colours: classic or retro purple, vr green, barcade pink, pinball orange, anything else grey. */
export function typeBadgeColor(type: string): string {
  const t = type.toLowerCase()
  if (t === 'retro' || t === 'classic') return 'grape'
  if (t === 'vr') return 'green'
  if (t === 'barcade') return 'pink'
  if (t === 'pinball') return 'orange'
  return 'gray'
}
