import { Suspense } from 'react'
import { SimpleGrid } from '../base'
import { Link } from '@tanstack/react-router'
import { ArcadePageLink } from '../../lib/arcade-page-link'

import { formatMiles } from '../../lib/distance'
import { validCoordinates } from '../../lib/geo'
import type { ArcadeSummary } from '../../shared/arcade'
import { FALLBACK_IMAGE_URL } from '../../shared/constants'
import { LISTING_STATUS_LABELS } from '../../shared/listing-status'
import { showFallbackImage } from './fallback-image'
import { GRID_COLS } from './grid'
import { OpenStatus } from './OpenStatus'
import { StarRating } from './StarRating'
import { TypeBadge } from './TypeBadge'

/**
 * The card image's box: full card width (about 360 px in the widest grid) at 16:9, the shape of the listing
 * illustrations, so the whole drawing and its caption stay in frame (app.css).
 */
const CARD_IMAGE_WIDTH = 360
const CARD_IMAGE_HEIGHT = 203

/**
 * An arcade in a list. Plain elements with the classes of app.css (`.arcade-card…`), styled like a Mantine Card
 * with border: list pages show dozens of these, so their markup stays small. `priority` marks the page's first
 * visible card: its image (the likely LCP element) loads at once and first; every other card image loads lazily.
 */
export function ArcadeCard({ arcade, priority = false }: { arcade: ArcadeSummary; priority?: boolean }) {
  return (
    <div className="arcade-card" data-testid="arcade-card">
      <img
        className="arcade-card-image"
        src={arcade.image_url || FALLBACK_IMAGE_URL}
        alt=""
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onError={showFallbackImage}
      />
      <div className="arcade-card-body">
        <div className="arcade-card-head">
          <ArcadePageLink className="arcade-card-name mantine-focus-auto" slug={arcade.slug}>
            {arcade.name}
          </ArcadePageLink>
          <TypeBadge type={arcade.type} />
        </div>
        <StarRating rating={arcade.rating} reviewCount={arcade.review_count} />
        <p className="arcade-card-place">
          {`${arcade.city}, ${arcade.state_code}`}
          {arcade.distance_miles !== undefined && (
            <span className="arcade-card-distance" data-testid="distance">
              {formatMiles(arcade.distance_miles)}
            </span>
          )}
        </p>
        {arcade.matched_games && (
          <p className="arcade-card-games" data-testid="matched-games">
            Has{' '}
            {arcade.matched_games.map((g, i) => (
              <span key={g.slug}>
                {i > 0 && ', '}
                <Link to="/games/$slug" params={{ slug: g.slug }} className="mantine-focus-auto">
                  {g.title}
                </Link>
              </span>
            ))}
          </p>
        )}
        {!validCoordinates(arcade.latitude, arcade.longitude) && (
          <span className="arcade-card-nomap">No map location</span>
        )}
        {/* A closed arcade is never "open now" (its week is what it keeps when it reopens). */}
        {arcade.status !== 'open' ? (
          <span className="arcade-card-closed" data-testid="closed-badge">
            {LISTING_STATUS_LABELS[arcade.status]}
          </span>
        ) : (
          arcade.weekly_hours && <OpenStatus week={arcade.weekly_hours} timeZone={arcade.time_zone} />
        )}
        {arcade.source === 'sample' && <span className="arcade-card-sample">Sample listing</span>}
      </div>
    </div>
  )
}

/**
 * A grid of cards; with `priority`, the first card's image is the page's high-priority (eager) image. Each card is
 * its own Suspense boundary: React then hydrates the cards after the page's shell, a few at a time between the
 * browser's other work, instead of in one long task (docs/decisions/0027-card-hydration.md).
 */
export function ArcadeGrid({
  arcades,
  priority = false,
  cols = GRID_COLS,
}: {
  arcades: ArcadeSummary[]
  priority?: boolean
  /** Columns per breakpoint, where the grid is narrower than the page (beside a map). */
  cols?: typeof GRID_COLS
}) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      {arcades.map((a, i) => (
        <Suspense key={a.id}>
          <ArcadeCard arcade={a} priority={priority && i === 0} />
        </Suspense>
      ))}
    </SimpleGrid>
  )
}
