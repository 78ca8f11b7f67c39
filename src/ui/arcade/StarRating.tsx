import { Group, Text } from '@mantine/core'
import { plural } from '../../lib/plural'
import { STAR_COUNT } from '../../shared/constants'

/** The star for position i (0-based) of a rating: full, half or empty, rounding to the nearest half. */
export function starKinds(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.max(0, Math.min(STAR_COUNT, rating)) * 2)
  return Array.from({ length: STAR_COUNT }, (_, i) =>
    halves >= 2 * (i + 1) ? 'full' : halves === 2 * i + 1 ? 'half' : 'empty',
  )
}

const GLYPH_STYLE = { fontSize: '1.1em', lineHeight: 1 } as const

function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  if (kind === 'half') {
    return (
      <span data-star="half" style={{ ...GLYPH_STYLE, position: 'relative', color: 'var(--mantine-color-gray-4)' }}>
        ★
        <span
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: '50%',
            overflow: 'hidden',
            color: 'var(--mantine-color-yellow-6)',
          }}
        >
          ★
        </span>
      </span>
    )
  }
  return (
    <span
      data-star={kind}
      style={{
        ...GLYPH_STYLE,
        color: kind === 'full' ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-4)',
      }}
    >
      ★
    </span>
  )
}

export function reviewText(count: number): string {
  return `(${plural(count, 'review', 'reviews')})`
}

export function StarRating({
  rating,
  reviewCount,
  size = 'sm',
}: {
  rating: number
  reviewCount?: number
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <Group gap={6} wrap="nowrap" fz={size}>
      <span
        role="img"
        aria-label={`Rated ${rating.toFixed(1)} out of ${STAR_COUNT}`}
        style={{ display: 'inline-flex', gap: 1 }}
      >
        {starKinds(rating).map((kind, i) => (
          <Star key={i} kind={kind} />
        ))}
      </span>
      <Text span fw={600} fz={size}>
        {rating.toFixed(1)}
      </Text>
      {reviewCount !== undefined && (
        <Text span c="dimmed" fz={size}>
          {reviewText(reviewCount)}
        </Text>
      )}
    </Group>
  )
}
