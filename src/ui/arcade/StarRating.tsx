import { plural } from '../../lib/plural'
import { STAR_COUNT } from '../../shared/constants'

/** The star for position i (0-based) of a rating: full, half or empty, rounding to the nearest half. */
export function starKinds(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.max(0, Math.min(STAR_COUNT, rating)) * 2)
  return Array.from({ length: STAR_COUNT }, (_, i) =>
    halves >= 2 * (i + 1) ? 'full' : halves === 2 * i + 1 ? 'half' : 'empty',
  )
}

export function reviewText(count: number): string {
  return `(${plural(count, 'review', 'reviews')})`
}

/**
 * Stars, the rating and the review count; "No reviews yet" instead of stars for an arcade without reviews, whose
 * rating no visitor gave (DECISIONS.md: no fake review figures). Plain elements styled by app.css (`.star-rating`): each star is
 * `<span data-star="full|half|empty">★</span>`, so a list of cards does not repeat inline styles per star.
 */
export function StarRating({
  rating,
  reviewCount,
  size = 'sm',
}: {
  rating: number
  reviewCount?: number
  size?: 'sm' | 'md' | 'lg'
}) {
  if (reviewCount === 0) {
    return (
      <div className="star-rating" data-size={size}>
        <span className="star-rating-none">No reviews yet</span>
      </div>
    )
  }
  return (
    <div className="star-rating" data-size={size}>
      <span className="star-rating-stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${STAR_COUNT}`}>
        {starKinds(rating).map((kind, i) => (
          <span key={i} data-star={kind}>
            ★
          </span>
        ))}
      </span>
      <span className="star-rating-value">{rating.toFixed(1)}</span>
      {reviewCount !== undefined && <span className="star-rating-count">{reviewText(reviewCount)}</span>}
    </div>
  )
}
