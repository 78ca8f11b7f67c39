import { List, Text } from '../base'
import { AFFILIATE_DISCLOSURE, SITE_NAME } from '../../shared/constants'
import { AnchorLink } from '../links'
import { ContactDetails, ExternalLink, LegalPage, type LegalSection, type InfoPageProps } from './LegalPage'

const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    content: (
      <>
        <Text>
          By accessing or using {SITE_NAME} (the "Site") you agree to these Terms of Service (the "Terms") and to our{' '}
          <AnchorLink to="/privacy-policy">Privacy Policy</AnchorLink>. If you do not agree, please do not use the Site.
        </Text>
        <Text>
          The Site is not intended for children under 13. If you are under 18, use the Site only with the involvement of
          a parent or guardian.
        </Text>
      </>
    ),
  },
  {
    title: 'What the Site Provides',
    content: (
      <Text>
        {SITE_NAME} is a free, informational directory of arcades in the United States: retro arcades, VR experiences,
        barcades, pinball halls and family entertainment venues. You can search by city, ZIP code or name, browse by
        state, city and type, and open a page for each arcade with its description, hours, rating, a map and directions.
        Visitors do not need an account. We may change, add or remove features of the Site at any time.
      </Text>
    ),
  },
  {
    title: 'Sample Listings and Accuracy of Information',
    content: (
      <>
        <Text>
          The directory currently consists of a generated sample: invented arcades placed in real US cities. Their
          names, addresses, phone numbers, websites, hours, ratings, reviews and descriptions do not describe real
          businesses, and sample listings are marked as such. See the <AnchorLink to="/about">About page</AnchorLink>{' '}
          for where our data comes from.
        </Text>
        <Text>
          All information on the Site, including any listing added later, is provided for general information only.
          Opening hours, prices, age rules and even whether a venue is open change often. Always confirm details with
          the venue before you travel. A listing is not an endorsement, and we are not responsible for any venue, its
          games, food, drink or conduct. Follow each venue's rules and the law, including age limits for venues that
          serve alcohol.
        </Text>
      </>
    ),
  },
  {
    title: 'Acceptable Use',
    content: (
      <>
        <Text>You agree not to:</Text>
        <List spacing={4}>
          <List.Item>use the Site for any unlawful purpose or in breach of these Terms;</List.Item>
          <List.Item>
            try to gain unauthorized access to the administration area, to any account, or to the systems that run the
            Site, or probe, scan or test them for vulnerabilities;
          </List.Item>
          <List.Item>
            interfere with or disrupt the Site, for example by sending automated requests at a rate that burdens it or
            by ignoring the rules in our robots.txt file;
          </List.Item>
          <List.Item>copy or harvest the directory in bulk to republish it or to build a competing service;</List.Item>
          <List.Item>upload or transmit malicious code, or use the Site to harass, deceive or harm anyone;</List.Item>
          <List.Item>misrepresent your identity or any affiliation with us or with a listed venue.</List.Item>
        </List>
      </>
    ),
  },
  {
    title: 'Administrator Accounts',
    content: (
      <Text>
        The administration area is only for people we have authorized. If you hold administrator credentials, keep them
        confidential, sign out on shared devices, and tell us at once if you suspect someone else has used them; you are
        responsible for activity under your account. Listings and advertising you add must be accurate, lawful and free
        of third-party rights you do not hold. We may edit or remove any listing or widget at any time.
      </Text>
    ),
  },
  {
    title: 'Intellectual Property',
    content: (
      <>
        <Text>
          The Site's design, text, graphics, software and the selection and arrangement of the directory belong to us or
          our licensors. We grant you a limited, personal, non-exclusive, revocable license to view and use the Site for
          your own non-commercial purposes in line with these Terms.
        </Text>
        <Text>
          Third-party material remains under its own license: ZIP code, city and coordinate data from GeoNames
          (geonames.org) under{' '}
          <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExternalLink>, and map data ©{' '}
          <ExternalLink href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</ExternalLink> under
          the Open Database License. Names and trademarks of arcades, game makers, Amazon, Google and others belong to
          their owners; their appearance on the Site does not imply any endorsement.
        </Text>
      </>
    ),
  },
  {
    title: 'Third-Party Links, Maps and Services',
    content: (
      <Text>
        The Site embeds maps from OpenStreetMap, links to Google Maps for directions, and links to arcade websites and
        to Amazon. We do not control these services: their own terms and privacy policies apply, and we are not
        responsible for their content, accuracy, availability or practices. You use them at your own risk.
      </Text>
    ),
  },
  {
    title: 'Affiliate Disclosure',
    content: (
      <>
        <Text>
          {SITE_NAME} is a participant in the Amazon Services LLC Associates Program, an affiliate advertising program
          designed to provide a means for sites to earn advertising fees by advertising and linking to Amazon.com.{' '}
          {AFFILIATE_DISCLOSURE}.
        </Text>
        <Text>
          Purchases you make through an affiliate link are made with Amazon, not with us: prices, availability, delivery
          and returns are Amazon's responsibility, and the price you pay is not increased by our commission. Affiliate
          income never affects which arcades are listed or how they are rated.
        </Text>
      </>
    ),
  },
  {
    title: 'Disclaimer of Warranties',
    content: (
      <Text>
        The Site and all content on it are provided "as is" and "as available", without warranties of any kind, express
        or implied, including warranties of accuracy, completeness, merchantability, fitness for a particular purpose
        and non-infringement. We do not warrant that the Site will be uninterrupted, secure or free of errors or harmful
        components. Some jurisdictions do not allow the exclusion of certain warranties, so some of these exclusions may
        not apply to you.
      </Text>
    ),
  },
  {
    title: 'Limitation of Liability',
    content: (
      <Text>
        To the fullest extent permitted by law, we and the people who operate the Site are not liable for any indirect,
        incidental, special, consequential or punitive damages, or for lost profits, data or goodwill, arising from your
        use of or inability to use the Site, your reliance on any listing, any visit to a venue, or any purchase from a
        third party. Our total liability for any claim relating to the Site is limited to one hundred US dollars
        (US$100). Nothing in these Terms limits liability that cannot be limited under applicable law.
      </Text>
    ),
  },
  {
    title: 'Suspension and Termination',
    content: (
      <Text>
        We may suspend, restrict or terminate your access to all or part of the Site at any time and for any reason,
        including a breach of these Terms, without notice and without liability to you. We may also suspend or
        discontinue the Site itself. Sections 6 and 8 to 12 continue to apply after your access ends.
      </Text>
    ),
  },
  {
    title: 'Changes to These Terms and Contact',
    content: (
      <>
        <Text>
          We may revise these Terms from time to time. For material changes we will give at least 30 days' notice by
          posting a notice on the Site before the changes take effect; minor changes, such as clarifications or
          corrections, take effect when posted. If you keep using the Site after a change takes effect, you accept the
          revised Terms.
        </Text>
        <Text>
          If any provision of these Terms is found unenforceable, the remaining provisions stay in effect. These Terms
          are the entire agreement between you and us about the Site.
        </Text>
        <Text>
          Questions about these Terms? <ContactDetails />
        </Text>
      </>
    ),
  },
]

export function TermsPage(props: InfoPageProps & { lastUpdated: string }) {
  return (
    <LegalPage
      {...props}
      intro={
        <Text>
          These Terms of Service govern your use of {SITE_NAME}, a directory of arcades in the United States. Please
          read them carefully.
        </Text>
      }
      sections={SECTIONS}
    />
  )
}
