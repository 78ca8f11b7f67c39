import { Text, Title } from '../base'
import { AnchorLink } from '../links'
import { formatDay } from '../../lib/day'
import { formatMiles } from '../../lib/distance'
import type { ArcadeSummary, PublicArcade } from '../../shared/arcade'

/**
 * The banner of an arcade that is not open (issue 20). Temporarily closed: it says so, and the page never says "Open
 * now". Permanently closed: since when, and the listed arcades nearest to it (or in its city), so a visitor who came
 * by an old link has somewhere to go.
 */
export function ArcadeStatusBanner({
  arcade,
  alternatives,
}: {
  arcade: Pick<PublicArcade, 'name' | 'status' | 'closed_on' | 'city' | 'state_slug' | 'city_slug'>
  alternatives: ArcadeSummary[]
}) {
  if (arcade.status === 'open') return null
  const since = arcade.closed_on ? formatDay(arcade.closed_on) : undefined
  if (arcade.status === 'temporarily_closed')
    return (
      <section className="status-banner" data-status="temporarily_closed" aria-labelledby="status-title">
        <Title order={2} size="h4" id="status-title">
          Temporarily closed
        </Title>
        <Text>
          {`${arcade.name} is temporarily closed${since ? ` since ${since}` : ''}. Check with the arcade before you visit.`}
        </Text>
      </section>
    )
  return (
    <section className="status-banner" data-status="permanently_closed" aria-labelledby="status-title">
      <Title order={2} size="h4" id="status-title">
        Permanently closed
      </Title>
      <Text data-testid="closed-on">
        {since ? `${arcade.name} closed for good on ${since}.` : `${arcade.name} has closed for good.`}
      </Text>
      {alternatives.length > 0 ? (
        <>
          <Text fw={600} mt="xs">
            Arcades open nearby
          </Text>
          <ul className="nearby-list" data-testid="alternatives">
            {alternatives.map((a) => (
              <li key={a.id}>
                <AnchorLink to="/arcade/$slug" params={{ slug: a.slug }}>
                  {a.name}
                </AnchorLink>
                <Text component="span" size="sm">
                  {` ${a.city}, ${a.state_code}${a.distance_miles === undefined ? '' : ` · ${formatMiles(a.distance_miles)}`}`}
                </Text>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Text mt="xs">
          <AnchorLink to="/arcades/$state/$city" params={{ state: arcade.state_slug, city: arcade.city_slug }}>
            {`Other arcades in ${arcade.city}`}
          </AnchorLink>
        </Text>
      )}
    </section>
  )
}
