import { Anchor, Card, Container, Group, Stack, Text, Title } from '../base'
import { Button } from '../Button'
import { AnchorLink } from '../links'
import { directionsUrl, formatCoordinate, googleMapsUrl, validCoordinates } from '../../lib/geo'
import type { PhoneDisplay } from '../../lib/phone'
import type { Crumb } from '../../lib/seo'
import type { PublicOutputs } from '../../lib/trpc'
import { formatMiles } from '../../lib/distance'
import type { ArcadeSummary, PublicArcade } from '../../shared/arcade'
import { splitTypes, typeName } from '../../shared/arcade-types'
import { FALLBACK_IMAGE_URL } from '../../shared/constants'
import { LISTING_STATUS_LABELS } from '../../shared/listing-status'
import { formatMonth } from '../../lib/day'
import { CityLinks, LinkSection } from '../directory/LinkBlocks'
import { Breadcrumbs } from '../layout/Breadcrumbs'
import { useSiteData } from '../layout/site-data'
import { SharedPart } from '../../lib/shared-part'
import { showFallbackImage } from './fallback-image'
import { ArcadeLineupSection } from './ArcadeLineupSection'
import { ArcadeFreshness } from './ArcadeFreshness'
import { ArcadeStatusBanner } from './ArcadeStatusBanner'
import { OpenStatus } from './OpenStatus'
import { OsmCredit } from './OsmCredit'
import { WeekTable } from './WeekTable'
import { StarRating } from './StarRating'
import { PageWidgets, WidgetSlot } from '../widgets/WidgetSlot'
import type { Widget } from '../../shared/widget-types'
import { TypeBadge } from './TypeBadge'
import { MapSection } from '../map/MapView'

/** The main image's box: the left column's width on wide screens, at 16:9 (app.css). */
const HERO_IMAGE_WIDTH = 760
const HERO_IMAGE_HEIGHT = 428

function fullAddress(a: PublicArcade): string {
  return `${a.address}, ${a.city}, ${a.state_code} ${a.zip}`
}

/** Where the arcade is: its address, its map (the site's map, one marker), coordinates as text, and SPEC's two buttons. */
function LocationCard({ arcade }: { arcade: PublicArcade }) {
  const coords = validCoordinates(arcade.latitude, arcade.longitude)
  const address = fullAddress(arcade)
  return (
    <Card withBorder component="section" aria-labelledby="location-title">
      <Title order={2} size="h3" id="location-title" mb="sm">
        Location
      </Title>
      <Text fw={600}>{arcade.name}</Text>
      <Text>{arcade.address}</Text>
      <Text>
        {arcade.city}, {arcade.state} {arcade.zip}
      </Text>
      {coords ? (
        <Stack gap={4} mt="sm">
          <MapSection arcade={arcade} />
          <Text size="sm" c="dimmed" data-testid="coordinates">
            {formatCoordinate(coords.lat)}, {formatCoordinate(coords.lng)}
          </Text>
        </Stack>
      ) : (
        <Card bg="gray.1" mt="sm" ta="center" py="xl" data-testid="no-map">
          <Text fw={600}>Map not available</Text>
          <Text size="sm" c="dimmed">
            Use buttons below for directions
          </Text>
        </Card>
      )}
      <Group mt="md">
        <Button component="a" href={directionsUrl(coords, address)} target="_blank" rel="noopener noreferrer">
          Get Directions
        </Button>
        <Button
          component="a"
          href={googleMapsUrl(coords, address)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
        >
          View on Google Maps
        </Button>
      </Group>
    </Card>
  )
}

/** `phone` comes formatted from the server (the phone rules stay out of this page's bundle); null: no valid number. */
function QuickInfo({
  arcade,
  phone,
  week,
  hoursChecked,
}: {
  arcade: PublicArcade
  phone: PhoneDisplay | null
  week: PublicOutputs['arcadePage']['week']
  /** The month the hours were last checked, where it is not the listing's. */
  hoursChecked: string | null
}) {
  const coords = validCoordinates(arcade.latitude, arcade.longitude)
  const gone = arcade.status === 'permanently_closed'
  return (
    <Card withBorder component="aside" aria-labelledby="quick-info-title">
      <Title order={2} size="h4" id="quick-info-title" mb="sm">
        Quick Info
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={600}>
            Hours
          </Text>
          {/* A closed arcade is never "open now"; its usual week stays for when it reopens. */}
          {arcade.status !== 'open' && (
            <p className="open-status" data-testid="open-status">
              {LISTING_STATUS_LABELS[arcade.status]}
            </p>
          )}
          {arcade.weekly_hours && week ? (
            <>
              {arcade.status === 'open' && <OpenStatus week={arcade.weekly_hours} timeZone={arcade.time_zone} />}
              <WeekTable rows={week.rows} timeZone={arcade.time_zone} />
            </>
          ) : (
            // Hours that change by date, or text that could not be read: as written.
            <Text size="sm">{arcade.opening_hours ?? arcade.hours}</Text>
          )}
          {hoursChecked && (
            <Text size="xs" c="dimmed" data-testid="hours-checked">
              {`Hours checked ${formatMonth(hoursChecked)}`}
            </Text>
          )}
        </div>
        {phone && (
          <div>
            <Text size="sm" fw={600}>
              Phone
            </Text>
            <Anchor href={`tel:${phone.e164}`} size="sm">
              {phone.national}
            </Anchor>
          </div>
        )}
        {arcade.website && (
          <div>
            <Text size="sm" fw={600}>
              Website
            </Text>
            <Anchor href={arcade.website} target="_blank" rel="nofollow noopener noreferrer" size="sm">
              Visit website
            </Anchor>
          </div>
        )}
        <div>
          <Text size="sm" fw={600}>
            Price range
          </Text>
          <Text size="sm">{arcade.price_range}</Text>
        </div>
        {!gone && (
          <Button
            component="a"
            href={directionsUrl(coords, fullAddress(arcade))}
            target="_blank"
            rel="noopener noreferrer"
            fullWidth
          >
            Get Directions
          </Button>
        )}
        {phone && !gone && (
          <Button component="a" href={`tel:${phone.e164}`} variant="light" fullWidth>
            Call Now
          </Button>
        )}
        {/* Visitors correct listings (issue 20): an administrator reviews each suggestion. */}
        <Text size="sm">
          Something changed?{' '}
          <AnchorLink to="/arcade/$slug/report" params={{ slug: arcade.slug }}>
            Suggest an edit
          </AnchorLink>
        </Text>
      </Stack>
    </Card>
  )
}

export function ArcadeDetailPage({
  data,
  nearby,
  crumbs,
  widgets,
}: {
  data: PublicOutputs['arcadePage']
  /** The closest other arcades with their distances; empty without coordinates (then the generic lists show). */
  nearby: ArcadeSummary[]
  crumbs: Crumb[]
  widgets: Widget[]
}) {
  const { arcade } = data
  // The site's data, which every page already carries, lists the states: the arcade's own answer does not repeat them.
  const states = useSiteData().states.filter((s) => s.count > 0)
  return (
    <PageWidgets widgets={widgets}>
      <Breadcrumbs items={crumbs.slice(0, -1).concat({ label: arcade.name })} />
      <Container size="lg" py="lg">
        <WidgetSlot position="top" />
        <ArcadeStatusBanner
          arcade={arcade}
          alternatives={(nearby.length > 0 ? nearby : data.otherInCity).filter((a) => a.status === 'open')}
        />
        {/* Phones: the name, then Quick Info (hours, call, directions), then the rest; wide screens: Quick Info in
            a right-hand column beside both (app.css). */}
        <div className="arcade-detail">
          <Stack gap="lg" className="arcade-detail-head">
            {/* The page's main (LCP) image: loaded at once and first; its box is reserved (app.css). */}
            <img
              className="arcade-hero"
              src={arcade.image_url || FALLBACK_IMAGE_URL}
              alt={arcade.name}
              width={HERO_IMAGE_WIDTH}
              height={HERO_IMAGE_HEIGHT}
              loading="eager"
              fetchPriority="high"
              onError={showFallbackImage}
            />
            <Stack gap={6}>
              <Group gap="xs">
                <TypeBadge type={arcade.type} />
                {arcade.source === 'sample' && (
                  <Text size="xs" c="dimmed">
                    Sample listing (invented for demonstration)
                  </Text>
                )}
              </Group>
              <Title order={1}>{arcade.name}</Title>
              <StarRating rating={arcade.rating} reviewCount={arcade.review_count} size="md" />
              <Text c="dimmed">{fullAddress(arcade)}</Text>
              <ArcadeFreshness freshness={data.freshness} slug={arcade.slug} />
            </Stack>
          </Stack>
          <Stack gap="lg" className="arcade-detail-side">
            <QuickInfo arcade={arcade} phone={data.phone} week={data.week} hoursChecked={data.freshness.hours} />
            <WidgetSlot position="sidebar" />
          </Stack>
          <Stack gap="lg" className="arcade-detail-body">
            <section>
              <Title order={2} size="h3" mb="xs">
                About
              </Title>
              <Text>{arcade.description}</Text>
              {arcade.osm_ref && <OsmCredit osmRef={arcade.osm_ref} />}
            </section>
            <ArcadeLineupSection lineup={arcade.lineup} />
            <section>
              <Title order={2} size="h3" mb="xs">
                Reviews
              </Title>
              <Text c="dimmed">
                {/* SPEC's placeholder points at the rating, which an arcade without reviews does not show. */}
                {arcade.review_count > 0
                  ? 'User reviews coming soon! In the meantime, see our rating above.'
                  : 'User reviews coming soon!'}
              </Text>
            </section>
            <LocationCard arcade={arcade} />
          </Stack>
        </div>

        <Stack gap="xl" mt={48}>
          {nearby.length > 0 && (
            <LinkSection title="Nearby arcades">
              <ul className="nearby-list" data-testid="nearby-arcades">
                {nearby.map((a) => (
                  <li key={a.id}>
                    <AnchorLink to="/arcade/$slug" params={{ slug: a.slug }}>
                      {a.name}
                    </AnchorLink>
                    <Text component="span" size="sm" c="dimmed">
                      {` ${a.city}, ${a.state_code}${a.distance_miles === undefined ? '' : ` · ${formatMiles(a.distance_miles)}`}`}
                    </Text>
                  </li>
                ))}
              </ul>
            </LinkSection>
          )}
          {nearby.length === 0 && data.otherInCity.length > 0 && (
            <LinkSection title={`Other arcades in ${arcade.city}`}>
              <Group gap="md">
                {data.otherInCity.map((a) => (
                  <AnchorLink key={a.id} to="/arcade/$slug" params={{ slug: a.slug }}>
                    {a.name}
                  </AnchorLink>
                ))}
              </Group>
            </LinkSection>
          )}
          <LinkSection title={`More in ${arcade.state}`}>
            <Group gap="md">
              <AnchorLink to="/arcades/$state" params={{ state: arcade.state_slug }}>
                All arcades in {arcade.state}
              </AnchorLink>
              <AnchorLink to="/arcades/$state/$city" params={{ state: arcade.state_slug, city: arcade.city_slug }}>
                All arcades in {arcade.city}
              </AnchorLink>
            </Group>
          </LinkSection>
          <LinkSection title="Find similar arcades">
            <Group gap="md">
              {splitTypes(arcade.type).map((t) => (
                <AnchorLink key={t} to="/search" search={{ type: t }}>
                  {typeName(t)} arcades
                </AnchorLink>
              ))}
            </Group>
          </LinkSection>
          {nearby.length === 0 && data.featured.length > 0 && (
            <LinkSection title="Featured Arcades">
              <Group gap="md">
                {data.featured.map((a) => (
                  <AnchorLink key={a.id} to="/arcade/$slug" params={{ slug: a.slug }}>
                    {a.name}
                  </AnchorLink>
                ))}
              </Group>
            </LinkSection>
          )}
          {nearby.length === 0 && data.californiaCities.length > 0 && (
            <LinkSection title="Popular California cities">
              <CityLinks cities={data.californiaCities} />
            </LinkSection>
          )}
          <LinkSection title="Arcades nationwide">
            {/* The same on every arcade page: rendered once by the server (SharedPart). */}
            <SharedPart
              partKey={JSON.stringify(['states', states.map((s) => [s.slug, s.name])])}
              outer={(content) => <Group gap="sm" {...content} />}
            >
              {states.map((s) => (
                <AnchorLink key={s.slug} to="/arcades/$state" params={{ state: s.slug }} size="sm">
                  {s.name}
                </AnchorLink>
              ))}
            </SharedPart>
          </LinkSection>
        </Stack>
        <WidgetSlot position="bottom" />
      </Container>
    </PageWidgets>
  )
}
